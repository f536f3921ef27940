-- The server keeps the answers a job seeker's dashboard and header ask for on every open as sent
-- (decision 0163): the unread count, the newest notifications, the product tour, the milestones, the
-- find-me-job indicator and the job alerts. So every table they read announces its changes. It says
-- which table, 'talent:<id>:<table>': a cache hears only of the tables it reads, so a notification
-- does not drop the talent's kept profile or listing, nor a saved job the kept unread count. The
-- applications and saved jobs (announced as 'talent:<id>' since 0023) name their table from now on
-- too: only the listing's caches and the milestones read them, and the listing also shows how far
-- each application's hiring went. The milestones also read the profile (0023, 0025).

CREATE FUNCTION kept_facts_announce_talent_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The trigger's argument names the column that holds the account's id.
  PERFORM pg_notify('kept_facts', 'talent:' ||
    (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[0]) ||
    ':' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce_kept_facts AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent_table('user_id');
--> statement-breakpoint
CREATE TRIGGER referrals_announce_kept_facts AFTER INSERT OR UPDATE OR DELETE ON referrals
  FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent_table('invited_by_id');
--> statement-breakpoint
DROP TRIGGER job_applications_announce_kept_facts ON job_applications;
--> statement-breakpoint
DROP TRIGGER job_bookmarks_announce_kept_facts ON job_bookmarks;
--> statement-breakpoint
DO $$
DECLARE
  talent_table text;
BEGIN
  FOREACH talent_table IN ARRAY ARRAY[
    'job_applications', 'job_bookmarks', 'talent_tours', 'talent_milestones', 'talent_marketplace',
    'job_alerts', 'hiring_processes', 'certificates'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent_table(''talent_id'')',
      talent_table || '_announce_kept_facts', talent_table
    );
  END LOOP;
END
$$;

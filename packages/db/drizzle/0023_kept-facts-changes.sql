-- Each server process keeps in memory what nearly every request reads: the sessions of the tokens it
-- has seen, the talents' match facts and applied and saved jobs, the job listing's orders and pages
-- (decision 0096). What it keeps is dropped when this channel says it changed, in every process: the
-- notifications are sent when the writing transaction commits, never for a change rolled back.
--   'talent:<id>'  a session, the account, the profile, skills, work locations, experiences,
--                  applications or saved jobs of that account changed
--   'jobs'         jobs were added, changed or removed (with job_listing_revision)
--   'master-data'  an option list changed (with master_data_revision)

CREATE FUNCTION kept_facts_announce_talent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The trigger's argument names the column that holds the account's id.
  PERFORM pg_notify('kept_facts', 'talent:' ||
    (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_kept_facts AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent('user_id');
--> statement-breakpoint
CREATE TRIGGER users_announce_kept_facts AFTER UPDATE OF type, deactivated_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent('id');
--> statement-breakpoint
DO $$
DECLARE
  talent_table text;
BEGIN
  FOREACH talent_table IN ARRAY ARRAY[
    'talent_profiles', 'talent_skills', 'talent_work_locations', 'talent_experiences',
    'job_applications', 'job_bookmarks'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent(''talent_id'')',
      talent_table || '_announce_kept_facts', talent_table
    );
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_listing_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_listing_revision SET revision = revision + 1;
  PERFORM pg_notify('kept_facts', 'jobs');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION master_data_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE master_data_revision SET revision = revision + 1;
  PERFORM pg_notify('kept_facts', 'master-data');
  RETURN NULL;
END
$$;

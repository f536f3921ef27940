-- Each server process keeps the job listing's orders (decision 0094) and, until now, scored every open
-- job again for each of them after any job changed. The announcement now names the jobs a statement
-- added, changed or removed ('jobs:<id>,<id>,…', or 'jobs:' when it touched none), so a process moves
-- just those jobs in the orders it keeps (decision 0100). A statement that touches more than 500 jobs,
-- and a truncate, still announce 'jobs': every order is computed again. The revision moves as before.
-- A trigger with transition tables takes one event, hence one trigger per event.

CREATE FUNCTION job_listing_announce_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named int;
  ids text;
BEGIN
  UPDATE job_listing_revision SET revision = revision + 1;
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), string_agg(id::text, ',') INTO named, ids FROM (SELECT id FROM new_jobs LIMIT 501) t;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(id::text, ',') INTO named, ids FROM (SELECT id FROM old_jobs LIMIT 501) t;
  ELSE
    SELECT count(*), string_agg(id::text, ',') INTO named, ids
      FROM (SELECT id FROM new_jobs UNION SELECT id FROM old_jobs LIMIT 501) t;
  END IF;
  PERFORM pg_notify('kept_facts', CASE WHEN named > 500 THEN 'jobs' ELSE 'jobs:' || coalesce(ids, '') END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER jobs_raise_job_listing_revision ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_announce_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_listing_announce_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_announce_updated AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_listing_announce_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_announce_deleted AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_listing_announce_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_announce_truncated AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_listing_raise_revision();

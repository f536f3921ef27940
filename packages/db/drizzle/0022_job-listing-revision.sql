-- The server keeps the order of the job listing in memory (apps/server/src/modules/jobs/listing-orders.ts):
-- the ids of every open job that passes a listing's filters, newest first or best match first, so a page,
-- however deep, is a slice and the count is its length. Every statement that adds, changes or removes
-- jobs raises this one revision in the same transaction; each request reads it and an order kept under
-- another revision is computed again. A sequence would not do: it moves before the writing transaction
-- commits, and an order computed in between would be kept without the change.

CREATE TABLE job_listing_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO job_listing_revision (singleton, revision) VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION job_listing_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_listing_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_raise_job_listing_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_listing_raise_revision();

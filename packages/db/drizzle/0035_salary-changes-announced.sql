-- The salary calculator's cache keeps each answer until the database announces 'salary' on the
-- kept_facts channel (decision 0154), as the other caches hear their changes (decision 0097), instead
-- of reading a revision of the aggregates every second. The calculator reads the aggregates and the
-- skill counts, which the triggers of salary_observations (migration 0005) write: any statement that
-- changes either announces, once, when its transaction commits.

CREATE FUNCTION salary_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kept_facts', 'salary');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER salary_aggregates_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salary_aggregates
  FOR EACH STATEMENT EXECUTE FUNCTION salary_announce_change();
--> statement-breakpoint
CREATE TRIGGER salary_skill_counts_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salary_skill_counts
  FOR EACH STATEMENT EXECUTE FUNCTION salary_announce_change();

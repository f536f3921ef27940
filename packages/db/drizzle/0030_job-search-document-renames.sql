-- A job's search document holds the names of its position, skills and company (migration 0029), so
-- renaming one rewrites the documents of the jobs that name it, in the statement that renames it; an
-- update that leaves every name as it was rewrites none. (Cities and working systems are not in the
-- document: a query's places are read against the option lists, kept per their revision.)
-- Transition tables cannot go with a column list (`UPDATE OF name`), so the renamed rows are picked here.

CREATE FUNCTION jobs_rewrite_renamed_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed integer[];
BEGIN
  SELECT array_agg(after.id) INTO renamed
  FROM names_after after JOIN names_before before ON before.id = after.id
  WHERE after.name IS DISTINCT FROM before.name;
  IF renamed IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'positions' THEN
    UPDATE jobs j SET search_document = job_search_document(j.id, j.position_id, j.company_id, j.skill_ids)
    WHERE j.position_id = any(renamed);
  ELSIF TG_TABLE_NAME = 'companies' THEN
    UPDATE jobs j SET search_document = job_search_document(j.id, j.position_id, j.company_id, j.skill_ids)
    WHERE j.company_id = any(renamed);
  ELSE
    UPDATE jobs j SET search_document = job_search_document(j.id, j.position_id, j.company_id, j.skill_ids)
    WHERE j.skill_ids && renamed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER positions_rewrite_job_search_documents AFTER UPDATE ON positions
  REFERENCING OLD TABLE AS names_before NEW TABLE AS names_after
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_rewrite_renamed_search_documents();
--> statement-breakpoint
CREATE TRIGGER companies_rewrite_job_search_documents AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS names_before NEW TABLE AS names_after
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_rewrite_renamed_search_documents();
--> statement-breakpoint
CREATE TRIGGER skill_sets_rewrite_job_search_documents AFTER UPDATE ON skill_sets
  REFERENCING OLD TABLE AS names_before NEW TABLE AS names_after
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_rewrite_renamed_search_documents();

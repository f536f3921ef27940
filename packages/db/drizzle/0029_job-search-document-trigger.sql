-- The listing's search matches and ranks jobs by `jobs.search_document` (decision 0122): the words of
-- the position (weight A), each skill's whole lowered name as one lexeme (B, so 'react' never matches
-- the skill 'react native'), the company's words (C) and the description's words (D). Words are the
-- lowered name cut at every character that is not a-z or 0-9, as the server cuts a query.
-- A job writes its document when it is inserted or its position, company or skills change; its texts
-- are inserted after it, so writing them writes the document again, in one statement per statement.

CREATE FUNCTION job_search_words(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(coalesce(value, '')), '[^a-z0-9]+', ' ', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION job_search_document(of_job integer, of_position integer, of_company integer, of_skills integer[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', job_search_words((SELECT name FROM positions WHERE id = of_position))), 'A')
    || coalesce((SELECT string_agg('''' || replace(replace(lower(s.name), '\', '\\'), '''', '''''') || ''':1B', ' ')::tsvector
                 FROM skill_sets s WHERE s.id = any(of_skills)), ''::tsvector)
    || setweight(to_tsvector('simple', job_search_words((SELECT name FROM companies WHERE id = of_company))), 'C')
    || setweight(to_tsvector('simple', job_search_words((SELECT description FROM job_texts t WHERE t.job_id = of_job))), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION jobs_write_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := job_search_document(NEW.id, NEW.position_id, NEW.company_id, NEW.skill_ids);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_write_search_document BEFORE INSERT OR UPDATE OF position_id, company_id, skill_ids ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_document();
--> statement-breakpoint
CREATE FUNCTION job_texts_write_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET search_document = job_search_document(j.id, j.position_id, j.company_id, j.skill_ids)
  FROM written_texts w WHERE j.id = w.job_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_texts_inserted_write_search_document AFTER INSERT ON job_texts REFERENCING NEW TABLE AS written_texts
  FOR EACH STATEMENT EXECUTE FUNCTION job_texts_write_search_document();
--> statement-breakpoint
CREATE TRIGGER job_texts_updated_write_search_document AFTER UPDATE ON job_texts REFERENCING NEW TABLE AS written_texts
  FOR EACH STATEMENT EXECUTE FUNCTION job_texts_write_search_document();
--> statement-breakpoint
UPDATE jobs SET search_document = job_search_document(id, position_id, company_id, skill_ids);

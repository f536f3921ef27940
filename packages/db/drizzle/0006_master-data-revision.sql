-- The server keeps master-data answers in memory (apps/server/src/modules/master-data/master-data.cache.ts).
-- Every statement that adds, changes or removes option rows raises this one revision in the same
-- transaction, so each server process, reading it about once a second, drops what it kept when another
-- process (or a talent typing a new university) changed a list. A sequence would not do: it moves
-- before the writing transaction commits, and a reload in between would keep the old rows.

CREATE TABLE master_data_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO master_data_revision (singleton, revision) VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION master_data_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE master_data_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  option_table text;
BEGIN
  FOREACH option_table IN ARRAY ARRAY[
    'availabilities', 'business_fields', 'certifications', 'cities', 'companies', 'company_sizes',
    'degrees', 'language_levels', 'languages', 'majors', 'notice_periods', 'opportunity_statuses',
    'position_categories', 'position_functions', 'position_levels', 'position_sub_categories',
    'positions', 'project_types', 'reference_relationships', 'rejection_reasons', 'skill_sets',
    'survey_sources', 'universities', 'working_systems', 'years_categories'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION master_data_raise_revision()',
      option_table || '_raise_master_data_revision', option_table
    );
  END LOOP;
END
$$;

-- The server keeps a talent's whole profile answer as sent (decision 0105), so every part of the
-- profile must announce its change as 'talent:<id>' (migration 0023's function): the lists 0023 did
-- not need for the talents' match facts, and the account columns the profile shows. Option names
-- already announce 'master-data', which drops every kept answer.

CREATE TRIGGER users_announce_profile AFTER UPDATE OF
  fullname, email, phone, onboarded, onboarding_last_page, password_created ON users
  FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent('id');
--> statement-breakpoint
DO $$
DECLARE
  talent_table text;
BEGIN
  FOREACH talent_table IN ARRAY ARRAY[
    'talent_languages', 'talent_industries', 'talent_educations', 'talent_certificates',
    'talent_achievements', 'talent_publications', 'talent_projects', 'talent_portfolios',
    'talent_documents', 'talent_references'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION kept_facts_announce_talent(''talent_id'')',
      talent_table || '_announce_kept_facts', talent_table
    );
  END LOOP;
END
$$;

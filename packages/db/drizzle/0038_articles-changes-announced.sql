-- The media blog's pages are kept in each process (the dashboard's latest articles ask for the first on
-- every open) until the database announces 'articles' on the kept_facts channel (decision 0154): any
-- statement that writes blog posts announces, once, when its transaction commits.

CREATE FUNCTION media_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kept_facts', 'articles');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION media_announce_change();

-- Trigram indexes let a search for any part of a name ("%bandung%") use an index instead of
-- reading the whole table. PostgreSQL ships pg_trgm in contrib; PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The planner takes `tsvector @@ tsquery` (ts_match_vq) to cost what comparing two integers does, the
-- default for a built-in function. Matched against a job's search document (hundreds of lexemes, with
-- the description's words) under a query of synonyms and phrases, it costs some fifty times that; so
-- the planner scanned every job and matched each, where the document's GIN index finds the few
-- thousand that match (EXPLAIN at 100,000 jobs: "engineer" counted in 413 ms by a scan, 125 ms by the
-- index; "akuntan" 301 ms against 84 ms). Declaring the cost makes it choose the index. Only a
-- superuser may declare it: elsewhere the database keeps the default and the search stays correct.

DO $$
BEGIN
  ALTER FUNCTION ts_match_vq(tsvector, tsquery) COST 50;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq keeps its default cost: %', SQLERRM;
END
$$;

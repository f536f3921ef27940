-- The salary calculator reads one row of salary_aggregates per request instead of sorting the
-- salaries of a position on every call. These triggers keep that row equal to a direct
-- percentile_cont over salary_observations: after each statement that adds, changes or removes
-- observations, every (position function, years category) it touched is computed again from its
-- raw rows, read in amount order from salary_observations_key_amount_idx. Skill counts per
-- position function are kept by adding and subtracting what the statement changed.
--
-- Two transactions writing the same key would each see only their own new rows and the later
-- refresh would miss the other's. An advisory lock per key, taken in key order, makes the second
-- wait; under READ COMMITTED its recomputation then starts with a snapshot that includes the
-- first one's committed rows.

CREATE FUNCTION salary_refresh_aggregates(function_ids integer[], years_category_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k.function_id, k.years_category_id)
  FROM (
    SELECT DISTINCT function_id, years_category_id
    FROM unnest(function_ids, years_category_ids) AS u(function_id, years_category_id)
    ORDER BY function_id, years_category_id
  ) AS k;

  INSERT INTO salary_aggregates AS a
    (position_function_id, years_category_id, observations, total, mean, p10, p90, refreshed_at)
  SELECT k.function_id, k.years_category_id, s.observations, s.total,
         (s.total::numeric / s.observations)::double precision, s.p10, s.p90, now()
  FROM (
    SELECT DISTINCT function_id, years_category_id
    FROM unnest(function_ids, years_category_ids) AS u(function_id, years_category_id)
  ) AS k
  CROSS JOIN LATERAL (
    SELECT count(*)::integer AS observations,
           sum(o.amount)::bigint AS total,
           percentile_cont(0.1) WITHIN GROUP (ORDER BY o.amount) AS p10,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY o.amount) AS p90
    FROM salary_observations AS o
    WHERE o.position_function_id = k.function_id AND o.years_category_id = k.years_category_id
  ) AS s
  WHERE s.observations > 0
  ON CONFLICT (position_function_id, years_category_id) DO UPDATE
    SET observations = excluded.observations, total = excluded.total, mean = excluded.mean,
        p10 = excluded.p10, p90 = excluded.p90, refreshed_at = excluded.refreshed_at;

  DELETE FROM salary_aggregates AS a
  USING unnest(function_ids, years_category_ids) AS k(function_id, years_category_id)
  WHERE a.position_function_id = k.function_id AND a.years_category_id = k.years_category_id
    AND NOT EXISTS (
      SELECT 1 FROM salary_observations AS o
      WHERE o.position_function_id = k.function_id AND o.years_category_id = k.years_category_id
    );
END;
$$;
--> statement-breakpoint
CREATE FUNCTION salary_observations_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM salary_refresh_aggregates(array_agg(position_function_id), array_agg(years_category_id))
  FROM (SELECT DISTINCT position_function_id, years_category_id FROM inserted_rows) AS k;

  INSERT INTO salary_skill_counts AS c (position_function_id, skill_set_id, observations)
  SELECT i.position_function_id, skill.id, count(*)
  FROM inserted_rows AS i CROSS JOIN LATERAL unnest(i.skill_ids) AS skill(id)
  GROUP BY i.position_function_id, skill.id
  ON CONFLICT (position_function_id, skill_set_id) DO UPDATE
    SET observations = c.observations + excluded.observations;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION salary_observations_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM salary_refresh_aggregates(array_agg(position_function_id), array_agg(years_category_id))
  FROM (SELECT DISTINCT position_function_id, years_category_id FROM deleted_rows) AS k;

  UPDATE salary_skill_counts AS c SET observations = c.observations - d.observations
  FROM (
    SELECT r.position_function_id, skill.id AS skill_set_id, count(*) AS observations
    FROM deleted_rows AS r CROSS JOIN LATERAL unnest(r.skill_ids) AS skill(id)
    GROUP BY r.position_function_id, skill.id
  ) AS d
  WHERE c.position_function_id = d.position_function_id AND c.skill_set_id = d.skill_set_id;
  DELETE FROM salary_skill_counts WHERE observations <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION salary_observations_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM salary_refresh_aggregates(array_agg(position_function_id), array_agg(years_category_id))
  FROM (
    SELECT position_function_id, years_category_id FROM rows_before
    UNION
    SELECT position_function_id, years_category_id FROM rows_after
  ) AS k;

  WITH change AS (
    SELECT r.position_function_id, skill.id AS skill_set_id, -1 AS step
    FROM rows_before AS r CROSS JOIN LATERAL unnest(r.skill_ids) AS skill(id)
    UNION ALL
    SELECT r.position_function_id, skill.id, 1
    FROM rows_after AS r CROSS JOIN LATERAL unnest(r.skill_ids) AS skill(id)
  )
  INSERT INTO salary_skill_counts AS c (position_function_id, skill_set_id, observations)
  SELECT position_function_id, skill_set_id, sum(step)
  FROM change GROUP BY position_function_id, skill_set_id HAVING sum(step) <> 0
  ON CONFLICT (position_function_id, skill_set_id) DO UPDATE
    SET observations = c.observations + excluded.observations;
  DELETE FROM salary_skill_counts WHERE observations <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER salary_observations_after_insert AFTER INSERT ON salary_observations
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION salary_observations_inserted();
--> statement-breakpoint
CREATE TRIGGER salary_observations_after_delete AFTER DELETE ON salary_observations
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION salary_observations_deleted();
--> statement-breakpoint
CREATE TRIGGER salary_observations_after_update AFTER UPDATE ON salary_observations
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION salary_observations_updated();

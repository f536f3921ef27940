import { salaryDataThresholds, salaryLimits } from '@talent/contract';
import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';

export interface SalaryFigures {
  positionFunctionName: string;
  yearsCategory: string;
  positionCategoryId: number;
  /** Null when no observation of this key exists. */
  observations: number | null;
  mean: number | null;
  p10: number | null;
  p90: number | null;
  skills: Array<{ id: number; name: string }>;
  topPositions: Array<{ id: number; name: string; mean: number }>;
}

interface FiguresRow extends Record<string, unknown> {
  position_function_name: string;
  years_category: string;
  position_category_id: number;
  observations: number | null;
  mean: number | null;
  p10: number | null;
  p90: number | null;
  skills: Array<{ id: number; name: string }>;
  top_positions: Array<{ id: number; name: string; mean: number }>;
}

/**
 * The calculator's figures for one key in one round trip: its aggregate row, the position's most
 * listed skills and the category's best paid positions at the same years of experience. Every
 * part reads precomputed rows by index; nothing sorts salaries here. Undefined when the position
 * function or the years category does not exist.
 */
export async function findSalaryFigures(
  db: Database,
  positionFunctionId: number,
  yearsCategoryId: number,
): Promise<SalaryFigures | undefined> {
  const { rows } = await db.execute<FiguresRow>(sql`
    select pf.name as position_function_name, yc.name as years_category,
      sc.position_category_id, a.observations, a.mean, a.p10, a.p90,
      coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name) order by c.observations desc, s.id)
        from (
          select skill_set_id, observations from salary_skill_counts
          where position_function_id = pf.id
          order by observations desc, skill_set_id
          limit ${salaryLimits.topSkills}
        ) c join skill_sets s on s.id = c.skill_set_id
      ), '[]'::json) as skills,
      coalesce((
        select json_agg(json_build_object('id', t.id, 'name', t.name, 'mean', t.mean) order by t.mean desc, t.id)
        from (
          select other.id, other.name, ta.mean
          from salary_aggregates ta
          join position_functions other on other.id = ta.position_function_id
          join position_sub_categories osc on osc.id = other.position_sub_category_id
          where ta.years_category_id = yc.id
            and osc.position_category_id = sc.position_category_id
            and ta.observations >= ${salaryDataThresholds.minimum}
          order by ta.mean desc, other.id
          limit ${salaryLimits.topPositions}
        ) t
      ), '[]'::json) as top_positions
    from position_functions pf
    join position_sub_categories sc on sc.id = pf.position_sub_category_id
    cross join years_categories yc
    left join salary_aggregates a on a.position_function_id = pf.id and a.years_category_id = yc.id
    where pf.id = ${positionFunctionId} and yc.id = ${yearsCategoryId}
  `);
  const row = rows[0];
  if (!row) return undefined;
  return {
    positionFunctionName: row.position_function_name,
    yearsCategory: row.years_category,
    positionCategoryId: Number(row.position_category_id),
    observations: row.observations === null ? null : Number(row.observations),
    mean: row.mean === null ? null : Number(row.mean),
    p10: row.p10 === null ? null : Number(row.p10),
    p90: row.p90 === null ? null : Number(row.p90),
    skills: row.skills,
    topPositions: row.top_positions.map((t) => ({ id: t.id, name: t.name, mean: Number(t.mean) })),
  };
}

import { offerStatuses, salaryDataThresholds, salaryLimits } from '@talent/contract';
import { type Database, jobApplications, jobs, offerNegotiations, salaryObservations } from '@talent/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TrainingRow } from './salary-model.ts';

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

/** A talent's own current salary as an observation (monthly gross, IDR). */
export interface StatedSalary {
  positionFunctionId: number;
  yearsCategoryId: number;
  cityId: number | null;
  amount: number;
  skillIds: readonly number[];
}

/** The salary a talent accepted on an application, with where the job is and what it asks for. */
export interface AcceptedOffer {
  salary: number;
  nettGross: 'nett' | 'gross';
  cityId: number;
  jobSkillIds: readonly number[];
}

export type SalaryRepository = ReturnType<typeof createSalaryRepository>;

export function createSalaryRepository(db: Database) {
  /**
   * The calculator's figures for one key in one round trip: its aggregate row, the position's most
   * listed skills and the category's best paid positions at the same years of experience. Every
   * part reads precomputed rows by index; nothing sorts salaries here. Undefined when the position
   * function or the years category does not exist.
   */
  async function findSalaryFigures(
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

  /** The observations the prediction model learns from: the most recent `limit`, in a fixed order. */
  async function loadTrainingRows(limit: number): Promise<TrainingRow[]> {
    const { rows } = await db.execute<{
      c: number;
      y: number;
      city: number | null;
      skills: number[];
      amount: number;
    }>(sql`
      select sc.position_category_id as c, o.years_category_id as y, o.city_id as city,
        o.skill_ids as skills, o.amount
      from salary_observations o
      join position_functions pf on pf.id = o.position_function_id
      join position_sub_categories sc on sc.id = pf.position_sub_category_id
      order by o.id desc limit ${limit}`);
    return rows.map((row) => ({
      positionCategoryId: Number(row.c),
      yearsCategoryId: Number(row.y),
      cityId: row.city === null ? null : Number(row.city),
      skillIds: row.skills.map(Number),
      amount: Number(row.amount),
    }));
  }

  /** How many observations there are, read from the aggregates (a few hundred rows, not millions). */
  async function countObservations(): Promise<number> {
    const { rows } = await db.execute<{ n: number | null }>(
      sql`select sum(observations)::bigint as n from salary_aggregates`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The years category a number of years of experience falls in. */
  async function yearsCategoryOf(years: number): Promise<number | null> {
    const { rows } = await db.execute<{ id: number }>(sql`
      select id from years_categories
      where min_years <= ${years} and (max_years is null or ${years} < max_years)
      order by min_years desc limit 1`);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** The talent's one stated-salary observation becomes `stated` (or goes), in one transaction. */
  async function replaceStatedSalary(talentId: number, stated: StatedSalary | null) {
    await db.transaction(async (tx) => {
      await tx
        .delete(salaryObservations)
        .where(
          and(eq(salaryObservations.talentId, talentId), eq(salaryObservations.source, 'talent_profile')),
        );
      if (stated)
        await tx
          .insert(salaryObservations)
          .values({ ...stated, skillIds: [...stated.skillIds], talentId, source: 'talent_profile' });
    });
  }

  /** The talent's newest accepting offer row of the application (status 12); undefined if none. */
  async function acceptedOfferOf(applicationId: number): Promise<AcceptedOffer | undefined> {
    const [row] = await db
      .select({
        salary: offerNegotiations.salary,
        nettGross: offerNegotiations.nettGross,
        cityId: jobs.cityId,
        jobSkillIds: jobs.skillIds,
      })
      .from(offerNegotiations)
      .innerJoin(jobApplications, eq(jobApplications.id, offerNegotiations.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(
        and(
          eq(offerNegotiations.applicationId, applicationId),
          eq(offerNegotiations.by, 'talent'),
          eq(offerNegotiations.status, offerStatuses.accept),
        ),
      )
      .orderBy(desc(offerNegotiations.id))
      .limit(1);
    return row;
  }

  /** One more observation from an accepted offer; unlike a stated salary, each offer counts on its own. */
  async function addAcceptedOfferSalary(talentId: number, observation: StatedSalary) {
    await db
      .insert(salaryObservations)
      .values({ ...observation, skillIds: [...observation.skillIds], talentId, source: 'accepted_offer' });
  }

  return {
    findSalaryFigures,
    loadTrainingRows,
    countObservations,
    yearsCategoryOf,
    replaceStatedSalary,
    acceptedOfferOf,
    addAcceptedOfferSalary,
  };
}

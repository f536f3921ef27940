import type { ContactDetails, OpportunityFilter, OpportunitySort } from '@talent/contract';
import { type Database, executePrepared, jobApplications, jobBookmarks, jobs } from '@talent/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type MatchProfile, updateContactDetails } from '../profile/index.ts';
import type { ListingOrder } from './listing-order.ts';
import type { TextQueries } from './search/text-query.ts';

/**
 * The listing's reads. The match of a job against the talent's profile is computed in the database
 * (see `matchParts`); the listing's order comes back as ids alone, and a page's rows by their ids.
 */

export interface JobRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  company_name: string;
  logo_url: string | null;
  location: string;
  position_category_id: number;
  position_category: string;
  position_level: string;
  working_system: string;
  min_exp: number;
  position_name: string;
  salary_min: number | null;
  salary_max: number | null;
  skills: string[];
  is_open: boolean;
  published_at: string | Date;
  applied: boolean;
  /** On the applied filter's rows: when the talent applied, and the stage its hiring reached. */
  applied_at?: string | Date | null;
  hiring_stage_id?: number | null;
  bookmarked: boolean;
  /** Null without a profile to match against. */
  score: number | null;
  shared_skills: number | null;
  in_location: boolean | null;
  fits_experience: boolean | null;
  fits_category: boolean | null;
}

export interface JobDetailRow extends JobRow {
  description: string;
  requirements: string;
  benefits: string;
  perks: string;
  company_location: string | null;
  company_industry: string | null;
  company_size: string | null;
  company_about: string | null;
  /** When the job was closed; null while it is open. */
  closed_at: string | Date | null;
}

/**
 * A listing's search as understood (decision 0122): the cities, working systems and companies it
 * names, as filters, and its position and skill words as text queries over the jobs' search document.
 */
export interface JobSearch {
  cityIds: readonly number[];
  workingSystemIds: readonly number[];
  companyIds: readonly number[];
  text: TextQueries | null;
}

export const noSearch: JobSearch = { cityIds: [], workingSystemIds: [], companyIds: [], text: null };

export interface ListJobsRequest {
  talentId: number | null;
  profile: MatchProfile | null;
  filter: OpportunityFilter;
  specialization?: number | undefined;
  location?: number | undefined;
  search: JobSearch;
  sort: OpportunitySort;
  page: number;
  size: number;
}

/** Match weights out of 100: skills 40, category 20, experience 15, level 10, salary 10, location 5. */
export const matchWeights = { skills: 40, category: 20, experience: 15, level: 10, salary: 10, location: 5 };
/** Shared skills that earn the whole skills weight. */
const fullSkillCredit = 4;

function intArray(ids: readonly number[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)`;
}

/**
 * The profile's facts as SQL values, for the match columns of one query. Each is a test of the job's
 * own columns against values worked out once per query (the levels next to the talent's, the remote
 * working systems), so scoring every open job reads the jobs table alone.
 */
function matchParts(profile: MatchProfile | null) {
  if (!profile || (profile.skillIds.length === 0 && profile.positionCategoryId === null)) return null;
  const skills = intArray(profile.skillIds);
  const locations = intArray(profile.workLocationCityIds);
  // Most jobs share no skill with a talent: the overlap test is a cheap comparison of two arrays, and
  // only a job that passes it is counted skill by skill, which halves the time of scoring every open job.
  const shared = sql`(case when j.skill_ids && ${skills}
    then (select count(*) from unnest(j.skill_ids) s where s = any(${skills}))::int else 0 end)`;
  const fitsCategory =
    profile.positionCategoryId === null
      ? sql`true`
      : sql`(j.position_category_id = ${profile.positionCategoryId})`;
  const fitsExperience =
    profile.yearsOfExperience === null ? sql`true` : sql`(j.min_experience <= ${profile.yearsOfExperience})`;
  const fitsLevel =
    profile.positionLevelId === null
      ? sql`true`
      : sql`(j.position_level_id = any(array(select l.id from position_levels l
          where abs(l.sort_order - (select sort_order from position_levels where id = ${profile.positionLevelId})) <= 1)))`;
  const fitsSalary =
    profile.expectedSalary === null
      ? sql`true`
      : sql`(j.salary_max is null or j.salary_max >= ${profile.expectedSalary})`;
  const inLocation = sql`(j.city_id = any(${locations})
    or j.working_system_id = any(array(select w.id from working_systems w where w.name = 'Remote')))`;
  const score = sql`(
    ${matchWeights.skills} * least(${shared}, ${fullSkillCredit}) / ${fullSkillCredit}
    + case when ${fitsCategory} then ${matchWeights.category} else 0 end
    + case when ${fitsExperience} then ${matchWeights.experience} else 0 end
    + case when ${fitsLevel} then ${matchWeights.level} else 0 end
    + case when ${fitsSalary} then ${matchWeights.salary} else 0 end
    + case when ${inLocation} then ${matchWeights.location} else 0 end)::int`;
  return { shared, fitsCategory, fitsExperience, inLocation, score };
}

/** A text for LIKE that matches itself: its %, _ and \\ escaped. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const integers = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/**
 * Which jobs a search's words find: those that hold every term when any job the other filters pass
 * does, else those that hold some (decision 0122).
 */
export type Matching = 'all' | 'some';

/**
 * What an understood search asks of a job `j`: to be in a place, working system and company it names,
 * and to hold its words. The listing and the job alerts both ask it, so they find the same jobs.
 */
export function searchConditions(search: JobSearch, matching: Matching): SQL[] {
  const parts: SQL[] = [];
  const { cityIds, workingSystemIds, companyIds, text } = search;
  if (cityIds.length) parts.push(sql`j.city_id = any(${integers(cityIds)})`);
  if (workingSystemIds.length) parts.push(sql`j.working_system_id = any(${integers(workingSystemIds)})`);
  if (companyIds.length) parts.push(sql`j.company_id = any(${integers(companyIds)})`);
  if (text) parts.push(sql`j.search_document @@ ${text[matching]}::tsquery`);
  return parts;
}

/** What the listing asks of a job `j`: open (but for the talent's own jobs), its filters, its search. */
function conditions(request: ListJobsRequest, matching: Matching = 'all'): SQL {
  const parts: SQL[] = [];
  if (request.filter === 'all' || request.filter === 'dashboard') parts.push(sql`j.is_open`);
  if (request.specialization !== undefined)
    parts.push(sql`j.position_category_id = ${request.specialization}`);
  if (request.location !== undefined) parts.push(sql`j.city_id = ${request.location}`);
  parts.push(...searchConditions(request.search, matching));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** How many of the queries the job's document answers, up to 7. */
function answered(queries: readonly string[]): SQL {
  return sql`least(7, ${sql.join(
    queries.map((query) => sql`(j.search_document @@ ${query}::tsquery)::int`),
    sql` + `,
  )})`;
}

/**
 * How well a job answers a search, 64 to 255 (decision 0122): the words as a phrase in the position's
 * name, then all of them, then some; then how many are in the name, then in the skills.
 */
function relevance(text: TextQueries): SQL {
  return sql`((case when j.search_document @@ ${text.titlePhrase}::tsquery then 3
    when j.search_document @@ ${text.all}::tsquery then 2 else 1 end) * 64
    + ${answered(text.inTitle)} * 8 + ${answered(text.inSkills)})`;
}

/** A search's relevance comes before the match: each of its steps is worth more than any match score. */
const relevanceStep = 128;

/** The filters of the talent's own jobs, which `listJobs` pages; the others page a kept order. */
type OwnJobsFilter = Extract<OpportunityFilter, 'applied' | 'bookmark'>;

/** The talent's own rows the applied and bookmark filters walk, newest first. */
function filterSource(request: ListJobsRequest & { filter: OwnJobsFilter }): { from: SQL; order: SQL } {
  return request.filter === 'applied'
    ? {
        from: sql`job_applications f join jobs j on j.id = f.job_id and f.talent_id = ${request.talentId}`,
        order: sql`f.applied_at desc, f.id desc`,
      }
    : {
        from: sql`job_bookmarks f join jobs j on j.id = f.job_id and f.talent_id = ${request.talentId}`,
        order: sql`f.bookmarked_at desc, f.job_id desc`,
      };
}

function columns(request: { talentId: number | null; profile: MatchProfile | null }): SQL {
  const match = matchParts(request.profile);
  const talent = request.talentId ?? 0;
  return sql`j.id, j.company_id, co.name as company_name, co.logo_url,
    (select name from cities where id = j.city_id) as location, j.position_category_id,
    (select name from position_categories where id = j.position_category_id) as position_category,
    (select name from position_levels where id = j.position_level_id) as position_level,
    (select name from working_systems where id = j.working_system_id) as working_system,
    j.min_experience as min_exp, (select name from positions where id = j.position_id) as position_name,
    j.salary_min, j.salary_max, j.is_open, j.published_at,
    array(select s.name from skill_sets s where s.id = any(j.skill_ids) order by s.name) as skills,
    exists(select 1 from job_applications a where a.job_id = j.id and a.talent_id = ${talent}) as applied,
    exists(select 1 from job_bookmarks b where b.job_id = j.id and b.talent_id = ${talent}) as bookmarked,
    ${match ? match.score : sql`null::int`} as score,
    ${match ? match.shared : sql`null::int`} as shared_skills,
    ${match ? match.inLocation : sql`null::boolean`} as in_location,
    ${match ? match.fitsExperience : sql`null::boolean`} as fits_experience,
    ${match ? match.fitsCategory : sql`null::boolean`} as fits_category`;
}

/**
 * The company is joined; the other names a card shows are looked up one by one in the columns, which
 * the planner takes as they come where five more joins would cost it more than running the query.
 */
const joins = sql`join companies co on co.id = j.company_id`;

/** Raised by a statement trigger on `jobs`, and with the master data's: an order kept under another is stale. */
const listingRevision = sql`(select revision from job_listing_revision) || '.' ||
  (select revision from master_data_revision)`;

/**
 * Whether the listing orders by match: with a profile to match against, and outside the talent's
 * applied and saved jobs, which keep the order of the talent's own acts.
 */
export function ordersByMatch(request: ListJobsRequest): boolean {
  return (
    request.sort === 'match' &&
    matchParts(request.profile) !== null &&
    request.filter !== 'applied' &&
    request.filter !== 'bookmark'
  );
}

/**
 * Whether the listing orders by how well jobs answer its search: sorted by match (the best first),
 * with words to search for, outside the talent's applied and saved jobs.
 */
export function ordersBySearch(request: ListJobsRequest): boolean {
  return (
    request.sort === 'match' &&
    request.search.text !== null &&
    request.filter !== 'applied' &&
    request.filter !== 'bookmark'
  );
}

/** The applied and bookmark filters order by the talent's own rows, joined again after picking. */
/** The application (`f`) of an applied filter's row: when it was sent and how far its hiring went. */
const applicationColumns = sql`, f.applied_at,
  (select h.stage_id from hiring_processes h where h.application_id = f.id) as hiring_stage_id`;

function filterJoinFor(request: ListJobsRequest & { filter: OwnJobsFilter }): SQL {
  return request.filter === 'applied'
    ? sql`join job_applications f on f.job_id = j.id and f.talent_id = ${request.talentId}`
    : sql`join job_bookmarks f on f.job_id = j.id and f.talent_id = ${request.talentId}`;
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

export function createJobsRepository(db: Database) {
  /**
   * Whether a search's words find the jobs that hold all of them, or, when none does, those with some.
   * The jobs are looked for in a materialized subquery, planned for all its rows, so the search
   * document's index finds them: under a bare `exists` the planner hopes to meet one early in a scan of
   * every job, and when none holds all the words (the case this asks about) it reads them all.
   */
  async function matchingOf(request: ListJobsRequest): Promise<Matching> {
    if (!request.search.text) return 'all';
    const { rows } = await db.execute<{ found: boolean }>(
      sql`with holding as materialized (select 1 from jobs j where ${conditions(request, 'all')})
        select exists(select 1 from holding) as found`,
    );
    return rows[0]?.found ? 'all' : 'some';
  }

  /**
   * One page of the talent's applied or saved jobs (by when the talent acted), and the number over all
   * pages: the page walks an index and stops after `size` rows. The talent's listing of open jobs pages
   * a kept order instead (`orderedJobs`).
   */
  async function listJobs(
    request: ListJobsRequest & { filter: OwnJobsFilter },
  ): Promise<{ rows: JobRow[]; count: number }> {
    const { from, order } = filterSource(request);
    const where = conditions(request);
    const offset = (request.page - 1) * Math.max(request.size, 0);
    const limit = request.size === -1 ? sql`all` : sql`${request.size}`;
    const [page, total] = await Promise.all([
      db.execute<JobRow>(sql`
        with picked as (
          select j.id from ${from}
          where ${where}
          order by ${order}
          limit ${limit} offset ${request.size === -1 ? 0 : offset}
        )
        select ${columns(request)}${request.filter === 'applied' ? applicationColumns : sql``}
        from picked join jobs j on j.id = picked.id ${joins}
        ${filterJoinFor(request)}
        order by ${order}`),
      db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
    ]);
    return { rows: page.rows, count: Number(total.rows[0]?.n ?? 0) };
  }

  /**
   * One page of a company's open jobs, newest first, as a guest sees them, and their number; null when
   * the id names no company with a page (none, or one of the made-up "other" companies). The company
   * page opens with it, so it is one prepared statement: the check, the count and the page in one round
   * trip, planned once per connection. Its one row per job carries the count; a page past the last job
   * is one row of nulls but for the count.
   */
  async function companyJobsPage(
    companyId: number,
    page: { page: number; size: number },
  ): Promise<{ rows: JobRow[]; count: number } | null> {
    const { rows } = await executePrepared<JobRow & { listed_jobs: number }>(
      db,
      'company_jobs_page',
      sql`
      with picked as (
        select j.id from jobs j
        where j.company_id = ${companyId} and j.is_open
        order by j.published_at desc, j.id desc
        limit ${page.size} offset ${(page.page - 1) * page.size}
      ), listed as (
        select count(*)::int as listed_jobs from jobs j where j.company_id = ${companyId} and j.is_open
      )
      select listed.listed_jobs, shown.*
      from companies c cross join listed
      left join lateral (
        select ${columns({ talentId: null, profile: null })}
        from picked join jobs j on j.id = picked.id ${joins}
      ) shown on true
      where c.id = ${companyId} and not c.is_other
      order by shown.published_at desc, shown.id desc`,
    );
    const [first] = rows;
    if (!first) return null;
    return {
      rows: rows.filter((row) => row.id !== null).map(({ listed_jobs: _count, ...row }) => row as JobRow),
      count: Number(first.listed_jobs),
    };
  }

  async function readListingRevision(): Promise<string> {
    const { rows } = await db.execute<{ revision: string }>(sql`select ${listingRevision} as revision`);
    return String(rows[0]?.revision ?? '');
  }

  /**
   * Every open job that passes the listing's filters, in its order, with what orders it (see
   * `ListingOrder`): by match, every one is scored from its own columns (how well it answers the search,
   * then how well it fits the talent) and the best come first; by date, the newest. With `onlyJobs`,
   * just those of them that belong to the listing, to move them in a kept order (decision 0100); with
   * `first`, only the first so many (a head, decision 0101).
   */
  async function orderedJobs(
    request: ListJobsRequest,
    part: { onlyJobs?: readonly number[]; first?: number } = {},
  ): Promise<ListingOrder> {
    const match = ordersByMatch(request) ? matchParts(request.profile) : null;
    const text = ordersBySearch(request) ? request.search.text : null;
    const scored = [
      ...(text ? [sql`${relevance(text)} * ${relevanceStep}`] : []),
      ...(match ? [match.score] : []),
    ];
    const score = scored.length ? sql`(${sql.join(scored, sql` + `)})` : null;
    const only = part.onlyJobs ? sql` and j.id = any(${integers(part.onlyJobs)})` : sql``;
    const first = part.first === undefined ? sql`` : sql` limit ${part.first}`;
    const matching = await matchingOf(request);
    const { rows } = await db.execute<{ id: number; score: number; published: number }>(sql`
      select j.id, ${score ?? sql`0`} as score,
        (extract(epoch from j.published_at) * 1000000)::float8 as published
      from jobs j
      where ${conditions(request, matching)}${only}
      order by ${score ? sql`${score} desc, ` : sql``}j.published_at desc, j.id desc${first}`);
    return {
      ids: Int32Array.from(rows, (row) => Number(row.id)),
      scores: Uint16Array.from(rows, (row) => Number(row.score)),
      published: Float64Array.from(rows, (row) => Number(row.published)),
    };
  }

  /**
   * How many open jobs a search finds with the listing's other filters, for the nearby searches; with
   * `matching` 'all', only those that hold every word.
   */
  async function countJobs(request: ListJobsRequest, forced?: Matching): Promise<number> {
    const matching = forced ?? (await matchingOf(request));
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs j where ${conditions(request, matching)}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The listing's rows of the jobs given, in the order given, matched against `profile`; not applied
   * and not saved, since the rows are shared by every talent with the same match facts (the service
   * marks the talent's own). A job deleted since its order was computed has no row.
   */
  async function jobsByIds(ids: Int32Array, profile: MatchProfile | null): Promise<JobRow[]> {
    if (ids.length === 0) return [];
    // Every page a talent opens that no one opened lately is read here: planning this query cost more
    // than running it, so it is prepared once per connection.
    const { rows } = await executePrepared<JobRow>(
      db,
      'jobs_by_ids',
      sql`
      select ${columns({ talentId: null, profile })}
      from unnest(${`{${ids.join(',')}}`}::integer[]) with ordinality as picked(id, place)
      join jobs j on j.id = picked.id ${joins}
      order by picked.place`,
    );
    return rows;
  }

  /** The ids of the jobs the talent applied to and saved, for the marks on the cards of a listing. */
  async function talentJobIds(talentId: number): Promise<{ applied: Set<number>; bookmarked: Set<number> }> {
    const { rows } = await db.execute<{ applied: number[]; bookmarked: number[] }>(sql`
      select array(select job_id from job_applications where talent_id = ${talentId}) as applied,
        array(select job_id from job_bookmarks where talent_id = ${talentId}) as bookmarked`);
    return { applied: new Set(rows[0]?.applied ?? []), bookmarked: new Set(rows[0]?.bookmarked ?? []) };
  }

  async function findJob(
    jobId: number,
    talent: { talentId: number | null; profile: MatchProfile | null },
  ): Promise<JobDetailRow | undefined> {
    // Every job page opens with it: planning it cost more than running it, so it is prepared.
    const { rows } = await executePrepared<JobDetailRow>(
      db,
      'job_detail',
      sql`
      select ${columns(talent)}, coalesce(jt.description, '') as description,
        coalesce(jt.requirements, '') as requirements, coalesce(jt.benefits, '') as benefits,
        coalesce(jt.perks, '') as perks,
        cc.name as company_location, bf.name as company_industry, cs.name as company_size,
        co.about as company_about, j.closed_at
      from jobs j ${joins}
      left join job_texts jt on jt.job_id = j.id
      left join cities cc on cc.id = co.city_id
      left join business_fields bf on bf.id = co.business_field_id
      left join company_sizes cs on cs.id = co.company_size_id
      where j.id = ${jobId}`,
    );
    return rows[0];
  }

  /** The newest open jobs of a position category but one job, as a guest sees them. */
  async function similarOpenJobs(
    job: { id: number; positionCategoryId: number },
    limit: number,
  ): Promise<JobRow[]> {
    const { rows } = await db.execute<JobRow>(sql`
      select ${columns({ talentId: null, profile: null })}
      from jobs j ${joins}
      where j.is_open and j.position_category_id = ${job.positionCategoryId} and j.id <> ${job.id}
      order by j.published_at desc, j.id desc
      limit ${limit}`);
    return rows;
  }

  async function findJobState(jobId: number) {
    const [row] = await db.select({ id: jobs.id, isOpen: jobs.isOpen }).from(jobs).where(eq(jobs.id, jobId));
    return row;
  }

  /**
   * Saves the contact details the talent sent (the Apply Job modal's), then inserts the application
   * unless one exists, in one transaction: refused details leave no application. Fifty identical
   * requests at once meet the unique key: one row is inserted and the others get nothing back, never
   * an error or a second row.
   */
  async function insertApplication(
    talentId: number,
    jobId: number,
    contact: ContactDetails | undefined,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (contact) await updateContactDetails(tx as unknown as Database, talentId, contact);
      const inserted = await tx
        .insert(jobApplications)
        .values({ talentId, jobId })
        .onConflictDoNothing({ target: [jobApplications.talentId, jobApplications.jobId] })
        .returning({ id: jobApplications.id });
      return inserted.length > 0;
    });
  }

  async function insertBookmark(talentId: number, jobId: number): Promise<void> {
    await db.insert(jobBookmarks).values({ talentId, jobId }).onConflictDoNothing();
  }

  async function deleteBookmark(talentId: number, jobId: number): Promise<void> {
    await db
      .delete(jobBookmarks)
      .where(and(eq(jobBookmarks.talentId, talentId), eq(jobBookmarks.jobId, jobId)));
  }

  async function talentFlags(talentId: number, jobId: number) {
    const { rows } = await db.execute<{ applied: boolean; bookmarked: boolean }>(sql`
      select exists(select 1 from job_applications where talent_id = ${talentId} and job_id = ${jobId}) as applied,
             exists(select 1 from job_bookmarks where talent_id = ${talentId} and job_id = ${jobId}) as bookmarked`);
    return rows[0] ?? { applied: false, bookmarked: false };
  }

  /** How many jobs are open, for the sitemap. */
  async function countOpenJobs(): Promise<number> {
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from jobs where is_open`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** A slice of the open jobs by id (a stable order for sitemap pages), with when each was published. */
  async function openJobsById(offset: number, limit: number) {
    const { rows } = await db.execute<{ id: number; published_at: string | Date }>(sql`
      select id, published_at from jobs where is_open order by id limit ${limit} offset ${offset}`);
    return rows;
  }

  return {
    listJobs,
    companyJobsPage,
    readListingRevision,
    orderedJobs,
    countJobs,
    jobsByIds,
    talentJobIds,
    findJob,
    similarOpenJobs,
    findJobState,
    insertApplication,
    insertBookmark,
    deleteBookmark,
    talentFlags,
    countOpenJobs,
    openJobsById,
  };
}

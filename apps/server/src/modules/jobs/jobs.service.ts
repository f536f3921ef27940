import {
  type ApplyBody,
  type GuestJob,
  type JobMatch,
  jobLimits,
  jobMessages,
  type Opportunity,
  type OpportunityListQuery,
  type OpportunityPrompt,
  type RoleDetail,
  similarJobsShown,
} from '@talent/contract';
import { AppError, conflict, errorMessages, notFound } from '../../platform/errors/app-error.ts';
import type { Stale } from '../../platform/kept/kept-for-revision.ts';
import type { SitemapListing } from '../../platform/web/sitemap.ts';
import {
  type JobDetailRow,
  type JobRow,
  type JobsRepository,
  type ListJobsRequest,
  ordersByMatch,
  ordersBySearch,
} from './jobs.repository.ts';
import type { KeptListing, KeptOrder, TalentJobs } from './kept-listing.ts';
import { moveJobs, placeAt, upTo } from './listing-order.ts';

/** The few words a card shows about why a job fits: "5 of your skills", "in Jakarta". */
export function matchOf(row: JobRow): JobMatch | null {
  if (row.score === null) return null;
  const reasons: string[] = [];
  const shared = Number(row.shared_skills ?? 0);
  if (shared > 0) reasons.push(`${shared} of your skills`);
  if (row.in_location) reasons.push(row.working_system === 'Remote' ? 'remote' : `in ${row.location}`);
  if (row.fits_category) reasons.push(row.position_category);
  if (row.fits_experience) reasons.push('fits your experience');
  const score = Number(row.score);
  return { score, matched: Boolean(row.fits_category) && score >= jobLimits.matchedScore, reasons };
}

function imageOf(url: string | null) {
  return url ? { original: url, medium: url, thumb: url } : null;
}

export function toOpportunity(row: JobRow): Opportunity {
  const isClosed = !row.is_open;
  const applied = Boolean(row.applied);
  const bookmarked = Boolean(row.bookmarked);
  const buttons: Opportunity['buttons'] = [];
  if (!isClosed && !applied) buttons.push({ type: 'APPLY', params: { product_id: row.id } });
  if (!isClosed)
    buttons.push({ type: bookmarked ? 'UNBOOKMARK' : 'BOOKMARK', params: { product_id: row.id } });
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    company_image: imageOf(row.logo_url),
    location: row.location,
    position_category: row.position_category,
    position_level: row.position_level,
    working_system: row.working_system,
    min_exp: Number(row.min_exp),
    position_name: row.position_name,
    salary:
      row.salary_min === null || row.salary_max === null
        ? null
        : { min: Number(row.salary_min), max: Number(row.salary_max) },
    skills: row.skills,
    is_closed: isClosed,
    published_at: new Date(row.published_at).toISOString(),
    applied,
    application: row.applied_at
      ? {
          applied_at: new Date(row.applied_at).toISOString(),
          stage_id:
            row.hiring_stage_id === null || row.hiring_stage_id === undefined
              ? null
              : Number(row.hiring_stage_id),
        }
      : null,
    bookmarked,
    match: matchOf(row),
    buttons,
  };
}

function toRoleDetail(row: JobDetailRow): RoleDetail {
  return {
    ...toOpportunity(row),
    job_description: row.description,
    job_requirements: row.requirements,
    benefits: row.benefits,
    perks: row.perks,
    company: {
      id: row.company_id,
      name: row.company_name,
      location: row.company_location,
      industry: row.company_industry,
      size: row.company_size,
      about: row.company_about,
    },
  };
}

/**
 * What fixes the order of a listing of open jobs: its filters and search, and the profile's facts
 * when it orders by match; talents whose facts are the same share one order.
 */
export function listingKey(request: ListJobsRequest): string {
  const { talentId: _talentId, ...facts } = request.profile ?? { talentId: 0 };
  const order = ordersByMatch(request) ? facts : ordersBySearch(request) ? 'search' : 'date';
  return JSON.stringify([request.specialization ?? null, request.location ?? null, request.search, order]);
}

/** Past this many changed jobs, scoring every open job again is about as quick as moving them. */
const mostJobsMoved = 5_000;
/** The jobs a head of a listing by match holds: the first 100 pages of 10 (decision 0101). */
export const headLength = 1_000;

function checkProduct(jobId: number, productId: number) {
  if (jobId !== productId)
    throw new AppError(400, 'VALIDATION_ERROR', errorMessages.invalidInput, {
      fields: { product_id: jobMessages.productMismatch },
    });
}

export type JobsService = ReturnType<typeof createJobsService>;

/**
 * The job pages' rules: the talent's listing, a job's page for the talent and for a guest, and the
 * apply and bookmark actions.
 */
export function createJobsService(deps: {
  repository: JobsRepository;
  kept: KeptListing;
  /** Whether the talent has a CV (the profile's fact): applying needs one. */
  talentHasCv: (talentId: number) => Promise<boolean>;
}) {
  const { repository, kept, talentHasCv } = deps;

  /**
   * A listing's order: read afresh from the database, or, when the jobs changed since are known, the
   * order kept for an earlier revision with those jobs moved to their places (decision 0100). A head
   * holds only the first `headLength` jobs and where the last of them stood: jobs that move past that
   * place are left out, since the jobs after it were never read.
   */
  async function orderOfListing(
    request: ListJobsRequest,
    head: boolean,
    stale?: Stale<KeptOrder>,
  ): Promise<KeptOrder> {
    const changed = stale ? kept.jobsChangedSince(stale.revision) : null;
    const before = changed && changed.length <= mostJobsMoved && (await stale?.value.catch(() => null));
    if (!changed || !before) {
      const order = await repository.orderedJobs(request, head ? { first: headLength } : {});
      return { order, last: head && order.ids.length === headLength ? placeAt(order, headLength - 1) : null };
    }
    if (changed.length === 0) return before;
    const moved = moveJobs(
      before.order,
      changed,
      await repository.orderedJobs(request, { onlyJobs: changed }),
    );
    return { order: before.last ? upTo(moved, before.last) : moved, last: before.last };
  }

  /**
   * The talent's applied and saved jobs page the talent's own rows; the open jobs page the listing's
   * kept order, so a deep page costs what the first does and the count is the order's length. By match,
   * each talent's order differs, so only its head is kept for most (decision 0101); a page past the head
   * reads the whole order, and the count is the length of the listing by date, which every talent with
   * the same filters shares. The orders and the page's rows are kept for the revision read before them,
   * and the talent's own applied and saved jobs mark the rows.
   */
  async function pageOfListing(request: ListJobsRequest, own: TalentJobs) {
    if (request.filter === 'applied' || request.filter === 'bookmark')
      return repository.listJobs({ ...request, filter: request.filter });
    const key = listingKey(request);
    const from = (request.page - 1) * request.size;
    const revision = await kept.revision();
    const orderOf = (of: ListJobsRequest, head: boolean) =>
      kept.orders.get(`${listingKey(of)}${head ? '|head' : ''}`, revision, (stale) =>
        orderOfListing(of, head, stale),
      );
    let listed = await orderOf(request, ordersByMatch(request));
    if (listed.last && from + request.size > listed.order.ids.length) listed = await orderOf(request, false);
    const count = listed.last
      ? (await orderOf({ ...request, sort: 'date' }, false)).order.ids.length
      : listed.order.ids.length;
    if (request.filter === 'dashboard') return dashboardPage(request, listed.order.ids, own, revision);
    const { ids } = listed.order;
    const rows = await kept.pages.get(`${key}|${from}|${request.size}`, revision, () =>
      repository.jobsByIds(ids.subarray(from, from + request.size), request.profile),
    );
    return {
      rows: rows.map((row) => ({
        ...row,
        applied: own.applied.has(row.id),
        bookmarked: own.bookmarked.has(row.id),
      })),
      count,
    };
  }

  /**
   * The dashboard's jobs for the talent: the listing's order without the jobs the talent applied to,
   * which the talent has acted on and finds under Applied. Its few rows are kept by their ids, since
   * which jobs they are depends on the talent's applications.
   */
  async function dashboardPage(request: ListJobsRequest, ids: Int32Array, own: TalentJobs, revision: string) {
    const from = (request.page - 1) * request.size;
    const open = own.applied.size === 0 ? ids : ids.filter((id) => !own.applied.has(id));
    const picked = open.subarray(from, from + request.size);
    const rows = await kept.pages.get(`${listingKey(request)}|ids|${picked.join(',')}`, revision, () =>
      repository.jobsByIds(picked, request.profile),
    );
    return {
      rows: rows.map((row) => ({ ...row, applied: false, bookmarked: own.bookmarked.has(row.id) })),
      count: open.length,
    };
  }

  /**
   * How many open jobs a listing holds: the length of its order by date, kept as the listing keeps it,
   * so asking again at the same revision costs nothing.
   */
  async function countOfListing(request: ListJobsRequest): Promise<number> {
    const revision = await kept.revision();
    const dated: ListJobsRequest = { ...request, sort: 'date' };
    const listed = await kept.orders.get(listingKey(dated), revision, (stale) =>
      orderOfListing(dated, false, stale),
    );
    return listed.order.ids.length;
  }

  async function listOpportunities(talentId: number, query: OpportunityListQuery) {
    const [profile, own, { search }] = await Promise.all([
      kept.matchProfileOf(talentId),
      kept.talentJobsOf(talentId),
      kept.searches.understand(query.search),
    ]);
    const { rows, count } = await pageOfListing(
      {
        talentId,
        profile,
        filter: query.filter,
        specialization: query.specialization,
        location: query.location,
        search,
        sort: query.sort,
        page: query.page,
        size: query.size,
      },
      own,
    );
    return { data: rows.map(toOpportunity), meta: { message: jobMessages.listed, count } };
  }

  /** The job's page: the talent's match facts are those the listing keeps, so the two always agree. */
  async function getJob(talentId: number, jobId: number) {
    const profile = await kept.matchProfileOf(talentId);
    const row = await repository.findJob(jobId, { talentId, profile });
    if (!row) throw notFound(jobMessages.jobNotFound);
    return { data: toRoleDetail(row) };
  }

  /** A job as a guest sees it, with when it closed; null for an id that names no job. */
  async function findGuestJob(jobId: number): Promise<{ job: GuestJob; closedAt: Date | null } | null> {
    if (!Number.isSafeInteger(jobId) || jobId < 1 || jobId > 2 ** 31 - 1) return null;
    const row = await repository.findJob(jobId, { talentId: null, profile: null });
    if (!row) return null;
    const similar = row.is_open
      ? []
      : await repository.similarOpenJobs(
          { id: row.id, positionCategoryId: row.position_category_id },
          similarJobsShown,
        );
    // A guest can do nothing on the page itself: Apply and Save ask to sign in first.
    const job = { ...toRoleDetail(row), buttons: [], similar: similar.map(toOpportunity) };
    return { job, closedAt: row.closed_at === null ? null : new Date(row.closed_at) };
  }

  async function getGuestJob(jobId: number): Promise<{ data: GuestJob }> {
    const found = await findGuestJob(jobId);
    if (!found) throw notFound(jobMessages.jobNotFound);
    return { data: found.job };
  }

  /** The open jobs' pages, for the sitemap: a closed job leaves it. */
  function openJobsSitemap(): SitemapListing {
    return {
      count: () => repository.countOpenJobs(),
      entries: async (offset, limit) =>
        (await repository.openJobsById(offset, limit)).map((job) => ({
          path: `/talent/job/${job.id}`,
          lastModified: new Date(job.published_at),
        })),
    };
  }

  async function openJob(jobId: number) {
    const job = await repository.findJobState(jobId);
    if (!job) throw notFound(jobMessages.jobNotFound);
    if (!job.isOpen) throw conflict(jobMessages.closed);
  }

  /**
   * Applies once: a closed job or a missing CV refuses, changed contact details are saved first,
   * and the application's unique key makes a repeat (double click, retry, fifty at once) a no-op
   * that answers the same as the first.
   */
  async function applyToJob(jobId: number, body: ApplyBody) {
    checkProduct(jobId, body.product_id);
    await openJob(jobId);
    if (!(await talentHasCv(body.talent_id)))
      throw new AppError(400, 'VALIDATION_ERROR', jobMessages.cvRequired, {
        fields: { CV: jobMessages.cvRequired },
      });
    const inserted = await repository.insertApplication(body.talent_id, jobId, body.contact);
    const flags = await repository.talentFlags(body.talent_id, jobId);
    return {
      data: { product_id: jobId, ...flags },
      meta: { message: inserted ? jobMessages.applied : jobMessages.alreadyApplied },
    };
  }

  async function bookmarkJob(jobId: number, body: { product_id: number; talent_id: number }) {
    checkProduct(jobId, body.product_id);
    await openJob(jobId);
    await repository.insertBookmark(body.talent_id, jobId);
    const flags = await repository.talentFlags(body.talent_id, jobId);
    return { data: { product_id: jobId, ...flags }, meta: { message: jobMessages.bookmarked } };
  }

  async function unbookmarkJob(jobId: number, body: { product_id: number; talent_id: number }) {
    checkProduct(jobId, body.product_id);
    if (!(await repository.findJobState(jobId))) throw notFound(jobMessages.jobNotFound);
    await repository.deleteBookmark(body.talent_id, jobId);
    const flags = await repository.talentFlags(body.talent_id, jobId);
    return { data: { product_id: jobId, ...flags }, meta: { message: jobMessages.unbookmarked } };
  }

  /** What the listing asks of the talent after load, first one first (spec section 4). */
  async function opportunityPrompts(talentId: number): Promise<{ data: OpportunityPrompt[] }> {
    return { data: (await talentHasCv(talentId)) ? [] : ['empty_cv'] };
  }

  return {
    countOfListing,
    listOpportunities,
    getJob,
    findGuestJob,
    getGuestJob,
    openJobsSitemap,
    applyToJob,
    bookmarkJob,
    unbookmarkJob,
    opportunityPrompts,
  };
}

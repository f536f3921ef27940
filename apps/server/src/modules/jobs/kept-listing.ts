import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import { createKeptByTalent } from '../../platform/kept/kept-by-talent.ts';
import { createKeptForRevision, type KeptForRevision } from '../../platform/kept/kept-for-revision.ts';
import type { MatchProfile } from '../profile/index.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';
import type { JobPlace, ListingOrder } from './listing-order.ts';
import type { SearchRepository } from './search/search.repository.ts';
import { createKeptSearches, type KeptSearches } from './search/search.service.ts';

/**
 * A listing's order as a process keeps it: every job of the listing (`last` null), or its head, the
 * first jobs up to the place of `last` (decision 0101).
 */
export interface KeptOrder {
  order: ListingOrder;
  last: JobPlace | null;
}

/** The jobs a talent applied to and saved, which mark the cards of every listing. */
export interface TalentJobs {
  applied: Set<number>;
  bookmarked: Set<number>;
}

/**
 * The listing's caches: what the talent's listing reads on every request, kept in the process
 * (decision 0097): the talent's match facts and own jobs until the database announces a change of the
 * talent's, and the listing's orders and pages for one revision of the jobs and the option lists.
 */
export interface KeptListing {
  /**
   * For one listing (its filters, and the talent's match facts when sorted by match), every job it
   * shows, in order, with what orders it, or the head of it (decisions 0094, 0100, 0101): a page at
   * any depth is a slice and the count the length, where the database would skip and count every row
   * before it again.
   */
  orders: KeptForRevision<KeptOrder>;
  /**
   * A page's rows (its jobs with their match against the listing's facts, without the talent's own
   * applied and saved marks), so talents whose match facts are the same read one page from memory.
   */
  pages: KeptForRevision<JobRow[]>;
  /**
   * The revision kept orders and pages are valid for: counted from the changes this process heard
   * while it hears every change, read from the database while it may miss some.
   */
  revision(): Promise<string>;
  /**
   * The jobs changed after `revision` up to the latest this process heard, when every change since
   * is known by the jobs it touched; null when one is not (too many jobs, the option lists, a
   * possible gap in listening, or too long ago), and the order must be computed afresh.
   */
  jobsChangedSince(revision: string): number[] | null;
  matchProfileOf(talentId: number): Promise<MatchProfile | null>;
  talentJobsOf(talentId: number): Promise<TalentJobs>;
  /** Queries as the search understands them at the same revision (decision 0122). */
  searches: KeptSearches;
}

/** A talent's own jobs kept per process: one entry per talent who asked lately. */
const keptTalentJobs = {
  changedBy: { ownFacts: false, tables: ['job_applications', 'job_bookmarks'] },
  maxEntries: 20_000,
  maxAgeMs: 60 * 60 * 1000,
};
/** Orders are counted in jobs (14 bytes each: id, score, time; so 56 MB at most); pages one each. */
const keptOrders = { room: 4_000_000, sizeOf: (kept: KeptOrder) => kept.order.ids.length };
const keptPages = { room: 5_000 };
/** How many of the latest revisions this process remembers the changed jobs of. */
const rememberedSteps = 1_000;

/** What tells a process whether what it keeps of the jobs is still valid (see `KeptListing`). */
export type JobsRevision = Pick<KeptListing, 'revision' | 'jobsChangedSince'>;

/**
 * The revision of the jobs and the option lists as this process knows it: counted from the changes it
 * heard, each step with the jobs it touched.
 */
export function createJobsRevision(repository: JobsRepository, changes: KeptFactsChanges): JobsRevision {
  let heard = 0;
  // The jobs each recent revision step touched, by the step's number; null where not known.
  const steps = new Map<number, number[] | null>();
  changes.subscribe((change) => {
    if (change === 'salary' || (typeof change === 'object' && 'talentId' in change)) return;
    heard += 1;
    steps.set(heard, typeof change === 'object' ? change.jobIds : null);
    steps.delete(heard - rememberedSteps);
  });
  return {
    async revision() {
      if (changes.listening) return `heard:${heard}`;
      return `read:${await repository.readListingRevision()}`;
    },
    jobsChangedSince(revision) {
      const since = revision.startsWith('heard:') ? Number(revision.slice('heard:'.length)) : Number.NaN;
      if (!changes.listening || !Number.isInteger(since)) return null;
      const changed = new Set<number>();
      for (let step = since + 1; step <= heard; step += 1) {
        const jobIds = steps.get(step);
        if (!jobIds) return null;
        for (const id of jobIds) changed.add(id);
      }
      return [...changed];
    },
  };
}

export function createKeptListing(deps: {
  repository: JobsRepository;
  searchRepository: SearchRepository;
  /** The talent's match facts as the profile module keeps them. */
  matchProfileOf: (talentId: number) => Promise<MatchProfile | null>;
  changes: KeptFactsChanges;
}): KeptListing {
  const { repository, changes } = deps;
  const talentJobs = createKeptByTalent<TalentJobs & { talentId: number }>(changes, keptTalentJobs);
  const jobsRevision = createJobsRevision(repository, changes);
  return {
    orders: createKeptForRevision(keptOrders),
    pages: createKeptForRevision(keptPages),
    ...jobsRevision,
    searches: createKeptSearches(deps.searchRepository, jobsRevision.revision),
    matchProfileOf: deps.matchProfileOf,
    talentJobsOf: (talentId) =>
      talentJobs.get(
        String(talentId),
        async () => ({ talentId, ...(await repository.talentJobIds(talentId)) }),
        (jobs) => jobs.talentId,
      ),
  };
}

import type { Database } from '@talent/db';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import { createKeptByTalent } from '../../platform/kept/kept-by-talent.ts';
import { createKeptForRevision, type KeptForRevision } from '../../platform/kept/kept-for-revision.ts';
import { createKeptMatchProfiles, type MatchProfile } from '../profile/index.ts';
import type { JobRow } from './jobs.repository.ts';
import * as repository from './jobs.repository.ts';

/** The jobs a talent applied to and saved, which mark the cards of every listing. */
export interface TalentJobs {
  applied: Set<number>;
  bookmarked: Set<number>;
}

/**
 * What the talent's listing reads on every request, kept in the process (decision 0097): the
 * talent's match facts and own jobs until the database announces a change of the talent's, and the
 * listing's orders and pages for one revision of the jobs and the option lists.
 */
export interface KeptListing {
  /**
   * For one listing (its filters, and the talent's match facts when sorted by match), the ids of
   * every job it shows, in order (decision 0094): a page at any depth is a slice and the count the
   * length, where the database would skip and count every row before it again for each page.
   */
  orders: KeptForRevision<Int32Array>;
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
  matchProfileOf(talentId: number): Promise<MatchProfile | null>;
  talentJobsOf(talentId: number): Promise<TalentJobs>;
}

/** A talent's own jobs kept per process: one entry per talent who asked lately. */
const keptTalentJobs = { maxEntries: 20_000, maxAgeMs: 60 * 60 * 1000 };
/** Orders are counted in ids (4 bytes each, so 16 MB at most); pages one each. */
const keptOrders = { room: 4_000_000, sizeOf: (ids: Int32Array) => ids.length };
const keptPages = { room: 5_000 };

export function createKeptListing(db: Database, changes: KeptFactsChanges): KeptListing {
  let heard = 0;
  changes.subscribe((change) => {
    if (typeof change !== 'object') heard += 1;
  });
  const talentJobs = createKeptByTalent<TalentJobs & { talentId: number }>(changes, keptTalentJobs);
  return {
    orders: createKeptForRevision(keptOrders),
    pages: createKeptForRevision(keptPages),
    async revision() {
      if (changes.listening) return `heard:${heard}`;
      return `read:${await repository.readListingRevision(db)}`;
    },
    matchProfileOf: createKeptMatchProfiles(db, changes),
    talentJobsOf: (talentId) =>
      talentJobs.get(
        String(talentId),
        async () => ({ talentId, ...(await repository.talentJobIds(db, talentId)) }),
        (jobs) => jobs.talentId,
      ),
  };
}

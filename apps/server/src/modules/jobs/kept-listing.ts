import type { Database } from '@talent/db';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import { createKeptByTalent } from '../../platform/kept/kept-by-talent.ts';
import { createKeptMatchProfiles, type MatchProfile } from '../profile/index.ts';
import * as repository from './jobs.repository.ts';
import { createListingOrders, type ListingOrders } from './listing-orders.ts';
import { createListingPages, type ListingPages } from './listing-pages.ts';

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
  orders: ListingOrders;
  pages: ListingPages;
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

export function createKeptListing(db: Database, changes: KeptFactsChanges): KeptListing {
  let heard = 0;
  changes.subscribe((change) => {
    if (typeof change !== 'object') heard += 1;
  });
  const talentJobs = createKeptByTalent<TalentJobs & { talentId: number }>(changes, keptTalentJobs);
  return {
    orders: createListingOrders(),
    pages: createListingPages(),
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

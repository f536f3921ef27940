import { jobSearchLimits, type SearchSuggestion, type SearchUnderstanding } from '@talent/contract';
import { createKeptForRevision } from '../../../platform/kept/kept-for-revision.ts';
import { type JobSearch, type JobsRepository, type ListJobsRequest, noSearch } from '../jobs.repository.ts';
import type { SearchRepository } from './search.repository.ts';
import { textQueries } from './text-query.ts';
import {
  buildVocabulary,
  type SearchVocabulary,
  type UnderstoodSearch,
  understandSearch,
  wordsOf,
} from './understand-search.ts';

/** A query as the search understood it, and what the listing's statements ask of the jobs for it. */
export interface Understanding {
  understood: UnderstoodSearch;
  search: JobSearch;
}

/**
 * Understands queries against the option lists as they are at a revision, and suggests names for
 * what is typed; both kept per process for that revision.
 */
export interface KeptSearches {
  understand(query: string | undefined): Promise<Understanding>;
  suggest(typed: string | undefined): Promise<SearchSuggestion[]>;
}

const nothingTyped: Understanding = {
  understood: { terms: [], found: [], cityIds: [], workingSystemIds: [], companyIds: [], correction: null },
  search: noSearch,
};

export function understandingOf(query: string, vocabulary: SearchVocabulary): Understanding {
  const understood = understandSearch(query, vocabulary);
  return {
    understood,
    search: {
      cityIds: understood.cityIds,
      workingSystemIds: understood.workingSystemIds,
      companyIds: understood.companyIds,
      text: textQueries(understood.terms, vocabulary),
    },
  };
}

/**
 * The search's caches: the vocabulary is read once per revision of the jobs and the option lists (a few thousand names,
 * one statement); each query's understanding is kept for the same revision, as the listing's orders are.
 */
export function createKeptSearches(
  repository: SearchRepository,
  revision: () => Promise<string>,
): KeptSearches {
  const vocabularies = createKeptForRevision<SearchVocabulary>({ room: 1 });
  const understandings = createKeptForRevision<Understanding>({ room: 5_000 });
  // Every keystroke that stops asks: the same few letters come back from many talents.
  const suggestions = createKeptForRevision<SearchSuggestion[]>({ room: 20_000 });
  return {
    async suggest(typed) {
      const text = (typed ?? '').trim().replace(/\s+/g, ' ');
      if (wordsOf(text).length === 0) return [];
      return suggestions.get(text.toLowerCase(), await revision(), () => suggestionsFor(repository, text));
    },
    async understand(query) {
      const typed = (query ?? '').trim();
      if (!typed) return nothingTyped;
      const at = await revision();
      return understandings.get(typed.toLowerCase(), at, async () => {
        const vocabulary = await vocabularies.get('vocabulary', at, async () =>
          buildVocabulary(await repository.readVocabularySource()),
        );
        return understandingOf(typed, vocabulary);
      });
    },
  };
}

/** The listing request a query's nearby search would make: the same filters, another search. */
type CountRequest = Omit<ListJobsRequest, 'search'>;

/** How many jobs the listing finds for a search, as the listing counts them (kept per revision). */
type CountListing = (request: ListJobsRequest) => Promise<number>;

/**
 * What the search understood of `query`; when it finds nothing with the listing's filters, the
 * searches close to it that do: the query without each place or company it names, and the positions
 * whose names look most like its words.
 */
export async function understandListingSearch(
  repositories: { search: SearchRepository; jobs: JobsRepository },
  searches: KeptSearches,
  query: string | undefined,
  listing: CountRequest,
  countListing: CountListing,
): Promise<{ data: SearchUnderstanding }> {
  const { understood, search } = await searches.understand(query);
  const filters = understood.found.map(({ kind, name, without }) => ({ kind, name, without }));
  const answer = { filters, correction: understood.correction, nearby: [] as SearchUnderstanding['nearby'] };
  if (!query?.trim() || (await countListing({ ...listing, search })) > 0) return { data: answer };
  const words = understood.terms.map((term) => term.phrases[0]).join(' ');
  // A position's name is offered only where it finds jobs with all its words, not with some.
  const candidates = [
    ...understood.found.map((found) => ({ search: found.without, matching: undefined })),
    ...(words ? await repositories.search.similarPositions(words, jobSearchLimits.nearbySearches) : []).map(
      (name) => ({ search: name, matching: 'all' as const }),
    ),
  ];
  const offered = new Set<string>();
  for (const candidate of candidates) {
    const key = candidate.search.trim().toLowerCase();
    if (answer.nearby.length >= jobSearchLimits.nearbySearches || !key || offered.has(key)) continue;
    offered.add(key);
    const { search } = await searches.understand(candidate.search);
    const count = await repositories.jobs.countJobs({ ...listing, search }, candidate.matching);
    if (count > 0) answer.nearby.push({ search: candidate.search, count });
  }
  return { data: answer };
}

/**
 * Names to offer under the search box: those the whole typed text starts; with several words and
 * room left, those the last word starts, after the words before it ("backend engineer Jakarta").
 */
async function suggestionsFor(repository: SearchRepository, text: string): Promise<SearchSuggestion[]> {
  const limit = jobSearchLimits.suggestions;
  const cut = text.lastIndexOf(' ');
  const whole = await repository.suggestNames(text, limit, { closest: cut < 0 });
  const suggestions = whole.map(({ kind, name }) => ({ kind, text: name }));
  if (cut > 0 && suggestions.length < limit) {
    const before = text.slice(0, cut);
    for (const { kind, name } of await repository.suggestNames(text.slice(cut + 1), limit, {
      closest: true,
    })) {
      if (suggestions.length >= limit) break;
      suggestions.push({ kind, text: `${before} ${name}` });
    }
  }
  return suggestions;
}

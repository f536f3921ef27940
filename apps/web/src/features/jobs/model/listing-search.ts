import { jobLimits, type OpportunitySort, opportunityListQuerySchema } from '@talent/contract';

/** The tabs of the listing; the spec's 'dashboard' filter belongs to the dashboard's own list. */
export const listingTabs = ['all', 'applied', 'bookmark'] as const;
export type ListingTab = (typeof listingTabs)[number];

export interface ListingSearch {
  filter: ListingTab;
  search: string;
  specialization: number | null;
  location: number | null;
  sort: OpportunitySort;
  page: number;
}

export const defaultListingSearch: ListingSearch = {
  filter: 'all',
  search: '',
  specialization: null,
  location: null,
  sort: 'match',
  page: 1,
};

const fields = opportunityListQuerySchema.shape;

/** One address value through its contract rule; an absent or bad value gives the fallback. */
function readField<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: string | null,
  fallback: T,
): T {
  if (value === null) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data !== undefined ? parsed.data : fallback;
}

/** The listing's state from the address, so a link or a reload shows the same list; bad values fall back. */
export function readListingSearch(params: URLSearchParams): ListingSearch {
  const filter = params.get('filter');
  return {
    filter: listingTabs.includes(filter as ListingTab) ? (filter as ListingTab) : 'all',
    search: (params.get('search') ?? '').slice(0, 100),
    specialization: readField<number | null>(fields.specialization, params.get('specialization'), null),
    location: readField<number | null>(fields.location, params.get('location'), null),
    sort: readField(fields.sort, params.get('sort'), defaultListingSearch.sort),
    page: readField(fields.page, params.get('page'), 1),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListingSearch(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.filter !== 'all') params.set('filter', search.filter);
  if (search.search.trim()) params.set('search', search.search.trim());
  if (search.specialization !== null) params.set('specialization', String(search.specialization));
  if (search.location !== null) params.set('location', String(search.location));
  if (search.sort !== defaultListingSearch.sort) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The call's query for the listing state. */
export function toListingQuery(search: ListingSearch) {
  return {
    filter: search.filter,
    page: search.page,
    size: jobLimits.listingPageSize,
    sort: search.sort,
    ...(search.search.trim() ? { search: search.search.trim() } : {}),
    ...(search.specialization === null ? {} : { specialization: search.specialization }),
    ...(search.location === null ? {} : { location: search.location }),
  };
}

export function pageCount(count: number, size: number = jobLimits.listingPageSize): number {
  return Math.max(1, Math.ceil(count / size));
}

import { describe, expect, it } from 'vitest';
import {
  defaultListingSearch,
  readListingSearch,
  toListingQuery,
  writeListingSearch,
} from './listing-search';

describe('the listing state in the address', () => {
  it('reads every filter back as it was written', () => {
    const state = {
      filter: 'applied' as const,
      search: 'backend go',
      specialization: 1,
      location: 10,
      sort: 'date' as const,
      page: 3,
    };
    const params = writeListingSearch(state);
    expect(params.toString()).toBe(
      'filter=applied&search=backend+go&specialization=1&location=10&sort=date&page=3',
    );
    expect(readListingSearch(params)).toEqual(state);
  });

  it('keeps the defaults out of the address', () => {
    expect(writeListingSearch(defaultListingSearch).toString()).toBe('');
  });

  it('falls back to the defaults for values a hand-edited link may carry', () => {
    const params = new URLSearchParams('filter=dashboard&specialization=x&location=-1&sort=salary&page=0');
    expect(readListingSearch(params)).toEqual(defaultListingSearch);
  });

  it('sends only the filters set, with the listing page size', () => {
    expect(toListingQuery({ ...defaultListingSearch, search: '  java ' })).toEqual({
      filter: 'all',
      page: 1,
      size: 10,
      sort: 'match',
      search: 'java',
    });
  });
});

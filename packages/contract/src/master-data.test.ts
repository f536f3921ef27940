import { describe, expect, it } from 'vitest';
import {
  listPositionFunctions,
  masterDataEndpoints,
  masterDataMessages,
  optionListQuerySchema,
  positionFunctionQuerySchema,
  rejectionReasonQuerySchema,
  searchMaxLength,
} from './master-data.ts';

describe('master-data list query', () => {
  it('defaults to the first page of 10 with Other entries included', () => {
    expect(optionListQuerySchema.parse({})).toEqual({ page: 1, size: 10, include_others: true });
  });

  it('reads numbers and flags from query strings, and size -1 for every row', () => {
    expect(
      optionListQuerySchema.parse({ page: '3', size: '-1', include_others: 'false', search: '  ui ' }),
    ).toEqual({
      page: 3,
      size: -1,
      include_others: false,
      search: 'ui',
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ size: '0' }, 'size'],
    [{ size: '-2' }, 'size'],
    [{ size: '101' }, 'size'],
    [{ include_others: 'maybe' }, 'include_others'],
  ])('rejects %o naming the field %s', (query, field) => {
    const result = optionListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('explains a search that is too long', () => {
    const result = optionListQuerySchema.safeParse({ search: 'x'.repeat(searchMaxLength + 1) });
    expect(result.error?.issues[0]?.message).toBe(masterDataMessages.searchTooLong);
  });

  it('explains a flag that is neither true nor false', () => {
    const result = optionListQuerySchema.safeParse({ include_others: 'maybe' });
    expect(result.error?.issues[0]?.message).toBe(masterDataMessages.invalidFlag);
  });
});

describe('position functions query', () => {
  it('is flat unless grouped=true is asked for, as the salary calculator does', () => {
    expect(positionFunctionQuerySchema.parse({}).grouped).toBe(false);
    expect(positionFunctionQuerySchema.parse({ grouped: 'true', include_others: 'false' })).toMatchObject({
      grouped: true,
      include_others: false,
    });
  });

  it('takes only positive ids as category filters', () => {
    expect(positionFunctionQuerySchema.parse({ position_category_id: '4' }).position_category_id).toBe(4);
    const result = positionFunctionQuerySchema.safeParse({ position_category_id: '-4' });
    expect(result.error?.issues[0]?.message).toBe(masterDataMessages.invalidId);
  });

  it('answers either flat functions or groups of them', () => {
    const flat = [
      {
        id: 101,
        name: 'Engineering - Backend Engineer',
        is_other: false,
        position_sub_category_id: 1,
        position_category_id: 1,
      },
    ];
    expect(listPositionFunctions.data.parse(flat)).toEqual(flat);
    const grouped = [{ id: 1, name: 'Engineering', position_functions: flat }];
    expect(listPositionFunctions.data.parse(grouped)).toEqual(grouped);
  });
});

describe('rejection reasons query', () => {
  it('accepts the categories Talent and Employer only', () => {
    expect(rejectionReasonQuerySchema.parse({ category: 'Talent' }).category).toBe('Talent');
    expect(rejectionReasonQuerySchema.safeParse({ category: 'Staff' }).success).toBe(false);
  });
});

describe('master-data endpoints', () => {
  it('serve the spec paths under the master group, readable without signing in', () => {
    const paths = Object.values(masterDataEndpoints).map((endpoint) => endpoint.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/data/position-functions',
        '/data/area_codes',
        '/data/reasons',
        '/data/years-categories',
        '/data/notice-periods',
        '/data/survey-sources',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const endpoint of Object.values(masterDataEndpoints)) {
      expect(endpoint).toMatchObject({ method: 'GET', group: 'master', access: 'public' });
    }
  });
});

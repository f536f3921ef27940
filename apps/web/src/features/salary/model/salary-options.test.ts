import { describe, expect, it } from 'vitest';
import { isLowData, positionOptionsOf, positionTitle } from './salary-options';

describe('positionTitle', () => {
  it('keeps the part after the dash', () => {
    expect(positionTitle('Engineering - Backend Engineer')).toBe('Backend Engineer');
    expect(positionTitle('Sales and Business Development - Account Executive - SME')).toBe(
      'Account Executive - SME',
    );
    expect(positionTitle('Other')).toBe('Other');
  });
});

describe('positionOptionsOf', () => {
  const groups = [
    {
      id: 1,
      name: 'Engineering',
      position_functions: [
        {
          id: 101,
          name: 'Engineering - Backend Engineer',
          is_other: false,
          position_sub_category_id: 1,
          position_category_id: 1,
        },
      ],
    },
    {
      id: 2,
      name: 'Data',
      position_functions: [
        {
          id: 701,
          name: 'Data - Data Engineer',
          is_other: false,
          position_sub_category_id: 7,
          position_category_id: 2,
        },
      ],
    },
  ];

  it('offers only the chosen category’s positions', () => {
    expect(positionOptionsOf(groups, 2)).toEqual([{ value: '701', label: 'Data Engineer' }]);
    expect(positionOptionsOf(groups, null)).toEqual([]);
  });
});

describe('isLowData', () => {
  it('matches in any letter case', () => {
    expect(isLowData('low data')).toBe(true);
    expect(isLowData('LOW DATA')).toBe(true);
    expect(isLowData('Low Data')).toBe(true);
    expect(isLowData('good')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeLike } from './master-data.repository.ts';
import { reasonCriteria } from './master-data.service.ts';
import { dialCode, groupByCategory } from './master-data.shapes.ts';

describe('dialCode', () => {
  it('drops the trunk zero and adds the country code', () => {
    expect(dialCode('021')).toBe('+62 21');
    expect(dialCode('0778')).toBe('+62 778');
  });
});

describe('reasonCriteria', () => {
  it('reads a search naming a category, in any case, as that category', () => {
    expect(reasonCriteria({ search: 'Talent' })).toEqual({ category: 'Talent', search: undefined });
    expect(reasonCriteria({ search: ' employer ' })).toEqual({ category: 'Employer', search: undefined });
  });

  it('keeps any other search as text to find in the reasons', () => {
    expect(reasonCriteria({ search: 'salary', category: 'Talent' })).toEqual({
      category: 'Talent',
      search: 'salary',
    });
    expect(reasonCriteria({})).toEqual({ category: undefined, search: undefined });
  });
});

describe('groupByCategory', () => {
  const fn = (id: number, category: number, categoryName: string) => ({
    id,
    name: `${categoryName} - Function ${id}`,
    is_other: false,
    position_sub_category_id: category * 10,
    position_category_id: category,
    position_category_name: categoryName,
  });

  it('gathers functions under their category in the order they came', () => {
    const groups = groupByCategory([fn(1, 2, 'Data'), fn(2, 2, 'Data'), fn(3, 1, 'Engineering')]);
    expect(groups.map((group) => [group.id, group.name, group.position_functions.map((f) => f.id)])).toEqual([
      [2, 'Data', [1, 2]],
      [1, 'Engineering', [3]],
    ]);
    expect(groups[0]?.position_functions[0]).not.toHaveProperty('position_category_name');
  });

  it('gives no groups for no functions', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

import { otherOptionId, otherPositionFunctionId } from '@talent/contract';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstRuntimeOptionId } from '../schema/master-data.ts';
import { masterDataRows } from './master-data.ts';

type Row = { id?: number; name?: string; isOther?: boolean; [column: string]: unknown };

const rowsByTable = new Map<string, ReadonlyArray<Row>>(
  masterDataRows().map(({ table, rows }) => [getTableName(table), rows as ReadonlyArray<Row>]),
);

function rowsOf(table: string): ReadonlyArray<Row> {
  const rows = rowsByTable.get(table);
  if (!rows) throw new Error(`No seed rows for ${table}`);
  return rows;
}

describe('curated master data', () => {
  it('names every project type in 3 characters or more, the spec’s rule for a project type (decision 0120)', () => {
    const short = rowsOf('project_types').filter((row) => String(row.name).trim().length < 3);
    expect(short).toEqual([]);
  });

  it.each([...rowsByTable.keys()])('%s has unique ids below the run-time range and unique names', (table) => {
    const rows = rowsOf(table);
    const ids = rows.map((row) => row.id);
    expect(ids.every((id) => Number.isInteger(id) && (id ?? 0) > 0 && (id ?? 0) < firstRuntimeOptionId)).toBe(
      true,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const names = rows.map((row) => String(row.name).toLowerCase());
    if (table !== 'rejection_reasons') expect(new Set(names).size).toBe(names.length);
  });

  it('offers hundreds of universities, Indonesian and overseas', () => {
    const universities = rowsOf('universities');
    expect(universities.length).toBeGreaterThanOrEqual(300);
    const names = universities.map((row) => row.name);
    for (const name of [
      'Universitas Indonesia',
      'Institut Teknologi Bandung',
      'Universitas Gadjah Mada',
      'Telkom University',
      'Universitas Bina Nusantara',
    ]) {
      expect(names).toContain(name);
    }
    expect(universities.find((row) => row.name === 'National University of Singapore')?.oversea).toBe(true);
    expect(universities.find((row) => row.name === 'Universitas Airlangga')?.oversea).toBe(false);
  });

  it('offers hundreds of skills and many majors, companies, cities and certifications', () => {
    expect(rowsOf('skill_sets').length).toBeGreaterThanOrEqual(300);
    expect(rowsOf('majors').length).toBeGreaterThanOrEqual(100);
    expect(rowsOf('companies').length).toBeGreaterThanOrEqual(150);
    expect(rowsOf('cities').length).toBeGreaterThanOrEqual(100);
    expect(rowsOf('certifications').length).toBeGreaterThanOrEqual(150);
  });

  it('keeps Other at 99 for survey sources and talent rejection reasons', () => {
    expect(rowsOf('survey_sources').find((row) => row.isOther)).toMatchObject({
      id: otherOptionId,
      name: 'Other',
    });
    expect(rowsOf('rejection_reasons').find((row) => row.isOther)).toMatchObject({
      id: otherOptionId,
      category: 'Talent',
    });
  });

  it('has the spec seven notice periods with ids 1 to 7, ASAP first and three months last', () => {
    const periods = rowsOf('notice_periods');
    expect(periods.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(periods[0]).toMatchObject({ name: 'ASAP', days: 0 });
    expect(periods[6]).toMatchObject({ name: '3 Months', days: 90 });
  });

  it("names position functions 'category - name' and keeps 999 for the typed Other", () => {
    const functions = rowsOf('position_functions');
    expect(functions.find((row) => row.name === 'Engineering - Backend Engineer')).toBeDefined();
    expect(functions.find((row) => row.id === otherPositionFunctionId)).toMatchObject({ isOther: true });
    const categories = new Map(rowsOf('position_categories').map((row) => [row.id, row.name]));
    const subCategories = new Map(
      rowsOf('position_sub_categories').map((row) => [row.id, row.positionCategoryId]),
    );
    for (const row of functions.filter((row) => !row.isOther)) {
      const category = categories.get(subCategories.get(row.positionSubCategoryId as number) as number);
      expect(row.name?.startsWith(`${category} - `)).toBe(true);
    }
  });

  it('gives every position a category and working systems Onsite, Remote and Hybrid', () => {
    const categoryIds = new Set(rowsOf('position_categories').map((row) => row.id));
    expect(rowsOf('positions').every((row) => categoryIds.has(row.positionCategoryId as number))).toBe(true);
    expect(rowsOf('working_systems').map((row) => row.name)).toEqual(['Onsite', 'Remote', 'Hybrid']);
  });

  it('writes Indonesian area codes with their leading zero', () => {
    const jakarta = rowsOf('cities').find((row) => row.name === 'Jakarta');
    expect(jakarta).toMatchObject({ province: 'DKI Jakarta', areaCode: '021' });
    expect(rowsOf('cities').every((row) => /^0\d{2,3}$/.test(String(row.areaCode)))).toBe(true);
  });
});

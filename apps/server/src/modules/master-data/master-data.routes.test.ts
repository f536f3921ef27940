import {
  defaultServiceBases,
  masterDataEndpoints,
  masterDataMessages,
  otherOptionId,
  otherPositionFunctionId,
} from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

const base = `${defaultServiceBases.master}/data`;

/** One lookup, its JSON answer parsed. */
async function lookup(path: string, query: Record<string, string | number | boolean> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await server.app.inject({ method: 'GET', url: `${base}/${path}?${search}` });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
  return { status: response.statusCode, body: response.json() as any };
}

type Named = { id: number; name: string; is_other: boolean };

describe('every master-data lookup', () => {
  it.each(Object.values(masterDataEndpoints).map((endpoint) => endpoint.path))(
    '%s answers a list with its total count without signing in',
    async (path) => {
      const { status, body } = await lookup(path.replace('/data/', ''), { size: -1 });
      expect(status).toBe(200);
      expect(body.meta).toEqual({ message: masterDataMessages.listed, count: expect.any(Number) });
      expect(body.meta.count).toBeGreaterThan(0);
      expect(body.data).toHaveLength(body.meta.count);
    },
  );
});

describe('search', () => {
  it('finds names containing the term, whatever its case, and counts them all', async () => {
    const lower = await lookup('universities', { search: 'bandung', size: -1 });
    const upper = await lookup('universities', { search: 'BANDUNG', size: -1 });
    expect(lower.status).toBe(200);
    const names = lower.body.data.map((row: Named) => row.name);
    expect(names).toContain('Institut Teknologi Bandung');
    expect(names.every((name: string) => name.toLowerCase().includes('bandung'))).toBe(true);
    expect(upper.body.data).toEqual(lower.body.data);
    expect(lower.body.meta.count).toBe(names.length);
  });

  it('counts every match, not only the page it returns', async () => {
    const all = await lookup('universities', { search: 'universitas', size: -1 });
    const page = await lookup('universities', { search: 'universitas', size: 5 });
    expect(all.body.data.length).toBeGreaterThan(5);
    expect(page.body.data).toHaveLength(5);
    expect(page.body.meta.count).toBe(all.body.data.length);
  });

  it('takes % and _ literally instead of as wildcards', async () => {
    for (const search of ['%', '_', 'univ%sitas']) {
      const { body } = await lookup('universities', { search });
      expect(body).toMatchObject({ data: [], meta: { count: 0 } });
    }
  });

  it('flags universities abroad', async () => {
    const { body } = await lookup('universities', { search: 'National University of Singapore' });
    expect(body.data).toEqual([
      { id: expect.any(Number), name: 'National University of Singapore', is_other: false, oversea: true },
    ]);
  });

  it('finds a company by its legal name as well as its brand', async () => {
    const { body } = await lookup('companies', { search: 'karya anak bangsa' });
    expect(body.data).toEqual([
      expect.objectContaining({ name: 'Gojek', pt: 'PT Aplikasi Karya Anak Bangsa' }),
    ]);
  });

  it('suggests the exact city first, then the cities its name starts, the bigger job markets first', async () => {
    const band = await lookup('area_codes', { search: 'Band', size: 3 });
    expect(band.body.data.map((city: { name: string }) => city.name)).toEqual([
      'Bandung',
      'Banda Aceh',
      'Bandar Lampung',
    ]);
    const banjar = await lookup('area_codes', { search: 'banjar', size: 3 });
    expect(banjar.body.data.map((city: { name: string }) => city.name)).toEqual([
      'Banjar',
      'Banjarmasin',
      'Banjarbaru',
    ]);
  });

  it('gives work locations with their area code and dialling code', async () => {
    const { body } = await lookup('area_codes', { search: 'jakarta' });
    expect(body.data).toContainEqual({
      id: expect.any(Number),
      name: 'Jakarta',
      is_other: false,
      province: 'DKI Jakarta',
      area_code: '021',
      dial_code: '+62 21',
    });
  });
});

describe('paging', () => {
  it('splits a list into stable pages that follow each other', async () => {
    const first = await lookup('skill-sets', { page: 1, size: 5 });
    const second = await lookup('skill-sets', { page: 2, size: 5 });
    const both = await lookup('skill-sets', { page: 1, size: 10 });
    expect(first.body.data).toHaveLength(5);
    expect([...first.body.data, ...second.body.data]).toEqual(both.body.data);
    expect((await lookup('skill-sets', { page: 1, size: 5 })).body.data).toEqual(first.body.data);
  });

  it('lists alphabetically lists without an order of their own', async () => {
    const { body } = await lookup('majors', { size: -1 });
    const names = body.data.map((row: Named) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers an empty page past the end with the total count', async () => {
    const { body } = await lookup('working-systems', { page: 9, size: 10 });
    expect(body).toEqual({ data: [], meta: { message: masterDataMessages.listed, count: 3 } });
  });

  it('gives every row with size=-1, in the order the spec lists notice periods', async () => {
    const { body } = await lookup('notice-periods', { size: -1 });
    expect(body.data.map((row: Named) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.data[0]).toMatchObject({ name: 'ASAP', days: 0 });
    expect(body.data[6]).toMatchObject({ name: '3 Months', days: 90 });
    expect(body.meta.count).toBe(7);
  });

  it('returns ten rows when no size is given', async () => {
    const { body } = await lookup('universities');
    expect(body.data).toHaveLength(10);
    expect(body.meta.count).toBeGreaterThanOrEqual(300);
  });
});

describe('bad paging', () => {
  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'first' }, 'page'],
    [{ size: 0 }, 'size'],
    [{ size: -5 }, 'size'],
    [{ size: 1000 }, 'size'],
    [{ include_others: 'perhaps' }, 'include_others'],
  ])('%o is refused with a 400 naming %s', async (query, field) => {
    const { status, body } = await lookup('universities', query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: null, meta: { type: 'VALIDATION_ERROR' } });
    expect(Object.keys(body.fields ?? {})).toEqual([expect.stringMatching(new RegExp(`(^|\\.)${field}$`))]);
  });
});

describe('Other entries', () => {
  it('lists the Other survey source (99) last, and leaves it out with include_others=false', async () => {
    const all = await lookup('survey-sources', { size: -1 });
    expect(all.body.data.at(-1)).toEqual({ id: otherOptionId, name: 'Other', is_other: true });
    const withoutOther = await lookup('survey-sources', { size: -1, include_others: false });
    expect(withoutOther.body.data.map((row: Named) => row.id)).not.toContain(otherOptionId);
    expect(withoutOther.body.meta.count).toBe(all.body.meta.count - 1);
  });

  it('answers search=Talent with the talent rejection reasons, Other (99) last', async () => {
    const { body } = await lookup('reasons', { search: 'Talent', size: -1 });
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data.every((row: { category: string }) => row.category === 'Talent')).toBe(true);
    expect(body.data.at(-1)).toEqual({
      id: otherOptionId,
      reason: 'Other',
      category: 'Talent',
      is_other: true,
    });
    const employer = await lookup('reasons', { search: 'employer', size: -1 });
    expect(employer.body.data.every((row: { category: string }) => row.category === 'Employer')).toBe(true);
  });

  it('searches the reason text when the search names no category', async () => {
    const { body } = await lookup('reasons', { search: 'salary', size: -1 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row: { reason: string }) => row.reason.toLowerCase().includes('salary'))).toBe(
      true,
    );
  });
});

describe('position functions', () => {
  it("are named 'category - function' and carry their sub-category and category", async () => {
    const { body } = await lookup('position-functions', { search: 'backend engineer' });
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Engineering - Backend Engineer',
        is_other: false,
        position_sub_category_id: expect.any(Number),
        position_category_id: expect.any(Number),
      },
    ]);
  });

  it('come grouped by category as the salary calculator asks (grouped=true, include_others=false)', async () => {
    const { status, body } = await lookup('position-functions', {
      grouped: true,
      include_others: false,
      size: -1,
    });
    expect(status).toBe(200);
    const functions = body.data.flatMap((group: { position_functions: Named[] }) => group.position_functions);
    expect(functions).toHaveLength(body.meta.count);
    for (const group of body.data) {
      expect(group).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        position_functions: expect.any(Array),
      });
      for (const fn of group.position_functions) {
        expect(fn.name.startsWith(`${group.name} - `)).toBe(true);
        expect(fn.position_category_id).toBe(group.id);
      }
    }
    expect(functions.map((fn: Named) => fn.id)).not.toContain(otherPositionFunctionId);
  });

  it('include the typed Other (999) unless include_others=false', async () => {
    const withOther = await lookup('position-functions', { grouped: true, size: -1 });
    expect(withOther.body.data.at(-1).position_functions).toContainEqual(
      expect.objectContaining({ id: otherPositionFunctionId, is_other: true }),
    );
    const without = await lookup('position-functions', { grouped: true, include_others: false, size: -1 });
    expect(without.body.meta.count).toBe(withOther.body.meta.count - 1);
  });

  it('narrow to one category', async () => {
    const categories = await lookup('position-categories', { search: 'Data' });
    const data = categories.body.data.find((row: Named) => row.name === 'Data');
    const { body } = await lookup('position-functions', { position_category_id: data.id, size: -1 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((fn: Named) => fn.name.startsWith('Data - '))).toBe(true);
    const subCategories = await lookup('sub-categories', { position_category_id: data.id, size: -1 });
    expect(
      subCategories.body.data.every(
        (row: { position_category_id: number }) => row.position_category_id === data.id,
      ),
    ).toBe(true);
  });
});

describe('positions', () => {
  it('carry their category name and position_category_id', async () => {
    const { body } = await lookup('positions', { search: 'Data Scientist' });
    expect(body.data).toContainEqual({
      id: expect.any(Number),
      name: 'Data Scientist',
      is_other: false,
      category: 'Data',
      position_category_id: expect.any(Number),
    });
  });
});

import type { RejectionReasonCategory } from '@talent/contract';
import type { Database } from '@talent/db';
import {
  availabilities,
  businessFields,
  certifications,
  cities,
  companies,
  companySizes,
  degrees,
  languageLevels,
  languages,
  majors,
  noticePeriods,
  opportunityStatuses,
  positionCategories,
  positionFunctions,
  positionLevels,
  positionSubCategories,
  positions,
  projectTypes,
  referenceRelationships,
  rejectionReasons,
  skillSets,
  surveySources,
  universities,
  workingSystems,
  yearsCategories,
} from '@talent/db';
import { and, asc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** The columns every master-data table shares (see packages/db/src/schema/master-data.ts). */
interface OptionTable extends PgTable {
  id: PgColumn;
  name: PgColumn;
  isOther: PgColumn;
  sortOrder: PgColumn;
}

/**
 * Where one list's rows come from: its table, the fields it answers with (named as the API names
 * them), any joins those fields need, and the columns a search looks in (the name by default).
 */
export interface OptionSource<Fields extends SelectedFields> {
  table: OptionTable;
  fields: Fields;
  joins?: ReadonlyArray<{ table: PgTable; on: SQL }>;
  searchIn?: readonly PgColumn[];
  /** The column each filter the list accepts compares with. */
  filterBy?: { [Filter in keyof OptionFilters]?: PgColumn };
  /**
   * For a small list whose rows have a prominence (lower first): a search answers the exact name
   * first, then names starting with the term, most prominent first, then the other matches.
   */
  prominence?: PgColumn;
}

/** Narrowing a list may accept on top of search and paging, such as `position_category_id`. */
export interface OptionFilters {
  positionCategoryId?: number | undefined;
  positionSubCategoryId?: number | undefined;
  reasonCategory?: RejectionReasonCategory | undefined;
}

export interface ListRequest {
  search?: string | undefined;
  page: number;
  /** `-1` for every row. */
  size: number;
  includeOthers: boolean;
  /** Filters the list accepts (see `filterBy` of its source); others are ignored. */
  filters?: OptionFilters;
}

export interface ListResult<Row> {
  rows: Row[];
  /** Matching rows over all pages. */
  count: number;
}

function source<Fields extends SelectedFields>(definition: OptionSource<Fields>): OptionSource<Fields> {
  return definition;
}

function base<Table extends OptionTable>(
  table: Table,
): { id: Table['id']; name: Table['name']; is_other: Table['isOther'] } {
  return { id: table.id, name: table.name, is_other: table.isOther };
}

/** Every list, by the name the service uses. */
export const optionSources = {
  positionCategories: source({ table: positionCategories, fields: base(positionCategories) }),
  subCategories: source({
    table: positionSubCategories,
    fields: {
      ...base(positionSubCategories),
      position_category_id: positionSubCategories.positionCategoryId,
    },
    filterBy: { positionCategoryId: positionSubCategories.positionCategoryId },
  }),
  positionFunctions: source({
    table: positionFunctions,
    fields: {
      ...base(positionFunctions),
      position_sub_category_id: positionFunctions.positionSubCategoryId,
      position_category_id: positionSubCategories.positionCategoryId,
      position_category_name: positionCategories.name,
    },
    joins: [
      {
        table: positionSubCategories,
        on: eq(positionSubCategories.id, positionFunctions.positionSubCategoryId),
      },
      { table: positionCategories, on: eq(positionCategories.id, positionSubCategories.positionCategoryId) },
    ],
    filterBy: {
      positionCategoryId: positionSubCategories.positionCategoryId,
      positionSubCategoryId: positionFunctions.positionSubCategoryId,
    },
  }),
  positions: source({
    table: positions,
    fields: {
      ...base(positions),
      category: positionCategories.name,
      position_category_id: positions.positionCategoryId,
    },
    joins: [{ table: positionCategories, on: eq(positionCategories.id, positions.positionCategoryId) }],
    filterBy: { positionCategoryId: positions.positionCategoryId },
  }),
  skillSets: source({ table: skillSets, fields: base(skillSets) }),
  universities: source({
    table: universities,
    fields: { ...base(universities), oversea: universities.oversea },
  }),
  majors: source({ table: majors, fields: base(majors) }),
  degrees: source({ table: degrees, fields: base(degrees) }),
  companies: source({
    table: companies,
    fields: { ...base(companies), pt: companies.pt },
    searchIn: [companies.name, companies.pt],
  }),
  positionLevels: source({ table: positionLevels, fields: base(positionLevels) }),
  workingSystems: source({ table: workingSystems, fields: base(workingSystems) }),
  availabilities: source({ table: availabilities, fields: base(availabilities) }),
  languages: source({ table: languages, fields: base(languages) }),
  languageLevels: source({ table: languageLevels, fields: base(languageLevels) }),
  // The seed lists cities by how much work there is, so ids are their prominence: "Band" suggests
  // Bandung, then Banda Aceh and Bandar Lampung, then Sumbawa Besar... (a few hundred rows to sort).
  cities: source({
    table: cities,
    fields: { ...base(cities), province: cities.province, area_code: cities.areaCode },
    prominence: cities.id,
  }),
  businessFields: source({ table: businessFields, fields: base(businessFields) }),
  companySizes: source({ table: companySizes, fields: base(companySizes) }),
  certifications: source({
    table: certifications,
    fields: { ...base(certifications), issuer: certifications.issuer },
  }),
  projectTypes: source({ table: projectTypes, fields: base(projectTypes) }),
  surveySources: source({ table: surveySources, fields: base(surveySources) }),
  rejectionReasons: source({
    table: rejectionReasons,
    fields: {
      id: rejectionReasons.id,
      reason: rejectionReasons.name,
      category: rejectionReasons.category,
      is_other: rejectionReasons.isOther,
    },
    filterBy: { reasonCategory: rejectionReasons.category },
  }),
  referenceRelationships: source({ table: referenceRelationships, fields: base(referenceRelationships) }),
  yearsCategories: source({
    table: yearsCategories,
    fields: {
      ...base(yearsCategories),
      min_years: yearsCategories.minYears,
      max_years: yearsCategories.maxYears,
    },
  }),
  noticePeriods: source({
    table: noticePeriods,
    fields: { ...base(noticePeriods), days: noticePeriods.days },
  }),
  opportunityStatuses: source({ table: opportunityStatuses, fields: base(opportunityStatuses) }),
};

export type OptionList = keyof typeof optionSources;

/** One row of a list as the API names its fields. */
export type RowOf<List extends OptionList> = SelectResultFields<(typeof optionSources)[List]['fields']>;

export type MasterDataRepository = ReturnType<typeof createMasterDataRepository>;

/** The master-data lists, read one page at a time. */
export function createMasterDataRepository(db: Database) {
  return {
    list<List extends OptionList>(list: List, request: ListRequest): Promise<ListResult<RowOf<List>>> {
      const source: OptionSource<SelectedFields> = optionSources[list];
      // TypeScript cannot follow one list name through the lookup of its source; the rows are that list's.
      return listOptions(db, source, request) as Promise<ListResult<RowOf<List>>>;
    },
  };
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One page of a list, in list order: Other last, then the list's own order, then by name and id,
 * so pages are stable. A search matches `lower(name) LIKE '%term%'`, answered by the trigram index.
 * The page and the total count come from one pass over the matches (`count(*) over ()`): counting
 * separately reads them twice, and walking the list-order index to fill a page can read most of
 * the table when the matches sit at its end (every "Universitas ..." after "Institut ...").
 * (Putting names that start with the term first would sort every match, which at 100,000 rows
 * costs more than the search itself.)
 */
export async function listOptions<Fields extends SelectedFields>(
  db: Database,
  { table, fields, joins = [], searchIn = [table.name], filterBy = {}, prominence }: OptionSource<Fields>,
  request: ListRequest,
): Promise<ListResult<SelectResultFields<Fields>>> {
  const term = request.search?.trim().toLowerCase() ?? '';
  const conditions: Array<SQL | undefined> = Object.entries(request.filters ?? {}).map(([filter, value]) => {
    const column = filterBy[filter as keyof OptionFilters];
    return column && value !== undefined ? eq(column, value) : undefined;
  });
  if (!request.includeOthers) conditions.push(eq(table.isOther, false));
  if (term)
    conditions.push(or(...searchIn.map((column) => like(sql`lower(${column})`, `%${escapeLike(term)}%`))));
  const where = and(...conditions);
  const name = sql`lower(${table.name})`;
  const ranked =
    term && prominence
      ? [
          sql`case when ${name} = ${term} then 0 when ${name} like ${`${escapeLike(term)}%`} then 1 else 2 end`,
          sql`case when ${name} like ${`${escapeLike(term)}%`} then ${prominence} end`,
        ]
      : [];
  const listOrder = [
    asc(table.isOther),
    ...ranked,
    asc(table.sortOrder),
    sql`lower(${table.name}) collate "C"`,
    asc(table.id),
  ];
  const page =
    request.size === -1 ? undefined : { limit: request.size, offset: (request.page - 1) * request.size };

  let query = withJoins(
    db
      .select({ ...fields, [totalKey]: sql<number>`count(*) over ()` })
      .from(table)
      .$dynamic(),
    joins,
  )
    .where(where)
    .orderBy(...listOrder);
  if (page) query = query.limit(page.limit).offset(page.offset);
  const found = (await query) as Array<SelectResultFields<Fields> & { [totalKey]: number | string }>;

  const rows = found.map(({ [totalKey]: _, ...row }) => row as SelectResultFields<Fields>);
  const first = found[0];
  if (first) return { rows, count: Number(first[totalKey]) };
  // A page past the end carries no row to read the total from.
  const count = page && page.offset > 0 ? await countRows(db, table, joins, where) : 0;
  return { rows, count };
}

/** Where each row carries the total; a name no list uses as a field. */
const totalKey = 'list_total';

type Join = { table: PgTable; on: SQL };

function withJoins(query: PgSelect, joins: readonly Join[]): PgSelect {
  return joins.reduce<PgSelect>((joined, join) => joined.innerJoin(join.table, join.on), query);
}

async function countRows(db: Database, table: OptionTable, joins: readonly Join[], where: SQL | undefined) {
  const query = db.select({ count: sql<number>`count(*)::int` }).from(table).$dynamic();
  const [row] = await withJoins(query, joins).where(where);
  return Number(row?.count ?? 0);
}

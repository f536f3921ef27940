import {
  masterDataMessages,
  type OptionListQuery,
  type PositionFunction,
  type PositionFunctionGroup,
  type RejectionReasonCategory,
  rejectionReasonCategories,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  type ListRequest,
  listOptions,
  type OptionList,
  type OptionSource,
  optionFilters,
  optionSources,
  type RowOf,
} from './master-data.repository.ts';

/** Lists answered as stored, with no filter of their own. */
export type PlainList = Exclude<
  OptionList,
  'subCategories' | 'positionFunctions' | 'positions' | 'cities' | 'rejectionReasons'
>;

function toRequest(query: OptionListQuery, filters: ReadonlyArray<SQL | undefined> = []): ListRequest {
  return {
    search: query.search,
    page: query.page,
    size: query.size,
    includeOthers: query.include_others,
    filters,
  };
}

function answer<Row>(data: Row[], count: number) {
  return { data, meta: { message: masterDataMessages.listed, count } };
}

export async function listPlain<List extends PlainList>(db: Database, list: List, query: OptionListQuery) {
  const source: OptionSource<SelectedFields> = optionSources[list];
  const { rows, count } = await listOptions(db, source, toRequest(query));
  // TypeScript cannot follow one list name through the lookup of its source; the rows are that list's.
  return answer(rows as RowOf<List>[], count);
}

export async function listSubCategories(
  db: Database,
  query: OptionListQuery & { position_category_id?: number | undefined },
) {
  const filters = [
    query.position_category_id === undefined
      ? undefined
      : optionFilters.categoryOfSubCategory(query.position_category_id),
  ];
  const { rows, count } = await listOptions(db, optionSources.subCategories, toRequest(query, filters));
  return answer(rows, count);
}

export async function listPositions(
  db: Database,
  query: OptionListQuery & { position_category_id?: number | undefined },
) {
  const filters = [
    query.position_category_id === undefined
      ? undefined
      : optionFilters.categoryOfPosition(query.position_category_id),
  ];
  const { rows, count } = await listOptions(db, optionSources.positions, toRequest(query, filters));
  return answer(rows, count);
}

type FunctionRow = PositionFunction & { position_category_name: string };

/**
 * Gathers functions under their position category, keeping the order they came in (names start
 * with the category, so one category's functions are already together).
 */
export function groupByCategory(rows: readonly FunctionRow[]): PositionFunctionGroup[] {
  const groups = new Map<number, PositionFunctionGroup>();
  for (const { position_category_name, ...positionFunction } of rows) {
    let group = groups.get(positionFunction.position_category_id);
    if (!group) {
      group = {
        id: positionFunction.position_category_id,
        name: position_category_name,
        position_functions: [],
      };
      groups.set(group.id, group);
    }
    group.position_functions.push(positionFunction);
  }
  return [...groups.values()];
}

export async function listPositionFunctions(
  db: Database,
  query: OptionListQuery & {
    grouped: boolean;
    position_category_id?: number | undefined;
    position_sub_category_id?: number | undefined;
  },
) {
  const filters = [
    query.position_category_id === undefined
      ? undefined
      : optionFilters.categoryOfSubCategory(query.position_category_id),
    query.position_sub_category_id === undefined
      ? undefined
      : optionFilters.subCategoryOfFunction(query.position_sub_category_id),
  ];
  const { rows, count } = await listOptions(db, optionSources.positionFunctions, toRequest(query, filters));
  if (query.grouped) return answer(groupByCategory(rows), count);
  return answer(
    rows.map(({ position_category_name: _, ...positionFunction }) => positionFunction),
    count,
  );
}

/** Spells an Indonesian area code as dialled from abroad: '021' becomes '+62 21'. */
export function dialCode(areaCode: string): string {
  return `+62 ${areaCode.replace(/^0/, '')}`;
}

export async function listAreaCodes(db: Database, query: OptionListQuery) {
  const { rows, count } = await listOptions(db, optionSources.cities, toRequest(query));
  return answer(
    rows.map((city) => ({ ...city, dial_code: dialCode(city.area_code) })),
    count,
  );
}

/**
 * The spec asks for talent rejection reasons with `search=Talent`: a search that names a category
 * chooses that category instead of matching the reason text. `category` says the same explicitly.
 */
export function reasonCriteria(query: {
  search?: string | undefined;
  category?: RejectionReasonCategory | undefined;
}) {
  const named = rejectionReasonCategories.find(
    (category) => category.toLowerCase() === query.search?.trim().toLowerCase(),
  );
  if (named) return { category: named, search: undefined };
  return { category: query.category, search: query.search };
}

export async function listRejectionReasons(
  db: Database,
  query: OptionListQuery & { category?: RejectionReasonCategory | undefined },
) {
  const { category, search } = reasonCriteria(query);
  const filters = [category === undefined ? undefined : optionFilters.reasonCategory(category)];
  const { rows, count } = await listOptions(db, optionSources.rejectionReasons, {
    ...toRequest(query, filters),
    search,
  });
  return answer(rows, count);
}

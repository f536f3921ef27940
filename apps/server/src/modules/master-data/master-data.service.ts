import {
  masterDataMessages,
  type OptionListQuery,
  type RejectionReasonCategory,
  rejectionReasonCategories,
} from '@talent/contract';
import type {
  ListRequest,
  MasterDataRepository,
  OptionFilters,
  OptionList,
} from './master-data.repository.ts';
import { areaCodeOf, groupByCategory, positionFunctionOf } from './master-data.shapes.ts';

/** Lists answered as stored, with no filter of their own. */
export type PlainList = Exclude<
  OptionList,
  'subCategories' | 'positionFunctions' | 'positions' | 'cities' | 'rejectionReasons'
>;

function toRequest(query: OptionListQuery, filters: OptionFilters = {}): ListRequest {
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

export type MasterDataService = ReturnType<typeof createMasterDataService>;

/** The rules of each lookup: which filters it takes and how its rows are answered. */
export function createMasterDataService(repository: MasterDataRepository) {
  return {
    async listPlain(list: PlainList, query: OptionListQuery) {
      const { rows, count } = await repository.list(list, toRequest(query));
      return answer(rows, count);
    },

    async listSubCategories(query: OptionListQuery & { position_category_id?: number | undefined }) {
      const { rows, count } = await repository.list(
        'subCategories',
        toRequest(query, { positionCategoryId: query.position_category_id }),
      );
      return answer(rows, count);
    },

    async listPositions(query: OptionListQuery & { position_category_id?: number | undefined }) {
      const { rows, count } = await repository.list(
        'positions',
        toRequest(query, { positionCategoryId: query.position_category_id }),
      );
      return answer(rows, count);
    },

    async listPositionFunctions(
      query: OptionListQuery & {
        grouped: boolean;
        position_category_id?: number | undefined;
        position_sub_category_id?: number | undefined;
      },
    ) {
      const { rows, count } = await repository.list(
        'positionFunctions',
        toRequest(query, {
          positionCategoryId: query.position_category_id,
          positionSubCategoryId: query.position_sub_category_id,
        }),
      );
      if (query.grouped) return answer(groupByCategory(rows), count);
      return answer(rows.map(positionFunctionOf), count);
    },

    async listAreaCodes(query: OptionListQuery) {
      const { rows, count } = await repository.list('cities', toRequest(query));
      return answer(rows.map(areaCodeOf), count);
    },

    async listRejectionReasons(query: OptionListQuery & { category?: RejectionReasonCategory | undefined }) {
      const { category, search } = reasonCriteria(query);
      const { rows, count } = await repository.list('rejectionReasons', {
        ...toRequest(query, { reasonCategory: category }),
        search,
      });
      return answer(rows, count);
    },
  };
}

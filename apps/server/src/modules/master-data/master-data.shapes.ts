import type { PositionFunction, PositionFunctionGroup } from '@talent/contract';

/**
 * Where master-data rows become API shapes beyond the plain projection the repository selects
 * (its sources already name their fields as the API does).
 */

/** Spells an Indonesian area code as dialled from abroad: '021' becomes '+62 21'. */
export function dialCode(areaCode: string): string {
  return `+62 ${areaCode.replace(/^0/, '')}`;
}

export function areaCodeOf<City extends { area_code: string }>(city: City): City & { dial_code: string } {
  return { ...city, dial_code: dialCode(city.area_code) };
}

export type FunctionRow = PositionFunction & { position_category_name: string };

/** A function as listed on its own, without the category name it was read with. */
export function positionFunctionOf({
  position_category_name: _,
  ...positionFunction
}: FunctionRow): PositionFunction {
  return positionFunction;
}

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

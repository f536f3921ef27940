import type { PositionFunctionGroup } from '@talent/contract';

/** Position functions are named 'category - name'; the calculator shows the part after the dash. */
export function positionTitle(positionFunctionName: string): string {
  const dash = positionFunctionName.indexOf(' - ');
  return dash === -1 ? positionFunctionName : positionFunctionName.slice(dash + 3);
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The positions of one category, for the Job Position select; none until a category is chosen. */
export function positionOptionsOf(
  groups: readonly PositionFunctionGroup[],
  categoryId: number | null,
): SelectOption[] {
  if (categoryId === null) return [];
  const group = groups.find((candidate) => candidate.id === categoryId);
  return (group?.position_functions ?? []).map((fn) => ({
    value: String(fn.id),
    label: positionTitle(fn.name),
  }));
}

export function toOptions(rows: ReadonlyArray<{ id: number; name: string }>): SelectOption[] {
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

/** 'low data' in any letter case (spec section 2). */
export function isLowData(dataQuality: string): boolean {
  return dataQuality.trim().toLowerCase() === 'low data';
}

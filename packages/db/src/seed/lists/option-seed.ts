/**
 * One row of a curated list. Without an `id`, a row's id is its position in the list (1, 2, ...),
 * so lists only ever grow at the end: ids are referenced by profiles and must never shift.
 */
export interface OptionSeed {
  id?: number;
  name: string;
  isOther?: boolean;
}

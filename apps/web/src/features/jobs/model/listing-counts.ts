import type { OpportunityFilter } from '@talent/contract';

/**
 * How a list's count moves when the talent applies to one of its jobs (spec section 4: "counts go
 * up or down by 1"): the applied list gains it, the dashboard's list (jobs not applied to) loses it,
 * the others keep it, marked Applied.
 */
export function countAfterApply(filter: OpportunityFilter | undefined): -1 | 0 | 1 {
  if (filter === 'applied') return 1;
  if (filter === 'dashboard') return -1;
  return 0;
}

/** The activity transaction modals by id (spec section 2). */
export const activityModalIds = {
  interview: 1,
  offer: 2,
  accepted: 3,
  notContinued: 4,
  history: 98,
  reject: 99,
} as const;

/** An activity opens the modal of its stage: 1 interview, 2 offer, 3 and 4 the outcomes. */
export function modalIdOfStage(stageId: number): number {
  return stageId >= 1 && stageId <= 4 ? stageId : activityModalIds.history;
}

/** The modal a dashboard link asks for (`?activity=12&modal=2`, as notifications link), if any. */
export function requestedModal(search: URLSearchParams): { roleTalentId: number; id: number } | null {
  const roleTalentId = Number(search.get('activity'));
  const id = Number(search.get('modal'));
  const known = (Object.values(activityModalIds) as number[]).includes(id);
  return Number.isInteger(roleTalentId) && roleTalentId > 0 && known ? { roleTalentId, id } : null;
}

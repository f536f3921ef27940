/**
 * The first page's answers, kept for the second page in the tab's session storage, so a reload of
 * /talent/rating/2 keeps them and a new tab starts afresh.
 */
// A type, not an interface: the form takes it as its values, a record of fields.
export type RatingDraft = {
  onboarding_score: number;
  interview_process_score: number;
  company_score: number;
};

const draftKey = 'talent.rating-draft';

export function saveRatingDraft(draft: RatingDraft): void {
  sessionStorage.setItem(draftKey, JSON.stringify(draft));
}

export function readRatingDraft(): RatingDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null') as Partial<RatingDraft> | null;
    const scores = [draft?.onboarding_score, draft?.interview_process_score, draft?.company_score];
    return scores.every((score) => Number.isInteger(score) && (score ?? 0) >= 1 && (score ?? 0) <= 5)
      ? (draft as RatingDraft)
      : null;
  } catch {
    return null;
  }
}

export function clearRatingDraft(): void {
  sessionStorage.removeItem(draftKey);
}

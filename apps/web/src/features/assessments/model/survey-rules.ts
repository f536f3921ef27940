import { otherSurveySourceId } from '@talent/contract';

/**
 * Spec section 5: Submit stays disabled until the form changes (a source is ticked), and while
 * Other is ticked with empty text.
 */
export function surveyReady(sourceIds: readonly number[], otherText: string): boolean {
  if (sourceIds.length === 0) return false;
  return !sourceIds.includes(otherSurveySourceId) || otherText.trim().length > 0;
}

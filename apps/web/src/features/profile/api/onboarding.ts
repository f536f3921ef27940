import {
  answerOnboardingSurvey,
  type BodyOf,
  completeOnboardingStep1,
  completeOnboardingStep2,
} from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';

/** Onboarding step 1 (`PATCH v2 /talent/{id}/onboarding/1`); answers the talent as saved. */
export function useCompleteOnboardingStep1(talentId: number) {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof completeOnboardingStep1>) =>
      (
        await queryEndpoint(
          completeOnboardingStep1,
          { params: { id: talentId }, body },
          { claim: shownByForm },
        )
      ).data,
  });
}

/** Onboarding step 2 (`PATCH v2 /talent/{id}/onboarding/2`); answers the talent as saved. */
export function useCompleteOnboardingStep2(talentId: number) {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof completeOnboardingStep2>) =>
      (
        await queryEndpoint(
          completeOnboardingStep2,
          { params: { id: talentId }, body },
          { claim: shownByForm },
        )
      ).data,
  });
}

/** Where the talent heard of us (`PUT v3 /onboarding`), sent before the CV of step 3. */
export function useAnswerOnboardingSurvey() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof answerOnboardingSurvey>) => {
      await queryEndpoint(answerOnboardingSurvey, { body }, { claim: shownByForm });
    },
  });
}

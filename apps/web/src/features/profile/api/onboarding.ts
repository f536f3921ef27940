import {
  answerOnboardingSurvey,
  type BodyOf,
  completeOnboardingStep1,
  completeOnboardingStep2,
} from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { trackEvent } from '@/lib/analytics';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';

const onboardingSteps = { 1: completeOnboardingStep1, 2: completeOnboardingStep2 } as const;

/** Onboarding step 1 or 2 (`PATCH v2 /talent/{id}/onboarding/{step}`); answers the talent as saved. */
export function useCompleteOnboardingStep<Step extends keyof typeof onboardingSteps>(
  step: Step,
  talentId: number,
) {
  return useMutation({
    mutationFn: async (body: BodyOf<(typeof onboardingSteps)[Step]>) =>
      (
        await queryEndpoint<(typeof onboardingSteps)[keyof typeof onboardingSteps]>(
          onboardingSteps[step],
          { params: { id: talentId }, body },
          { claim: shownByForm },
        )
      ).data,
    onSuccess: () => trackEvent({ name: 'Onboarding step done', step }),
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

import type { ComponentType } from 'react';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

type Screens = typeof import('./screens');

/** A page of the feature, loaded with the feature's texts the first time one of its routes matches. */
const page = (name: keyof Screens) =>
  lazyPage(async () => (await import('./screens'))[name] as ComponentType, ['assessments']);

/** Quizzes, contests and certificates. */
export const assessmentsRoutes: FeatureRoutes = {
  talent: [
    { path: 'quiz/:id/description', lazy: page('QuizDescriptionPage') },
    { path: 'quiz/:id', lazy: page('QuizResultPage') },
    { path: 'quiz/:id/question', lazy: page('QuizQuestionPage') },
    { path: 'contest', lazy: page('ContestListPage') },
    { path: 'contest/:id', lazy: page('ContestPage') },
    { path: 'contest/:id/challenges/:challengeId', lazy: page('ChallengePage') },
    { path: 'contest/:id/challenges/:challengeId/question', lazy: page('ChallengeQuestionPage') },
  ],
  // A certificate is public: anyone with its id may check it, signed in or not.
  talentOpen: [
    { path: 'certificate/:id', lazy: page('CertificatePage') },
    { path: 'certificate-not-found', lazy: page('CertificateNotFoundPage') },
  ],
  profileSections: [
    {
      id: 'earned-certificates',
      Section: lazyComponent(
        async () => (await import('./components/earned-certificates-section')).EarnedCertificatesSection,
        ['assessments'],
      ),
    },
  ],
};

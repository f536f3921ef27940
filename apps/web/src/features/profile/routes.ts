import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** A profile edit page, loaded lazily with the profile texts like every page. */
const editPage = (
  path: string,
  load: Parameters<typeof lazyPage>[0],
  namespaces: Parameters<typeof lazyPage>[1] = [],
) => ({
  path: `profile/${path}`,
  lazy: lazyPage(load, ['profile', ...namespaces]),
});

/**
 * Onboarding, the profile, its company view, its edit pages and the referee's answer page, each loaded
 * lazily with the profile texts.
 */
export const profileRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'onboarding/:step',
      lazy: lazyPage(async () => (await import('./pages/onboarding-page')).OnboardingPage, ['profile']),
    },
    {
      path: 'profile',
      lazy: lazyPage(
        async () => (await import('./pages/profile-page')).ProfilePage,
        ['profile', 'salaryPrediction'],
      ),
    },
    {
      path: 'profile/show',
      lazy: lazyPage(async () => (await import('./pages/profile-show-page')).ProfileShowPage, ['profile']),
    },
    editPage(
      'personal-information',
      async () => (await import('./pages/personal-information-page')).PersonalInformationPage,
    ),
    editPage('skills', async () => (await import('./pages/skills-page')).SkillsPage),
    editPage('experiences', async () => (await import('./pages/experiences-page')).ExperiencesPage),
    editPage('preferences', async () => (await import('./pages/preferences-page')).PreferencesPage, [
      'salaryPrediction',
    ]),
    editPage('education', async () => (await import('./pages/education-page')).EducationPage),
    editPage('certificates', async () => (await import('./pages/certificates-page')).CertificatesPage),
    editPage('publications', async () => (await import('./pages/publications-page')).PublicationsPage),
    editPage('achievements', async () => (await import('./pages/achievements-page')).AchievementsPage),
    editPage('language', async () => (await import('./pages/skills-page')).SkillsPage),
    editPage('projects', async () => (await import('./pages/projects-page')).ProjectsPage),
    editPage('portfolio', async () => (await import('./pages/portfolio-page')).PortfolioPage),
    editPage('references', async () => (await import('./pages/references-page')).ReferencesPage),
    editPage('references/edit', async () => (await import('./pages/ask-reference-page')).AskReferencePage),
  ],
  public: [
    {
      // Where the reference mail links to: the referee answers without an account.
      path: 'reference/answer',
      lazy: lazyPage(
        async () => (await import('./pages/reference-answer-page')).ReferenceAnswerPage,
        ['profile'],
      ),
    },
  ],
};

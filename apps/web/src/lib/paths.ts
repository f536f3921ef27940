/** Paths of the route table (spec section 2) that screens link to. */
export const paths = {
  home: '/',
  login: '/login',
  /** The login app's registration page. */
  register: '/login/register',
  logout: '/logout',
  dashboard: '/talent/interviews',
  /** Older links and the error screen's way out point here; it leads to the dashboard. */
  legacyDashboard: '/talent/dashboard',
  jobOpportunities: '/talent/job-opportunities',
  media: '/media',
  profile: '/talent/profile',
  settings: '/talent/settings',
  notifications: '/talent/notifications',
  notFound: '/talent/404',
  salaryCalculator: '/salary-calculator',
  /** The accessibility statement, linked from every footer. */
  accessibility: '/accessibility',
  /** The Terms of Service and the Privacy Policy a new account agrees to. */
  terms: '/terms',
  privacy: '/privacy',
  contests: '/talent/contest',
  refer: '/talent/refer',
  onboardingStep: (step: number) => `/talent/onboarding/${step}`,
  createPassword: '/talent/create-password',
} as const;

/** Profile paths keep their scroll position on navigation (spec section 2). */
export function isProfilePath(pathname: string): boolean {
  return pathname === paths.profile || pathname.startsWith(`${paths.profile}/`);
}

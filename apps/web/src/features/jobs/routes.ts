import type { RouteObject } from 'react-router';

/** Under /talent, behind the login gating: the listing and the job pages. */
export const jobRoutes: RouteObject[] = [
  {
    path: 'job-opportunities',
    lazy: async () => ({ Component: (await import('./pages/job-opportunities-page')).JobOpportunitiesPage }),
  },
  {
    path: 'job-opportunities/detail/:roleId',
    lazy: async () => ({ Component: (await import('./pages/job-detail-page')).OpportunityDetailPage }),
  },
  { path: 'job/:id', lazy: async () => ({ Component: (await import('./pages/job-detail-page')).JobPage }) },
  {
    path: 'company/:id',
    lazy: async () => ({ Component: (await import('./pages/company-page')).TalentCompanyPage }),
  },
];

/** /company/{id}: open to guests, so a shared link shows the page. */
export const guestCompanyRoute: RouteObject = {
  path: 'company/:id',
  lazy: async () => ({ Component: (await import('./pages/company-page')).GuestCompanyPage }),
};

/** /employer/{companyId}: the same page, for signed-in people. */
export const employerCompanyRoute: RouteObject = {
  path: ':companyId',
  lazy: async () => ({ Component: (await import('./pages/company-page')).TalentCompanyPage }),
};

import { paths } from '@/lib/paths';

/** The header's main links (spec section 2); Media opens in a new tab. */
export const navigationLinks = [
  { key: 'dashboard', to: paths.dashboard, newTab: false },
  { key: 'jobListing', to: paths.jobOpportunities, newTab: false },
  { key: 'media', to: paths.media, newTab: true },
] as const;

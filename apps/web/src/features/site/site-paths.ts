import { paths } from '@/lib/paths';

/** Where the footer pages live; the runtime configuration's site links point here by default. */
export const sitePaths = {
  about: '/about',
  career: '/career',
  event: '/event',
  contactUs: '/contact-us',
  faq: '/faq',
  accessibility: paths.accessibility,
  terms: paths.terms,
  privacy: paths.privacy,
} as const;

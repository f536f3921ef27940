import { modalNames } from '@/lib/modal-manager';
import { paths } from '@/lib/paths';

/** The header's main links (spec section 2); Media opens in a new tab. */
export const navigationLinks = [
  { key: 'dashboard', to: paths.dashboard, newTab: false },
  { key: 'jobListing', to: paths.jobOpportunities, newTab: false },
  { key: 'media', to: paths.media, newTab: true },
] as const;

/**
 * What a talent does besides applying, under CAREER TOOLS in the header and the drawer (issue #30:
 * an onboarded talent could not find them). The skill quizzes have no page of their own: the spec's
 * talent_assessment modal lists them.
 */
export const careerLinks = [
  { key: 'contests', to: paths.contests },
  { key: 'skillQuizzes', modal: modalNames.assessment },
  { key: 'refer', to: paths.refer },
  { key: 'salaryCalculator', to: paths.salaryCalculator },
] as const;

export type CareerLink = (typeof careerLinks)[number];

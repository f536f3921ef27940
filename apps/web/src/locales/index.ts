import { common } from './en/common';
import { errors } from './en/errors';
import { shell } from './en/shell';
import type { Translation } from './translation';

/** The languages a person reads Talent in: English, the spec's, and Indonesian (issue #35). */
export const languages = ['en', 'id'] as const;
export type Language = (typeof languages)[number];

/** The namespaces every page needs, bundled with the app in English. */
export const resources = {
  en: { common, errors, shell },
} as const;

/**
 * A feature's namespace, loaded with the first of its pages a person opens (`lazyPage` in
 * lib/lazy-page.ts), so no page carries another feature's texts. One line per feature, and one per
 * shared component that only some pages show (`components/salary-prediction`).
 */
export const lazyResources = {
  en: {
    accounts: () => import('./en/accounts').then((module) => module.accounts),
    assessments: () => import('./en/assessments').then((module) => module.assessments),
    chat: () => import('./en/chat').then((module) => module.chat),
    coworkerInvitations: () =>
      import('./en/coworker-invitations').then((module) => module.coworkerInvitations),
    dashboard: () => import('./en/dashboard').then((module) => module.dashboard),
    hiring: () => import('./en/hiring').then((module) => module.hiring),
    jobs: () => import('./en/jobs').then((module) => module.jobs),
    media: () => import('./en/media').then((module) => module.media),
    notifications: () => import('./en/notifications').then((module) => module.notifications),
    profile: () => import('./en/profile').then((module) => module.profile),
    rating: () => import('./en/rating').then((module) => module.rating),
    referral: () => import('./en/referral').then((module) => module.referral),
    salary: () => import('./en/salary').then((module) => module.salary),
    salaryPrediction: () => import('./en/salary-prediction').then((module) => module.salaryPrediction),
    site: () => import('./en/site').then((module) => module.site),
    takeHomePay: () => import('./en/take-home-pay').then((module) => module.takeHomePay),
  },
} as const;

export type LazyNamespace = keyof (typeof lazyResources)['en'];

type English = (typeof resources)['en'] & {
  [Name in LazyNamespace]: Awaited<ReturnType<(typeof lazyResources)['en'][Name]>>;
};

/** Every namespace as `t` sees it, bundled or lazy. */
export type Catalogue = English;
export type Namespace = keyof Catalogue;

/**
 * Another language, as one file fetched before its reader's first render: its bundled namespaces,
 * what else it needs (dayjs's day and month names), and the loaders of its features' namespaces.
 * Its loaders live there, not here, so an English reader's first load carries nothing of it.
 */
export interface LanguagePack {
  bundled: { [Name in keyof (typeof resources)['en']]: Translation<English[Name]> };
  lazy: { [Name in LazyNamespace]: () => Promise<Translation<English[Name]>> };
  /**
   * A contract message (a form's check in the browser) in this language, found by its English; a
   * text the contract does not hold comes back as it is. The words are the contract's own
   * (`indonesianMessages`), looked up here so only this language's readers load them.
   */
  contractMessage: (english: string) => string;
}

export const languagePacks: Record<Exclude<Language, 'en'>, () => Promise<LanguagePack>> = {
  id: () => import('./id').then((module) => module.pack),
};

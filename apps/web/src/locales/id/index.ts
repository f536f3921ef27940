// dayjs's Indonesian day and month names come with the texts, for Indonesian readers only.
import 'dayjs/locale/id';
import { messageIn } from '@talent/contract';
import type { LanguagePack } from '..';
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';

/** Indonesian: the namespaces English bundles, and its features' namespaces, each loaded with its pages. */
export const pack: LanguagePack = {
  bundled: { common, errors, shell },
  lazy: {
    accounts: () => import('./accounts').then((module) => module.accounts),
    assessments: () => import('./assessments').then((module) => module.assessments),
    chat: () => import('./chat').then((module) => module.chat),
    coworkerInvitations: () => import('./coworker-invitations').then((module) => module.coworkerInvitations),
    dashboard: () => import('./dashboard').then((module) => module.dashboard),
    hiring: () => import('./hiring').then((module) => module.hiring),
    jobs: () => import('./jobs').then((module) => module.jobs),
    media: () => import('./media').then((module) => module.media),
    notifications: () => import('./notifications').then((module) => module.notifications),
    profile: () => import('./profile').then((module) => module.profile),
    rating: () => import('./rating').then((module) => module.rating),
    referral: () => import('./referral').then((module) => module.referral),
    salary: () => import('./salary').then((module) => module.salary),
    salaryPrediction: () => import('./salary-prediction').then((module) => module.salaryPrediction),
    site: () => import('./site').then((module) => module.site),
    takeHomePay: () => import('./take-home-pay').then((module) => module.takeHomePay),
  },
  contractMessage: (english) => messageIn('id', english),
};

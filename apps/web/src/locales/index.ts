import { accounts } from './en/accounts';
import { common } from './en/common';
import { errors } from './en/errors';
import { jobs } from './en/jobs';
import { salary } from './en/salary';
import { shell } from './en/shell';
import { takeHomePay } from './en/take-home-pay';

/**
 * Every catalogue by language and namespace. A feature adds its namespace file under `en/` and one
 * line here; another language adds a folder with the same namespaces and one entry below.
 */
export const resources = {
  en: { accounts, common, errors, jobs, salary, shell, takeHomePay },
} as const;

export type Language = keyof typeof resources;
export type Namespace = keyof (typeof resources)['en'];

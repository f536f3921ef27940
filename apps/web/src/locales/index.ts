import { accounts } from './en/accounts';
import { common } from './en/common';
import { errors } from './en/errors';
import { shell } from './en/shell';

/**
 * Every catalogue by language and namespace. A feature adds its namespace file under `en/` and one
 * line here; another language adds a folder with the same namespaces and one entry below.
 */
export const resources = {
  en: { accounts, common, errors, shell },
} as const;

export type Language = keyof typeof resources;
export type Namespace = keyof (typeof resources)['en'];

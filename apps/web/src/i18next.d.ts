import 'i18next';
import type { Catalogue } from './locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}

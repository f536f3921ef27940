import type { Language } from '@/locales';
import { i18n } from './i18n';

/**
 * Dates the browser writes out (certificates, profile periods), day before month in both languages.
 * Apart from format.ts, which the shell carries: only some features' pages write dates this way.
 */
const dateLocales: Record<Language, string> = { en: 'en-GB', id: 'id-ID' };

/** A date in the reader's language, as the options spell it out: '27 November 2026', '27 November 2026'. */
export function formatDate(date: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(dateLocales[i18n.language], options).format(new Date(date));
}

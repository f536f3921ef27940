import type { IncomingHttpHeaders } from 'node:http';
import {
  type AccountLanguage,
  accountLanguages,
  languageCookie,
  languageParameter,
  readerLanguageOf,
} from '@talent/contract';
import { readCookie } from '../http/cookies.ts';
import { escapeHtml } from './page-heads.ts';

/**
 * The language a page is rendered in: the one its address names, else the one last chosen on this
 * browser (its language cookie), else the first of the browser's preferred languages Talent speaks
 * (`Accept-Language`), else English. `named` says the address chose it, so the page is that
 * language's own address and the same for every browser.
 */
export interface PageLanguage {
  language: AccountLanguage;
  named: boolean;
}

const spokenLanguage = (tag: string | null | undefined) => accountLanguages.find((spoken) => spoken === tag);

export function pageLanguageOf(url: URL, headers: IncomingHttpHeaders): PageLanguage {
  const named = spokenLanguage(url.searchParams.get(languageParameter));
  if (named !== undefined) return { language: named, named: true };
  const chosen = spokenLanguage(readCookie(headers.cookie, languageCookie));
  return { language: chosen ?? readerLanguageOf(headers['accept-language']), named: false };
}

/** The page's address in a language, or with none named (the browser's choice) for `null`. */
export function addressIn(page: URL, language: AccountLanguage | null): URL {
  const address = new URL(page);
  address.hash = '';
  if (language === null) address.searchParams.delete(languageParameter);
  else address.searchParams.set(languageParameter, language);
  return address;
}

/** A public page's canonical address: its address in the language named, else the one that lets the browser choose. */
export const canonicalIn = (page: URL, language: PageLanguage): URL =>
  addressIn(page, language.named ? language.language : null);

/** The page with `<html lang>` saying the language its text was rendered in. */
export function writePageLanguage(html: string, language: AccountLanguage): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * The canonical address of a public page in the language it shows, and its address in each language
 * with the address that lets the browser choose as `x-default`, so a search engine lists each
 * language's page for its readers. `page` is the page's one address, without a query
 * (`/company/7` for `/talent/company/7?lang=id`).
 */
export function writeLanguageAlternates(html: string, page: URL, language: PageLanguage): string {
  const link = (rel: string, address: URL, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(address.href)}" />`;
  const links = [
    link('canonical', canonicalIn(page, language)),
    ...accountLanguages.map((spoken) => link('alternate', addressIn(page, spoken), spoken)),
    link('alternate', addressIn(page, null), 'x-default'),
  ];
  return html.replace('</head>', `${links.join('\n')}\n</head>`);
}

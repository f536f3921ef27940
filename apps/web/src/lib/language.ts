import { languageCookie, languageParameter } from '@talent/contract';
import { defaultLanguage, type I18n, languageOf } from '@/lib/i18n';
import type { Language } from '@/locales';

/** The language a person last chose on this browser; it stays after sign-out, as a device's setting. */
const storageKey = 'language';

/**
 * The language a page opens in: the one the address names (`?lang=id`, a public page's Indonesian
 * address), else the one chosen here before, else the first of the browser's preferred languages
 * that Talent speaks, else English. A talent's account language replaces it once signed in.
 */
export function openingLanguage(
  address: string,
  stored: string | null,
  preferred: readonly string[],
): Language {
  const named = new URL(address, 'http://talent.invalid').searchParams.get(languageParameter);
  return (
    languageOf(named) ??
    languageOf(stored) ??
    preferred.map((tag) => languageOf(tag)).find((language) => language !== undefined) ??
    defaultLanguage
  );
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The language of the page being opened, in this browser. */
export function browserOpeningLanguage(): Language {
  return openingLanguage(window.location.href, storedLanguage(), navigator.languages ?? [navigator.language]);
}

/**
 * An address's query in a language, the rest kept (`?page=2&lang=id`): where a guest's switch moves
 * on a public page, each language having its own address (decision 0161).
 */
export function searchInLanguage(search: string, language: Language): string {
  const parameters = new URLSearchParams(search);
  parameters.set(languageParameter, language);
  return `?${parameters}`;
}

/** A chosen language is kept for a year, as a device's setting. */
const keptForSeconds = 365 * 24 * 60 * 60;

/**
 * Switches the reader to a language and remembers it on this browser: for the app, and in a cookie
 * for the server, which then renders an address that names no language in it.
 */
export async function switchLanguage(reader: I18n, language: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // A browser that keeps nothing still switches, for this visit.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${keptForSeconds}; samesite=lax${secure}`;
  await reader.changeLanguage(language);
}

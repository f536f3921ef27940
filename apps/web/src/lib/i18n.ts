import dayjs from 'dayjs';
import { createContext, use, useSyncExternalStore } from 'react';
import {
  type Language,
  type LanguagePack,
  type LazyNamespace,
  languagePacks,
  languages,
  lazyResources,
  type Namespace,
  resources,
} from '@/locales';
import type { FirstOf, ListedIn, NamespaceList, Translate, TranslateOptions } from './i18n-keys';

export const defaultLanguage: Language = 'en';

/**
 * Every namespace a language has so far: English's bundled ones from the start, another language's
 * once `changeLanguage` fetched them, a feature's once `loadNamespaces` brought it. Instances share
 * them; only their language is their own.
 */
const catalogues = Object.fromEntries(
  languages.map((language) => [language, { ...(resources as Partial<Record<Language, object>>)[language] }]),
) as { [L in Language]: { [N in Namespace]?: object } };

/**
 * How many instances read each language: a feature's namespace is fetched in those languages only,
 * so an Indonesian reader does not also download English texts, nor an English reader Indonesian.
 */
const readers = new Map<Language, number>();

function countReader(language: Language, change: 1 | -1): void {
  const count = (readers.get(language) ?? 0) + change;
  if (count > 0) readers.set(language, count);
  else readers.delete(language);
}

/** A language tag as a person's browser or account gives it ('id-ID', 'in', 'en-GB'), if Talent speaks it. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  // 'in' is Indonesian's code before 1989, which some older Android browsers still send.
  const spoken = primary === 'in' ? 'id' : primary;
  return languages.find((language) => language === spoken);
}

type Loaders = { [Name in LazyNamespace]: () => Promise<object> };

/**
 * Each language's loaders of its features' namespaces: English's from the start, another language's
 * once its pack arrived (its bundled namespaces with them). A pack that failed to arrive is asked again.
 */
const packs = new Map<Language, Promise<Loaders>>([['en', Promise.resolve(lazyResources.en)]]);

/** Each arrived language's wording of the contract's messages (English's is the contract's own). */
const contractWordings = new Map<Language, (english: string) => string>();

/**
 * A contract message, as the browser's own checks give it in English, in the reader's language once
 * its pack arrived (issue #35); a text the contract does not hold stays as it is.
 */
export function contractMessageIn(language: Language, english: string): string {
  return contractWordings.get(language)?.(english) ?? english;
}

function packOf(language: Language): Promise<Loaders> {
  let pack = packs.get(language);
  if (pack === undefined) {
    pack = languagePacks[language as Exclude<Language, 'en'>]().then(
      ({ bundled, lazy, contractMessage }: LanguagePack) => {
        Object.assign(catalogues[language], bundled);
        contractWordings.set(language, contractMessage);
        return lazy;
      },
    );
    pack.catch(() => packs.delete(language));
    packs.set(language, pack);
  }
  return pack;
}

/** Loads namespaces in a language, those it lacks; what arrived, for `changed` to announce. */
async function fetchNamespaces(language: Language, namespaces: readonly LazyNamespace[]): Promise<number> {
  const loaders = await packOf(language);
  const missing = namespaces.filter((namespace) => catalogues[language][namespace] === undefined);
  const arrived = await Promise.all(missing.map((namespace) => loaders[namespace]()));
  missing.forEach((namespace, index) => {
    catalogues[language][namespace] = arrived[index];
  });
  return missing.length;
}

/** Fetches a language's pack and the features' namespaces already loaded in another language. */
async function fetchLanguage(language: Language): Promise<void> {
  const loaded = Object.values(catalogues).flatMap((namespaces) => Object.keys(namespaces));
  await fetchNamespaces(
    language,
    lazyNamespaces.filter((namespace) => loaded.includes(namespace)),
  );
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `t` as it runs, whatever the key; `Translate` types it per namespace. */
type Translator = (key: string, options?: TranslateOptions) => unknown;

function changed(): void {
  for (const listener of listeners) listener();
}

export interface I18n {
  /** The reader's language; a text its catalogue lacks comes from English. */
  readonly language: Language;
  /** A text of any namespace as `'errors:noResponse'`, or of 'common' without a prefix. */
  readonly t: Translate<'common', Namespace>;
  /**
   * Fetches the language's texts, then components re-render in it; dates, numbers and the page's
   * `lang` follow. A language Talent does not speak is English.
   */
  changeLanguage(language: string): Promise<void>;
}

/**
 * Every text a person reads comes from these catalogues; English is the spec's wording, exact.
 * Adding a language means adding a catalogue, not touching components.
 */
export function createI18n(language: Language = defaultLanguage): I18n {
  let current = language;
  countReader(current, 1);
  return {
    get language() {
      return current;
    },
    t: ((key, options) =>
      translate(current, withNamespace('common', key), options)) as Translator as Translate<
      'common',
      Namespace
    >,
    async changeLanguage(tag) {
      const next = languageOf(tag) ?? defaultLanguage;
      // Counted before the texts arrive, so a page that starts loading meanwhile loads in both.
      countReader(next, 1);
      try {
        await fetchLanguage(next);
      } catch (error) {
        // The texts did not arrive: the reader stays in their language, and may ask again.
        countReader(next, -1);
        throw error;
      }
      countReader(current, -1);
      current = next;
      dayjs.locale(next);
      if (typeof document !== 'undefined') document.documentElement.lang = next;
      changed();
    },
  };
}

function withNamespace(namespace: Namespace, key: string): string {
  return key.includes(':') ? key : `${namespace}:${key}`;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function find(texts: unknown, path: string): unknown {
  let found = texts;
  for (const name of path.split('.')) {
    if (typeof found !== 'object' || found === null || !Object.hasOwn(found, name)) return undefined;
    found = (found as Record<string, unknown>)[name];
  }
  return found;
}

/** Values go in as they are: React escapes what it renders, so escaping here would show entities. */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (options === undefined) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined ? placeholder : String(value);
  });
}

const warned = new Set<string>();

/** `key` is `namespace:path`; the reader's language first, then English. */
function translate(language: string, key: string, options: TranslateOptions | undefined): unknown {
  const separator = key.indexOf(':');
  const namespace = key.slice(0, separator) as Namespace;
  const path = key.slice(separator + 1);
  const languages = language === defaultLanguage ? [language] : [language, defaultLanguage];
  for (const lng of languages) {
    const texts = catalogues[lng as Language]?.[namespace];
    const count = options?.count;
    const found =
      (count === undefined ? undefined : find(texts, `${path}_${pluralForm(lng, count)}`)) ??
      find(texts, path);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options?.returnObjects) return found;
  }
  // As i18next did, the key shows in place of a missing text; in development the console says which.
  if (import.meta.env.DEV && !warned.has(`${language} ${key}`)) {
    warned.add(`${language} ${key}`);
    console.warn(`No text for "${key}" in "${language}"`);
  }
  return path;
}

/**
 * Loads features' namespaces in the languages being read, once: a lazy route awaits this with its
 * page, so the page renders with its texts in place, and components already showing re-render with them.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  const arrived = await Promise.all(
    [...readers.keys()].map((language) => fetchNamespaces(language, namespaces)),
  );
  if (arrived.some((count) => count > 0)) changed();
}

/** Every lazy namespace, for tests that render a feature's components outside its routes. */
export const lazyNamespaces = Object.keys(lazyResources[defaultLanguage]) as LazyNamespace[];

/** The app's instance, also used outside React (toasts of the HTTP client). */
export const i18n = createI18n();

/** The instance components translate with; outside any provider, the app's. */
export const I18nContext = createContext<I18n>(i18n);

/**
 * The `t` a component is given, the same one until its language changes or one of its namespaces
 * arrives: its effects and memos that use `t` do not run again, and a namespace that another part of
 * the page loads does not re-render it (each such re-render is synchronous, even inside a transition).
 */
const translators = new WeakMap<I18n, Map<string, { stamp: string; t: Translator }>>();

function translatorOf(instance: I18n, namespaces: readonly Namespace[]): Translator {
  const stamp = [
    instance.language,
    ...namespaces.map((namespace) => catalogues[instance.language][namespace] !== undefined),
  ].join();
  let own = translators.get(instance);
  if (own === undefined) {
    own = new Map();
    translators.set(instance, own);
  }
  const list = namespaces.join();
  const cached = own.get(list);
  if (cached?.stamp === stamp) return cached.t;
  const [first = 'common'] = namespaces;
  const instanceT = instance.t as Translator;
  const t: Translator = (key, options) => instanceT(withNamespace(first, key), options);
  own.set(list, { stamp, t });
  return t;
}

/**
 * `t` for a component's namespaces: keys of the first without a prefix, of the others as `ns:key`
 * (`useTranslation()` is 'common'). A new `t` comes, and the component re-renders, when the
 * language changes or one of its namespaces arrives.
 */
export function useTranslation<const Ns extends NamespaceList = 'common'>(
  namespaces?: Ns,
): { t: Translate<FirstOf<Ns>, ListedIn<Ns>> } {
  const instance = use(I18nContext);
  const listed: readonly Namespace[] =
    typeof namespaces === 'string' ? [namespaces] : (namespaces ?? ['common']);
  // The server renders with the texts loaded too (decision 0149): the same `t` on both sides.
  const current = () => translatorOf(instance, listed);
  const t = useSyncExternalStore(subscribe, current, current);
  return { t: t as Translate<FirstOf<Ns>, ListedIn<Ns>> };
}

/** The reader's language; the component re-renders when it changes. */
export function useLanguage(): Language {
  const instance = use(I18nContext);
  const language = () => instance.language;
  return useSyncExternalStore(subscribe, language, language);
}

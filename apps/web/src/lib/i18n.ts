import dayjs from 'dayjs';
import { createContext, use, useSyncExternalStore } from 'react';
import { type Language, type LazyNamespace, lazyResources, type Namespace, resources } from '@/locales';
import type { FirstOf, ListedIn, NamespaceList, Translate, TranslateOptions } from './i18n-keys';

export const defaultLanguage: Language = 'en';

/**
 * Every namespace a language has so far: the bundled ones from the start, a feature's once
 * `loadNamespaces` brought it. Instances share them; only their language is their own.
 */
const catalogues = Object.fromEntries(
  Object.entries(resources).map(([language, namespaces]) => [language, { ...namespaces }]),
) as { [L in Language]: { [N in Namespace]?: object } };

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
  readonly language: string;
  /** A text of any namespace as `'errors:noResponse'`, or of 'common' without a prefix. */
  readonly t: Translate<'common', Namespace>;
  /** Components re-render in the new language; dates and the page's `lang` follow. */
  changeLanguage(language: string): void;
}

/**
 * Every text a person reads comes from these catalogues; English is the spec's wording, exact.
 * Adding a language means adding a catalogue, not touching components.
 */
export function createI18n(language: Language = defaultLanguage): I18n {
  let current: string = language;
  return {
    get language() {
      return current;
    },
    t: ((key, options) =>
      translate(current, withNamespace('common', key), options)) as Translator as Translate<
      'common',
      Namespace
    >,
    changeLanguage(next) {
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
 * Loads features' namespaces for every language, once: a lazy route awaits this with its page,
 * so the page renders with its texts in place, and components already showing re-render with them.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  const arrived = await Promise.all(
    Object.entries(lazyResources).flatMap(([language, loaders]) =>
      namespaces
        .filter((namespace) => catalogues[language as Language][namespace] === undefined)
        .map(async (namespace) => ({
          language: language as Language,
          namespace,
          texts: await loaders[namespace](),
        })),
    ),
  );
  if (arrived.length === 0) return;
  for (const { language, namespace, texts } of arrived) catalogues[language][namespace] = texts;
  changed();
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
    ...namespaces.map((namespace) => catalogues[defaultLanguage][namespace] !== undefined),
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

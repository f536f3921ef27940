import dayjs from 'dayjs';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, type LazyNamespace, lazyResources, resources } from '@/locales';

export const defaultLanguage: Language = 'en';

/** Lazy namespaces loaded so far, by language: every instance made from now on starts with them. */
const loaded: { [L in Language]?: { [N in LazyNamespace]?: object } } = {};
const instances = new Set<I18n>();

/**
 * Every text a person reads comes from these catalogues; English is the spec's wording, exact.
 * Adding a language means adding a catalogue, not touching components.
 */
export function createI18n(language: Language = defaultLanguage): I18n {
  const instance = i18next.createInstance();
  const bundled = Object.fromEntries(
    Object.entries(resources).map(([lng, namespaces]) => [
      lng,
      { ...namespaces, ...loaded[lng as Language] },
    ]),
  );
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: Object.keys(resources),
    resources: bundled,
    ns: Object.keys(resources[defaultLanguage]),
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show entities such as &#39;.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (next) => {
    dayjs.locale(next);
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  });
  instances.add(instance);
  return instance;
}

/**
 * Loads features' namespaces into every instance, once: a lazy route awaits this with its page,
 * so the page renders with its texts in place.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  await Promise.all(
    Object.entries(lazyResources).flatMap(([lng, loaders]) =>
      namespaces.map(async (namespace) => {
        const language = lng as Language;
        const texts = loaded[language]?.[namespace] ?? (await loaders[namespace]());
        loaded[language] = { ...loaded[language], [namespace]: texts };
        for (const instance of instances) {
          if (!instance.hasResourceBundle(language, namespace)) {
            instance.addResourceBundle(language, namespace, texts);
          }
        }
      }),
    ),
  );
}

/** Every lazy namespace, for tests that render a feature's components outside its routes. */
export const lazyNamespaces = Object.keys(lazyResources[defaultLanguage]) as LazyNamespace[];

/** The app's instance, also used outside React (toasts of the HTTP client). */
export const i18n = createI18n();

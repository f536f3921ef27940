import dayjs from 'dayjs';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, resources } from '@/locales';

export const defaultLanguage: Language = 'en';

/**
 * Every text a person reads comes from these catalogues; English is the spec's wording, exact.
 * Adding a language means adding a catalogue, not touching components.
 */
export function createI18n(language: Language = defaultLanguage): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: Object.keys(resources),
    resources,
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
  return instance;
}

/** The app's instance, also used outside React (toasts of the HTTP client). */
export const i18n = createI18n();

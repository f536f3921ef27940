import { Anchor, Group, UnstyledButton } from '@mantine/core';
import { languageParameter } from '@talent/contract';
import { use } from 'react';
import { Link, useLocation } from 'react-router';
import { useStoredAuth } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/hydration';
import { I18nContext, useLanguage, useTranslation } from '@/lib/i18n';
import { searchInLanguage, switchLanguage } from '@/lib/language';
import { type Language, languages } from '@/locales';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const languageNames: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

/**
 * The footer's choice of language: the app switches at once, and this browser remembers it. A guest
 * reads only public pages, each with an address per language (decision 0161), so a guest's choice
 * is a link to that language's address, which works before the page's script has run too; so is one
 * on an address that names a language. A talent's choice stays on the address.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const reader = use(I18nContext);
  const current = useLanguage();
  const guest = useStoredAuth() === null;
  const { search, hash } = useLocation();
  // The server never sees the `#hash`: the links carry it once the page is the browser's.
  const hydrated = useHydrated();
  const toAddress = guest || new URLSearchParams(search).has(languageParameter);
  const look = (language: Language) =>
    ({
      lang: language,
      fz: 'sm',
      fw: language === current ? 700 : 400,
      c: language === current ? 'inherit' : 'blue.8',
      td: language === current ? undefined : 'underline',
      onClick: () => void switchLanguage(reader, language),
      children: languageNames[language],
    }) as const;
  return (
    <Group component="ul" role="list" aria-label={t('footer.language')} gap="xs" style={listStyle}>
      {languages.map((language) => (
        <li key={language}>
          {toAddress ? (
            <Anchor
              component={Link}
              to={{ search: searchInLanguage(search, language), hash: hydrated ? hash : '' }}
              hrefLang={language}
              aria-current={language === current ? 'page' : undefined}
              {...look(language)}
            />
          ) : (
            <UnstyledButton aria-pressed={language === current} {...look(language)} />
          )}
        </li>
      ))}
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

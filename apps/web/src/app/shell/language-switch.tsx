import { Group, UnstyledButton } from '@mantine/core';
import { use } from 'react';
import { I18nContext, useLanguage, useTranslation } from '@/lib/i18n';
import { switchLanguage } from '@/lib/language';
import { type Language, languages } from '@/locales';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const languageNames: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

/** The footer's choice of language: the app switches at once, and this browser remembers it. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const reader = use(I18nContext);
  const current = useLanguage();
  return (
    <Group component="ul" role="list" aria-label={t('footer.language')} gap="xs" style={listStyle}>
      {languages.map((language) => (
        <li key={language}>
          <UnstyledButton
            lang={language}
            aria-pressed={language === current}
            fz="sm"
            fw={language === current ? 700 : 400}
            c={language === current ? undefined : 'blue.8'}
            td={language === current ? undefined : 'underline'}
            onClick={() => void switchLanguage(reader, language)}
          >
            {languageNames[language]}
          </UnstyledButton>
        </li>
      ))}
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

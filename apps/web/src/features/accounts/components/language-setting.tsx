import { Group, Radio } from '@mantine/core';
import { type AccountLanguage, accountLanguages } from '@talent/contract';
import { use } from 'react';
import { I18nContext, useLanguage, useTranslation } from '@/lib/i18n';
import { switchLanguage } from '@/lib/language';
import { showSuccessToast } from '@/lib/toast';
import { useSaveAccountLanguage } from '../api/account-language';

/** Each language named in itself, as in the footer's switch. */
const languageNames: Record<AccountLanguage, string> = { en: 'English', id: 'Bahasa Indonesia' };

/**
 * Settings: the account's language. Choosing one saves it on the account, then the page reads in it;
 * the toast confirms in the new language.
 */
export function LanguageSetting() {
  const { t } = useTranslation('accounts');
  const reader = use(I18nContext);
  const current = useLanguage();
  const save = useSaveAccountLanguage();

  const choose = (value: string) => {
    const language = accountLanguages.find((known) => known === value);
    if (language === undefined || save.isPending) return;
    save.mutate(language, {
      onSuccess: async () => {
        await switchLanguage(reader, language);
        showSuccessToast(reader.t('accounts:settings.language.saved'));
      },
    });
  };

  return (
    <Radio.Group value={current} onChange={choose} label={t('settings.language.label')}>
      <Group mt="xs">
        {accountLanguages.map((language) => (
          <Radio key={language} value={language} label={languageNames[language]} lang={language} />
        ))}
      </Group>
    </Radio.Group>
  );
}

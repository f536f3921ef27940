import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** An email input labelled 'Email' with an example address; pass `autoComplete="username"` on sign-in. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      autoComplete="email"
      {...props}
    />
  );
}

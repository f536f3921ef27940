import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** A password input whose show/hide toggle is reachable by keyboard and named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      {...props}
    />
  );
}

import type { GetInputPropsReturnType } from '@mantine/form';
import { PasswordField } from '@/components/ui/password-field';
import { useTranslation } from '@/lib/i18n';

interface NewPasswordForm {
  getInputProps(field: 'password' | 'password_confirmation'): GetInputPropsReturnType;
}

/** The new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({
  form,
  label,
}: {
  form: NewPasswordForm;
  label: 'password' | 'newPassword';
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        label={t(`fields.${label}`)}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}

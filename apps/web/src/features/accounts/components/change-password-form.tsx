import { Stack } from '@mantine/core';
import { changePasswordBodySchema } from '@talent/contract';
import { FormLayout } from '@/components/ui/form-layout';
import { PasswordField } from '@/components/ui/password-field';
import { useTranslation } from '@/lib/i18n';
import { showSuccessToast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangePassword } from '../api/change-password';
import { replaceStoredSession } from '../session/session';
import { NewPasswordFields } from './new-password-fields';

/**
 * Settings: change the password. The server ends every session and answers a fresh one for this
 * browser, which is kept so the talent stays signed in here.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const changePassword = useChangePassword();
  const { form, message, submitWith } = useContractForm({
    name: 'change-password',
    schema: changePasswordBodySchema,
    initialValues: { old_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = submitWith(async (values) => {
    const session = await changePassword.mutateAsync(values);
    replaceStoredSession(session);
    form.reset();
    showSuccessToast(t('settings.changePassword.success'));
  });

  return (
    <Stack gap="sm">
      <FormLayout
        onSubmit={onSubmit}
        message={message}
        submitLabel={t('settings.changePassword.submit')}
        submitting={form.submitting}
        fullWidth={false}
        maw={420}
      >
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('old_password')}
        />
        <NewPasswordFields form={form} label="newPassword" />
      </FormLayout>
    </Stack>
  );
}

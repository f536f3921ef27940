import { Button, Group, Stack } from '@mantine/core';
import { changePasswordBodySchema } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { showSuccessToast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { formFailureOf } from '../model/account-failure';
import { replaceStoredSession } from '../session/session';
import { FormMessage } from './form-message';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

/**
 * Settings: change the password. The server ends every session and answers a fresh one for this
 * browser, which is kept so the talent stays signed in here.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const changePassword = useChangePassword();
  const { form, message, submitWith, showFailure } = useAccountForm({
    name: 'change-password',
    schema: changePasswordBodySchema,
    initialValues: { old_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = submitWith(async (values) => {
    try {
      const session = await changePassword.mutateAsync(values);
      replaceStoredSession(session);
      form.reset();
      showSuccessToast(t('settings.changePassword.success'));
    } catch (error) {
      const failure = error instanceof ApiError ? formFailureOf(error.failure) : null;
      if (failure !== null) showFailure(failure);
    }
  });

  return (
    <Stack gap="sm">
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('old_password')}
          />
          <NewPasswordFields form={form} label="newPassword" />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('settings.changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

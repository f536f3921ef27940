import { Anchor, Button, Stack } from '@mantine/core';
import { accountErrorTypes, passwordSchema, withPasswordConfirmation } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/reset-password';
import { useAccountForm } from '../hooks/use-account-form';
import { formFailureOf } from '../model/account-failure';
import { accountPaths } from '../model/account-paths';
import type { LoginNotice } from '../model/login-notice';
import { FormMessage } from './form-message';
import { NewPasswordFields } from './new-password-fields';

const resetPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema, password_confirmation: z.string() }),
);

/** Choosing a new password from the reset mail's link (/login?reset_token=…). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const { form, message, submitWith, showFailure } = useAccountForm({
    name: 'reset-password',
    schema: resetPasswordFormSchema,
    initialValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = submitWith(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
      const notice: LoginNotice = { kind: 'password-reset' };
      void navigate(paths.login, { replace: true, state: { notice } });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.type === accountErrorTypes.linkInvalid) {
        setLinkInvalid(true);
        return;
      }
      const failure = formFailureOf(error.failure);
      if (failure !== null) showFailure(failure);
    }
  });

  if (linkInvalid) {
    return (
      <Stack gap="md">
        <FormMessage tone="error">{t('resetPassword.linkInvalid')}</FormMessage>
        <Button component={Link} to={accountPaths.forgotPassword} replace>
          {t('resetPassword.requestNewLink')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NewPasswordFields form={form} label="newPassword" />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.login} replace size="sm" ta="center">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </Stack>
  );
}

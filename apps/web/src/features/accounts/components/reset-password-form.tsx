import { Anchor, Button, Stack } from '@mantine/core';
import { accountErrorTypes, passwordSchema, withPasswordConfirmation } from '@talent/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { FormLayout } from '@/components/ui/form-layout';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useResetPassword } from '../api/reset-password';
import { accountPaths } from '../model/account-paths';
import type { LoginNotice } from '../model/login-notice';
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
  const { form, message, submitWith } = useContractForm({
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
      if (!(error instanceof ApiError && error.type === accountErrorTypes.linkInvalid)) throw error;
      setLinkInvalid(true);
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
      <FormLayout
        onSubmit={onSubmit}
        message={message}
        submitLabel={t('resetPassword.submit')}
        submitting={form.submitting}
      >
        <NewPasswordFields form={form} label="newPassword" />
      </FormLayout>
      <Anchor component={Link} to={paths.login} replace size="sm" ta="center">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </Stack>
  );
}

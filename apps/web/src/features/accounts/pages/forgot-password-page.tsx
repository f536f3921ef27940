import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { emailBodySchema } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { FormMessage } from '../components/form-message';
import { useAccountForm } from '../hooks/use-account-form';
import { formFailureOf } from '../model/account-failure';

/**
 * /login/forgot-password: asks for a reset mail. The answer is the same whether or not the account
 * exists, so the page cannot be used to find accounts.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const { form, message, submitWith, showFailure } = useAccountForm({
    name: 'forgot-password',
    schema: emailBodySchema,
    initialValues: { email: '' },
  });

  const onSubmit = submitWith(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email.trim());
      setSent(true);
    } catch (error) {
      const failure = error instanceof ApiError ? formFailureOf(error.failure) : null;
      if (failure !== null) showFailure(failure);
    }
  });

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      documentTitle={t('forgotPassword.documentTitle')}
      intro={sent ? undefined : t('forgotPassword.intro')}
    >
      {sent ? (
        <FormMessage tone="success">{t('forgotPassword.sent')}</FormMessage>
      ) : (
        <>
          {message !== null && <FormMessage tone="error">{message}</FormMessage>}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('fields.email')}
                placeholder={t('fields.emailPlaceholder')}
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <Button type="submit" fullWidth loading={form.submitting}>
                {t('forgotPassword.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

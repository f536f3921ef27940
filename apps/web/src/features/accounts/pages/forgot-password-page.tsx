import { Anchor } from '@mantine/core';
import { emailBodySchema } from '@talent/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '@/components/ui/contact-fields';
import { FormLayout } from '@/components/ui/form-layout';
import { FormMessage } from '@/components/ui/form-message';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

/**
 * /login/forgot-password: asks for a reset mail. The answer is the same whether or not the account
 * exists, so the page cannot be used to find accounts.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const { form, message, submitWith } = useContractForm({
    name: 'forgot-password',
    schema: emailBodySchema,
    initialValues: { email: '' },
  });

  const onSubmit = submitWith(async ({ email }) => {
    await requestReset.mutateAsync(email.trim());
    setSent(true);
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
        <FormLayout
          onSubmit={onSubmit}
          message={message}
          submitLabel={t('forgotPassword.submit')}
          submitting={form.submitting}
        >
          <EmailField withAsterisk {...form.getInputProps('email')} />
        </FormLayout>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

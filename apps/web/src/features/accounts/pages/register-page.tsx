import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { signupBodySchema, withPasswordConfirmation } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { FormMessage } from '../components/form-message';
import { NewPasswordFields } from '../components/new-password-fields';
import { ResendVerification } from '../components/verify-account-prompt';
import { useAccountForm } from '../hooks/use-account-form';
import { formFailureOf } from '../model/account-failure';

const registerFormSchema = withPasswordConfirmation(
  signupBodySchema.extend({ password_confirmation: z.string() }),
);

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('accounts');
  const signUp = useSignUp();
  const { form, message, submitWith, showFailure } = useAccountForm({
    name: 'register',
    schema: registerFormSchema,
    initialValues: { fullname: '', email: '', phone: '', password: '', password_confirmation: '' },
  });

  const onSubmit = submitWith(async ({ password_confirmation: _confirmation, ...body }) => {
    try {
      const account = await signUp.mutateAsync(body);
      onRegistered(account.email);
    } catch (error) {
      const failure = error instanceof ApiError ? formFailureOf(error.failure) : null;
      if (failure !== null) showFailure(failure);
    }
  });

  return (
    <Stack gap="md">
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullname')}
          />
          <TextInput
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('fields.phone')}
            placeholder={t('fields.phonePlaceholder')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('phone')}
          />
          <NewPasswordFields form={form} label="password" />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** /login/register: a new talent account, verified through the mail before the first sign-in. */
export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail !== null) {
    return (
      <AuthCard title={t('register.doneTitle')} documentTitle={t('register.documentTitle')}>
        <FormMessage tone="success">{t('register.done')}</FormMessage>
        <Text>{t('register.doneEmail', { email: registeredEmail })}</Text>
        <Text size="sm" c="dimmed">
          {t('verifyPrompt.noMail')}
        </Text>
        <ResendVerification email={registeredEmail} />
        <Button component={Link} to={paths.login} variant="subtle">
          {t('register.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('register.title')}
      documentTitle={t('register.documentTitle')}
      intro={t('register.intro')}
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthCard>
  );
}

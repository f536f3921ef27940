import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { referralLinkQuery, signupBodySchema, withPasswordConfirmation } from '@talent/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { EmailField } from '@/components/ui/contact-fields';
import { FormLayout } from '@/components/ui/form-layout';
import { FormMessage } from '@/components/ui/form-message';
import { PhoneField } from '@/components/ui/phone-field';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { ResendVerification } from '../components/verify-account-prompt';

const registerFormSchema = withPasswordConfirmation(
  z.extend(signupBodySchema, { password_confirmation: z.string() }),
);

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('accounts');
  const signUp = useSignUp();
  // A friend's invitation links here with their name and email, so they only add the rest.
  const [search] = useSearchParams();
  const { form, message, submitWith } = useContractForm({
    name: 'register',
    schema: registerFormSchema,
    initialValues: {
      fullname: search.get(referralLinkQuery.name) ?? '',
      email: search.get(referralLinkQuery.email) ?? '',
      phone: '',
      password: '',
      password_confirmation: '',
      terms_accepted: false,
    },
  });

  const onSubmit = submitWith(async ({ password_confirmation: _confirmation, terms_accepted, ...body }) => {
    // The schema has refused the form already when the box is not ticked; this tells TypeScript so.
    if (!terms_accepted) return;
    const account = await signUp.mutateAsync({ ...body, terms_accepted });
    onRegistered(account.email);
  });

  return (
    <Stack gap="md">
      <FormLayout
        onSubmit={onSubmit}
        message={message}
        submitLabel={t('register.submit')}
        submitting={form.submitting}
      >
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('fullname')}
        />
        <EmailField withAsterisk {...form.getInputProps('email')} />
        <PhoneField withAsterisk {...form.getInputProps('phone')} />
        <NewPasswordFields form={form} label="password" />
        <Checkbox
          label={
            <>
              {t('register.consentStart')}{' '}
              <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                {t('register.terms')}
              </Anchor>{' '}
              {t('register.consentJoin')}{' '}
              <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                {t('register.privacy')}
              </Anchor>
            </>
          }
          {...form.getInputProps('terms_accepted', { type: 'checkbox' })}
        />
      </FormLayout>
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

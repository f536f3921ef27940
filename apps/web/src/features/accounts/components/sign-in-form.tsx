import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { signinBodySchema } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '@/components/ui/contact-fields';
import { FormLayout } from '@/components/ui/form-layout';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { WhenFirstNeeded } from '@/lib/once-needed';
import { useContractForm } from '@/lib/use-contract-form';
import { useSignIn } from '../api/sign-in';
import { endServerSession } from '../api/sign-out';
import { classifySignInFailure } from '../model/account-failure';
import { accountPaths } from '../model/account-paths';
import { decideLoginOutcome } from '../model/login-outcome';
import { forgetSession, storeSession } from '../session/session';
import { ProfessionalNetworkButton } from './professional-network-button';
import { RejectedAccountMessage } from './rejected-account-message';

/** The prompt is a modal most sign-ins never see: it loads with the first unverified account. */
const VerifyAccountPrompt = lazy(async () => ({
  default: (await import('./verify-account-prompt')).VerifyAccountPrompt,
}));

type Refusal = { kind: 'rejected'; accountType: string } | { kind: 'invalid-credentials'; message: string };

/**
 * Sign in with email and password, then the login outcome of spec section 4: a talent is stored
 * (the page then sends them where they belong); any other account type is logged out again.
 */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { form, message, submitWith, showFailure } = useContractForm({
    name: 'sign-in',
    schema: signinBodySchema,
    initialValues: { email: initialEmail, password: '' },
  });

  const onSubmit = submitWith(async (values) => {
    setRefusal(null);
    try {
      const session = await signIn.mutateAsync(values);
      const outcome = decideLoginOutcome(session);
      if (outcome.kind === 'rejected') {
        forgetSession(queryClient);
        void endServerSession(session.token);
        setRefusal(outcome);
        return;
      }
      storeSession(session, { id: session.id, email: values.email.trim() });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const failure = classifySignInFailure(error.failure);
      if (failure.kind === 'verify-account') setUnverifiedEmail(values.email.trim());
      if (failure.kind === 'invalid-credentials') {
        setRefusal(failure);
        // The busy button lost the focus; the person goes on by typing the password again.
        form.getInputNode('password')?.focus();
      }
      if (failure.kind === 'form') showFailure(failure.failure);
    }
  });

  return (
    <Stack gap="md">
      {refusal?.kind === 'rejected' && <RejectedAccountMessage accountType={refusal.accountType} />}
      {refusal?.kind === 'invalid-credentials' && (
        <FormMessage tone="error" title={refusal.message}>
          {t('login.invalidCredentialsHint')}
        </FormMessage>
      )}
      <FormLayout
        onSubmit={onSubmit}
        message={message}
        submitLabel={t('login.submit')}
        submitting={form.submitting}
      >
        <EmailField autoComplete="username" withAsterisk {...form.getInputProps('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={accountPaths.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </FormLayout>
      <Divider label={t('login.or')} labelPosition="center" />
      <ProfessionalNetworkButton />
      <Text ta="center" size="sm">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={accountPaths.register} fw={600}>
          {t('login.register')}
        </Anchor>
      </Text>
      <WhenFirstNeeded needed={unverifiedEmail !== null}>
        <VerifyAccountPrompt email={unverifiedEmail} onClose={() => setUnverifiedEmail(null)} />
      </WhenFirstNeeded>
    </Stack>
  );
}

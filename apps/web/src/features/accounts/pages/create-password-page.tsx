import { createPasswordBodySchema } from '@talent/contract';
import { useNavigate } from 'react-router';
import { FormLayout } from '@/components/ui/form-layout';
import { useTranslation } from '@/lib/i18n';
import { showSuccessToast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreatePassword } from '../api/create-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { signedInDestination } from '../model/login-outcome';
import { replaceStoredSession } from '../session/session';

/**
 * /talent/create-password: forced on a talent whose account was made without a password (spec
 * section 4). Creating it sets `password_created`, and the talent moves on to onboarding or the
 * dashboard.
 */
export function CreatePasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const createPassword = useCreatePassword();
  const { form, message, submitWith } = useContractForm({
    name: 'create-password',
    schema: createPasswordBodySchema,
    initialValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = submitWith(async (values) => {
    const session = await createPassword.mutateAsync(values);
    replaceStoredSession(session);
    showSuccessToast(t('createPassword.success'));
    void navigate(signedInDestination(session.onboarded), { replace: true });
  });

  return (
    <AuthCard
      title={t('createPassword.title')}
      documentTitle={t('createPassword.documentTitle')}
      intro={t('createPassword.intro')}
    >
      <FormLayout
        onSubmit={onSubmit}
        message={message}
        submitLabel={t('createPassword.submit')}
        submitting={form.submitting}
      >
        <NewPasswordFields form={form} label="password" />
      </FormLayout>
    </AuthCard>
  );
}

import { accountLinks } from '@talent/contract';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignInForm } from '../components/sign-in-form';
import { VerifyEmail } from '../components/verify-email';
import { type LoginNotice, readLoginNotice } from '../model/login-notice';
import { signedInDestination } from '../model/login-outcome';

function Notice({ notice }: { notice: LoginNotice }) {
  const { t } = useTranslation('accounts');
  switch (notice.kind) {
    case 'email-verified':
      return <FormMessage tone="success">{t('verifyEmail.verified')}</FormMessage>;
    case 'verify-link-invalid':
      return <FormMessage tone="error">{t('verifyEmail.linkInvalid')}</FormMessage>;
    case 'password-reset':
      return (
        <FormMessage tone="success" title={t('resetPassword.success')}>
          {t('resetPassword.successHint')}
        </FormMessage>
      );
  }
}

/**
 * /login: sign in; the mails' links land here too (`verify_token`, `reset_token`). Someone already
 * signed in goes where they belong: a talent by the login outcome rules, anyone else to /logout.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const auth = useStoredAuth();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const verifyToken = search.get(accountLinks.verifyQuery);
  const resetToken = search.get(accountLinks.resetQuery);

  if (resetToken) {
    return (
      <AuthCard
        title={t('resetPassword.title')}
        documentTitle={t('resetPassword.documentTitle')}
        intro={t('resetPassword.intro')}
      >
        <ResetPasswordForm token={resetToken} />
      </AuthCard>
    );
  }
  if (verifyToken) return <VerifyEmail token={verifyToken} />;
  if (auth !== null) {
    return <Navigate to={isTalentLogin(auth) ? signedInDestination(auth.onboarded) : paths.logout} replace />;
  }

  const notice = readLoginNotice(state);
  return (
    <AuthCard title={t('login.title')} documentTitle={t('login.documentTitle')} intro={t('login.intro')}>
      {notice !== null && <Notice notice={notice} />}
      <SignInForm initialEmail={notice?.kind === 'email-verified' ? notice.email : ''} />
    </AuthCard>
  );
}

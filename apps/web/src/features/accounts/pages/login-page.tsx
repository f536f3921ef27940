import { accountLinks, accountMessages } from '@talent/contract';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { rememberReturnTo, returnToQuery } from '@/lib/return-to';
import { confirmEmailChange, undoEmailChange, verifyEmail } from '../api/mail-links';
import { AuthCard } from '../components/auth-card';
import { FollowMailLink } from '../components/follow-mail-link';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignInForm } from '../components/sign-in-form';
import { type LoginNotice, readLoginNotice } from '../model/login-notice';
import { signedInDestination } from '../model/login-outcome';

function Notice({ notice }: { notice: LoginNotice }) {
  const { t } = useTranslation('accounts');
  switch (notice.kind) {
    case 'email-verified':
      return <FormMessage tone="success">{t('verifyEmail.verified')}</FormMessage>;
    case 'verify-link-invalid':
      return <FormMessage tone="error">{t('verifyEmail.linkInvalid')}</FormMessage>;
    case 'email-changed':
      return <FormMessage tone="success">{accountMessages.emailChanged(notice.email)}</FormMessage>;
    case 'email-change-undone':
      return <FormMessage tone="success">{accountMessages.emailChangeUndone(notice.email)}</FormMessage>;
    case 'email-link-invalid':
      return <FormMessage tone="error">{accountMessages.linkInvalid}</FormMessage>;
    case 'password-reset':
      return (
        <FormMessage tone="success" title={t('resetPassword.success')}>
          {t('resetPassword.successHint')}
        </FormMessage>
      );
  }
}

const emailVerified = (email: string): LoginNotice => ({ kind: 'email-verified', email });
const emailChanged = (email: string): LoginNotice => ({ kind: 'email-changed', email });
const emailChangeUndone = (email: string): LoginNotice => ({ kind: 'email-change-undone', email });
const verifyLinkInvalid: LoginNotice = { kind: 'verify-link-invalid' };
const emailLinkInvalid: LoginNotice = { kind: 'email-link-invalid' };

/**
 * /login: sign in; the mails' links land here too (`verify_token`, `reset_token`, and the email
 * change's `email_change_token` and `email_undo_token`). A `returnTo` is where signing in leads
 * (a guest's Apply pressed before its page's script ran). Someone already signed in goes where they
 * belong: a talent by the login outcome rules, anyone else to /logout.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const auth = useStoredAuth();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const hydrated = useHydrated();
  const verifyToken = search.get(accountLinks.verifyQuery);
  const resetToken = search.get(accountLinks.resetQuery);
  const emailChangeToken = search.get(accountLinks.emailChangeQuery);
  const emailUndoToken = search.get(accountLinks.emailUndoQuery);
  const returnTo = search.get(returnToQuery);
  useEffect(() => {
    if (returnTo !== null) rememberReturnTo(returnTo);
  }, [returnTo]);

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
  if (verifyToken) {
    return (
      <FollowMailLink
        token={verifyToken}
        follow={verifyEmail}
        succeeded={emailVerified}
        failed={verifyLinkInvalid}
        checking={t('verifyEmail.checking')}
      />
    );
  }
  if (emailChangeToken || emailUndoToken) {
    return (
      <FollowMailLink
        token={emailChangeToken ?? emailUndoToken ?? ''}
        follow={emailChangeToken ? confirmEmailChange : undoEmailChange}
        succeeded={emailChangeToken ? emailChanged : emailChangeUndone}
        failed={emailLinkInvalid}
        checking={t('emailChange.checking')}
      />
    );
  }
  if (auth !== null) {
    return <Navigate to={isTalentLogin(auth) ? signedInDestination(auth.onboarded) : paths.logout} replace />;
  }

  // The server never sees the history entry's state: a reload keeps it, so it shows once hydrated.
  const notice = hydrated ? readLoginNotice(state) : null;
  const initialEmail = notice !== null && 'email' in notice ? notice.email : '';
  return (
    <AuthCard title={t('login.title')} documentTitle={t('login.documentTitle')} intro={t('login.intro')}>
      {notice !== null && <Notice notice={notice} />}
      <SignInForm key={initialEmail} initialEmail={initialEmail} />
    </AuthCard>
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useVerifyEmail } from '../api/verify-email';
import type { LoginNotice } from '../model/login-notice';

/**
 * Follows the verify link of the mail (/login?verify_token=…): verifies once, then shows the sign-in
 * form with the outcome, with the token gone from the address.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { mutate } = useVerifyEmail();
  // The token works once: React's development double effects must not spend it twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    const done = (notice: LoginNotice) => {
      void navigate(paths.login, { replace: true, state: { notice } });
    };
    mutate(token, {
      onSuccess: ({ email }) => done({ kind: 'email-verified', email }),
      onError: () => done({ kind: 'verify-link-invalid' }),
    });
  }, [token, mutate, navigate]);

  return <PageLoader label={t('verifyEmail.checking')} />;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { readAuthToken } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { showErrorToast } from '@/lib/toast';
import { endServerSession } from '../api/sign-out';
import { forgetSession } from '../session/session';

export const sessionExpiredType = 'SESSION_EXPIRED';

/**
 * /logout and /logout?type=SESSION_EXPIRED (spec sections 2, 4, 8): forget everything this browser
 * held about the session, end it on the server unless it already ended there, and go to /login.
 */
export function LogoutPage() {
  const { t } = useTranslation(['accounts', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const expired = search.get('type') === sessionExpiredType;
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const token = readAuthToken();
    forgetSession(queryClient);
    if (expired) showErrorToast(t('errors:sessionExpired'));
    else if (token !== null) void endServerSession(token);
    void navigate(paths.login, { replace: true });
  }, [expired, navigate, queryClient, t]);

  return <PageLoader label={t('accounts:logout.signingOut')} />;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { clearStoredSession } from '@/lib/auth-storage';
import { closeAllModals } from '@/lib/modal-manager';
import { paths } from '@/lib/paths';

/**
 * Logout (spec section 4): forget the stored auth, talent and announcement, drop every cached
 * answer, and go to /login. The accounts feature also ends the session on the server here.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    clearStoredSession();
    queryClient.clear();
    closeAllModals();
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);

  return <PageLoader label={t('loading')} />;
}

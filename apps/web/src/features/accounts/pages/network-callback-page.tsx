import { Button } from '@mantine/core';
import type { NetworkSignInError } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { fetchSessionOf } from '../api/current-session';
import { endServerSession } from '../api/sign-out';
import { AuthCard } from '../components/auth-card';
import { RejectedAccountMessage } from '../components/rejected-account-message';
import { decideLoginOutcome, signedInDestination } from '../model/login-outcome';
import { readNetworkCallback } from '../model/network-callback';
import { forgetSession, storeSession } from '../session/session';

type Failure = { kind: 'network'; error: NetworkSignInError } | { kind: 'rejected'; accountType: string };

/**
 * /login/callback: the end of the professional-network sign-in. The token it is handed is read
 * back from the server, put through the same login outcome as a password sign-in, and stored.
 */
export function NetworkCallbackPage() {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const location = useLocation();
  const auth = useStoredAuth();
  // The token travels in the `#hash`, which the server never sees: until hydrated, the page is the
  // server's, signing in.
  const callback = useHydrated() ? readNetworkCallback(location.search, location.hash) : null;
  const [signInFailure, setFailure] = useState<Failure | null>(null);
  const failure: Failure | null =
    callback?.kind === 'error' ? { kind: 'network', error: callback.error } : signInFailure;
  const started = useRef(false);

  const token = callback?.kind === 'token' ? callback.token : null;
  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    // A new sign-in replaces whatever this browser held before.
    forgetSession(queryClient);
    fetchSessionOf(token).then(
      (session) => {
        const outcome = decideLoginOutcome(session);
        if (outcome.kind === 'rejected') {
          void endServerSession(session.token);
          setFailure(outcome);
          return;
        }
        storeSession(session);
      },
      () => setFailure({ kind: 'network', error: 'failed' }),
    );
  }, [token, queryClient]);

  if (auth !== null && isTalentLogin(auth))
    return <Navigate to={signedInDestination(auth.onboarded)} replace />;
  if (failure === null) return <PageLoader label={t('networkCallback.signingIn')} />;

  return (
    <AuthCard title={t('networkCallback.failedTitle')} documentTitle={t('networkCallback.documentTitle')}>
      {failure.kind === 'network' ? (
        <FormMessage tone="error">{t(`networkCallback.errors.${failure.error}`)}</FormMessage>
      ) : (
        <RejectedAccountMessage accountType={failure.accountType} />
      )}
      <Button component={Link} to={paths.login} replace>
        {t('networkCallback.backToLogin')}
      </Button>
    </AuthCard>
  );
}

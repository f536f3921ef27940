import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/lib/paths';
import type { LoginNotice } from '../model/login-notice';

/**
 * Follows a single-use link of a mail that lands on /login (`verify_token`, `email_change_token`,
 * `email_undo_token`): calls the API once, then shows the sign-in form with the outcome, with the
 * token gone from the address. A link works once, so the call is a mutation: never retried.
 */
export function FollowMailLink({
  token,
  follow,
  succeeded,
  failed,
  checking,
}: {
  token: string;
  follow: (token: string) => Promise<{ email: string }>;
  succeeded: (email: string) => LoginNotice;
  failed: LoginNotice;
  checking: string;
}) {
  const navigate = useNavigate();
  const { mutate } = useMutation({ mutationFn: follow });
  // The token works once: React's development double effects must not spend it twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    const done = (notice: LoginNotice) => {
      void navigate(paths.login, { replace: true, state: { notice } });
    };
    mutate(token, {
      onSuccess: ({ email }) => done(succeeded(email)),
      onError: () => done(failed),
    });
  }, [token, mutate, navigate, succeeded, failed]);

  return <PageLoader label={checking} />;
}

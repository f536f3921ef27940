import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useStoredSessionRefresh } from '@/features/accounts';
import { useStoredAuth } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/i18n';
import { type AccessDecision, decideSignedInAccess, decideTalentAccess } from './talent-access';

function Guarded({ decision }: { decision: AccessDecision }) {
  const { t } = useTranslation('shell');
  // The server's page of a signed-in page is its frame and this skeleton (decision 0149): nobody is
  // sent away before the browser has read who is signed in.
  if (!useHydrated()) return <PageLoader label={t('pageLoading')} />;
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}

/** What a talent route may say of itself in its `handle`. */
export interface TalentRouteHandle {
  /** A guest sees the page too (a shared job link); a signed-in account meets the usual gates. */
  openToGuests?: boolean;
}

/** Wraps every talent page: re-decides on each route change and whenever the stored login changes. */
export function RequireTalent() {
  const auth = useStoredAuth();
  useStoredSessionRefresh(auth);
  const { pathname } = useLocation();
  const openToGuests = useMatches().some(
    (match) => (match.handle as TalentRouteHandle | undefined)?.openToGuests,
  );
  if (auth === null && openToGuests) return <Outlet />;
  return <Guarded decision={decideTalentAccess(auth, pathname)} />;
}

export function RequireSignedIn() {
  return <Guarded decision={decideSignedInAccess(useStoredAuth())} />;
}

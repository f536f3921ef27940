import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredSessionRefresh } from '@/features/accounts';
import { useStoredAuth } from '@/lib/auth-storage';
import { type AccessDecision, decideSignedInAccess, decideTalentAccess } from './talent-access';

function Guarded({ decision }: { decision: AccessDecision }) {
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}

/** Wraps every talent page: re-decides on each route change and whenever the stored login changes. */
export function RequireTalent() {
  const auth = useStoredAuth();
  useStoredSessionRefresh(auth);
  const { pathname } = useLocation();
  return <Guarded decision={decideTalentAccess(auth, pathname)} />;
}

export function RequireSignedIn() {
  return <Guarded decision={decideSignedInAccess(useStoredAuth())} />;
}

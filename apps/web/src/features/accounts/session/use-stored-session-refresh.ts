import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isTalentLogin, type StoredAuth } from '@/lib/auth-storage';
import { storedSessionQuery } from '../api/current-session';
import { refreshStoredSession } from './session';

/**
 * Asks the server about the stored session once per visit (and again when it goes stale), so a
 * revoked token ends in /logout?type=SESSION_EXPIRED and the gating reads current onboarding flags.
 */
export function useStoredSessionRefresh(auth: StoredAuth | null): void {
  const token = auth !== null && isTalentLogin(auth) ? auth.token : '';
  const { data } = useQuery({ ...storedSessionQuery(token), enabled: token !== '' });
  useEffect(() => {
    if (data) refreshStoredSession(data);
  }, [data]);
}

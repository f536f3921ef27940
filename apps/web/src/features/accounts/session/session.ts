import type { SessionData } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  clearStoredSession,
  readAuth,
  type StoredTalent,
  writeAuth,
  writeTalentData,
} from '@/lib/auth-storage';
import { clearErrorModal } from '@/lib/error-modal';
import { i18n } from '@/lib/i18n';
import { switchLanguage } from '@/lib/language';
import { closeAllModals } from '@/lib/modal-manager';
import { rememberAppVersion } from './app-version';

function toStoredAuth(session: SessionData) {
  return { id: session.id, type: session.type, token: session.token, onboarded: { ...session.onboarded } };
}

/**
 * Keeps a new sign-in: the token every call sends from now on, the talent as known so far, and the
 * app version it was made with (for the version guard).
 */
export function storeSession(session: SessionData, talent: StoredTalent = { id: session.id }): void {
  rememberAppVersion();
  writeTalentData(talent);
  writeAuth(toStoredAuth(session));
  // The account's language follows the talent to this device (issue #35).
  if (session.language !== undefined && session.language !== i18n.language)
    void switchLanguage(i18n, session.language);
}

/**
 * Takes the fresh session the server answers after a password change or creation (the others were
 * ended), keeping the talent data as it is.
 */
export function replaceStoredSession(session: SessionData): void {
  writeAuth(toStoredAuth(session));
}

/** Takes what the server now says about the stored session (same token), if anything changed. */
export function refreshStoredSession(session: SessionData): void {
  const stored = readAuth();
  if (stored === null || stored.token !== session.token) return;
  const same =
    stored.id === session.id &&
    stored.type === session.type &&
    stored.onboarded.status === session.onboarded.status &&
    stored.onboarded.last_page === session.onboarded.last_page &&
    stored.onboarded.password_created === session.onboarded.password_created;
  if (!same) writeAuth(toStoredAuth(session));
}

/**
 * Logout in this browser (spec section 4): forget the stored auth, talent and announcement, every
 * cached answer and every open modal.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearStoredSession();
  queryClient.clear();
  closeAllModals();
  clearErrorModal();
}

import { useSyncExternalStore } from 'react';

/**
 * What stays in the browser between visits (spec section 9): the sign-in answer (`auth`), the signed-in
 * talent (`talentData`) and whether the announcement is still open (`announcement`). Logout clears all
 * three together.
 */
export const storageKeys = { auth: 'auth', talentData: 'talentData', announcement: 'announcement' } as const;

export interface StoredAuth {
  id: number;
  /** 'talent' or 'employer'; older answers spell it 'Talent' / 'Employer'. */
  type: string;
  token: string;
  onboarded: { status: boolean; last_page: number; password_created?: boolean };
}

/** The talent as last loaded; its full shape belongs to the profile feature. */
export interface StoredTalent {
  id: number;
  fullname?: string;
  email?: string;
  image_url?: { medium?: string; thumb?: string } | null;
  [field: string]: unknown;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function readJson(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
  notify();
}

function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const auth = value as Partial<StoredAuth>;
  return typeof auth.token === 'string' && typeof auth.type === 'string' && typeof auth.id === 'number';
}

/** Cached by the stored text so React sees the same object until the storage really changes. */
function cachedReader<T>(key: string, accept: (value: unknown) => T | null): () => T | null {
  let lastRaw: string | null | undefined;
  let last: T | null = null;
  return () => {
    const raw = window.localStorage.getItem(key);
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = accept(readJson(key));
    }
    return last;
  };
}

export const readAuth = cachedReader<StoredAuth>(storageKeys.auth, (value) =>
  isStoredAuth(value) ? value : null,
);

export const readTalentData = cachedReader<StoredTalent>(storageKeys.talentData, (value) =>
  typeof value === 'object' && value !== null ? (value as StoredTalent) : null,
);

export function writeAuth(auth: StoredAuth): void {
  writeJson(storageKeys.auth, auth);
}

export function writeTalentData(talent: StoredTalent): void {
  writeJson(storageKeys.talentData, talent);
}

/** The announcement is open until the talent closes it. */
export function readAnnouncementOpen(): boolean {
  return readJson(storageKeys.announcement) !== false;
}

export function writeAnnouncementOpen(open: boolean): void {
  writeJson(storageKeys.announcement, open);
}

export function readAuthToken(): string | null {
  return readAuth()?.token ?? null;
}

/** Logout: forget the session, the talent and the announcement choice at once. */
export function clearStoredSession(): void {
  for (const key of Object.values(storageKeys)) window.localStorage.removeItem(key);
  notify();
}

export function subscribeToStoredSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab must show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The server cannot see the browser's storage, so it renders every page for a guest (decision 0149),
 * and a browser hydrating that page renders it the same way first; the stored session follows at once.
 */
const asOnTheServer = () => null;

export function useStoredAuth(): StoredAuth | null {
  return useSyncExternalStore(subscribeToStoredSession, readAuth, asOnTheServer);
}

export function useStoredTalent(): StoredTalent | null {
  return useSyncExternalStore(subscribeToStoredSession, readTalentData, asOnTheServer);
}

export function useAnnouncementOpen(): boolean {
  return useSyncExternalStore(subscribeToStoredSession, readAnnouncementOpen, () => true);
}

/** Login types arrive as 'talent' or 'Talent'. */
export function isTalentLogin(auth: StoredAuth): boolean {
  return auth.type.toLowerCase() === 'talent';
}

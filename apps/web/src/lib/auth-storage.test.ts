import { describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  readAnnouncementOpen,
  readAuth,
  readAuthToken,
  readTalentData,
  storageKeys,
  subscribeToStoredSession,
  writeAnnouncementOpen,
  writeAuth,
  writeTalentData,
} from './auth-storage';

const auth = {
  id: 7,
  type: 'talent',
  token: 'abc',
  onboarded: { status: true, last_page: 3, password_created: true },
};

describe('the stored session', () => {
  it('keeps auth, talentData and announcement under the keys the spec names', () => {
    writeAuth(auth);
    writeTalentData({ id: 7, fullname: 'Siti Rahayu' });
    writeAnnouncementOpen(false);
    expect(storageKeys).toEqual({ auth: 'auth', talentData: 'talentData', announcement: 'announcement' });
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual(auth);
    expect(JSON.parse(window.localStorage.getItem('talentData') ?? '')).toEqual({
      id: 7,
      fullname: 'Siti Rahayu',
    });
    expect(window.localStorage.getItem('announcement')).toBe('false');
    expect(readAuthToken()).toBe('abc');
    expect(readTalentData()?.fullname).toBe('Siti Rahayu');
  });

  it('has the announcement open until it is closed', () => {
    expect(readAnnouncementOpen()).toBe(true);
    writeAnnouncementOpen(false);
    expect(readAnnouncementOpen()).toBe(false);
  });

  it('forgets all three at logout and tells whoever listens', () => {
    const listener = vi.fn();
    const stop = subscribeToStoredSession(listener);
    writeAuth(auth);
    writeAnnouncementOpen(false);
    clearStoredSession();
    expect(readAuth()).toBeNull();
    expect(readTalentData()).toBeNull();
    expect(readAnnouncementOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('ignores stored values that are not a sign-in answer', () => {
    window.localStorage.setItem('auth', '{"token": 5}');
    expect(readAuth()).toBeNull();
    window.localStorage.setItem('auth', 'not json');
    expect(readAuth()).toBeNull();
  });

  it('follows sign-ins and sign-outs made in another tab', () => {
    const listener = vi.fn();
    const stop = subscribeToStoredSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

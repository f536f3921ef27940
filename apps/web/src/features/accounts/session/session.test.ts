import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { storeSession } from './session';

const session = {
  token: 'token',
  type: 'talent',
  id: 7,
  onboarded: { status: true, last_page: 3, password_created: true },
} as const;

describe('a new sign-in', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('brings the account’s language to this device', async () => {
    storeSession({ ...session, language: 'id' });
    await expect.poll(() => i18n.language).toBe('id');
    expect(i18n.t('shell:header.settings')).toBe('PENGATURAN');
    expect(localStorage.getItem('language')).toBe('id');
  });

  it('leaves the language as it is when the answer names none', () => {
    storeSession(session);
    expect(i18n.language).toBe('en');
  });
});

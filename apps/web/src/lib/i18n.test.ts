import { describe, expect, it } from 'vitest';
import { lazyResources, resources } from '@/locales';
import { createI18n, i18n, loadNamespaces } from './i18n';

describe('the English catalogue', () => {
  it("holds the spec's texts exactly", () => {
    const t = createI18n('en').t;
    expect(t('shell:header.dashboard')).toBe('DASHBOARD');
    expect(t('shell:header.jobListing')).toBe('JOB LISTING');
    expect(t('shell:header.media')).toBe('MEDIA');
    expect(t('shell:header.viewProfile')).toBe('VIEW PROFILE');
    expect(t('shell:header.settings')).toBe('SETTINGS');
    expect(t('shell:header.signOut')).toBe('SIGNOUT');
    expect(t('shell:notifications.viewAll')).toBe('View All');
    expect(
      ['about', 'career', 'event', 'contactUs', 'media', 'faq'].map((key) =>
        t(`shell:footer.${key}` as 'shell:footer.about'),
      ),
    ).toEqual(['About', 'Career', 'Event', 'Contact Us', 'Media', 'FAQ']);
    expect(t('shell:errorScreen.title')).toBe('Something went wrong');
    expect(t('shell:errorScreen.text')).toBe(
      'Brace yourself till we get the error fixed. You may also go back to previous page.',
    );
    expect(t('shell:notFound.documentTitle')).toBe('Error');
    expect(t('shell:notFound.title')).toBe('Oopss!');
    expect(t('shell:notFound.text')).toBe("The page you requested couldn't be found");
    expect(t('shell:notFound.goHome')).toBe('Go Home');
    expect(t('errors:sessionExpired')).toBe('Session Expired');
    expect(t('errors:noResponse')).toBe('Encountered server error or connection timeout');
  });

  it('counts unread notifications in words', () => {
    expect(i18n.t('shell:notifications.bellUnread', { count: 1 })).toBe('Notifications, 1 unread');
    expect(i18n.t('shell:notifications.bellUnread', { count: 12 })).toBe('Notifications, 12 unread');
  });

  it('has no empty text anywhere', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    expect(texts(resources.en).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('falls back to English for a language without a catalogue yet', () => {
    const other = createI18n();
    void other.changeLanguage('id');
    expect(other.t('shell:notFound.title')).toBe('Oopss!');
  });
});

describe('lazy namespaces', () => {
  it("keep a feature's texts out of the bundled catalogue; loading them gives every instance the texts", async () => {
    expect(Object.keys(resources.en)).not.toContain('accounts');
    expect(Object.keys(lazyResources.en)).toContain('accounts');
    await loadNamespaces(['accounts']);
    expect(createI18n().t('accounts:login.intro')).toBe('Sign in to your talent account.');
    expect(i18n.t('accounts:login.intro')).toBe('Sign in to your talent account.');
  });
});

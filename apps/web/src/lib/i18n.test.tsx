import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyResources, resources } from '@/locales';
import { createI18n, i18n, loadNamespaces, useTranslation } from './i18n';

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
});

describe('t', () => {
  it('fills in values as they are, leaving escaping to React', () => {
    expect(i18n.t('common:upload.progress', { percent: 42 })).toBe('Uploading 42%');
    expect(i18n.t('chat:thread.label', { name: 'Dewi & "Ari" <O’Neil>' })).toBe(
      'Messages with Dewi & "Ari" <O’Neil>',
    );
  });

  it('chooses the form of a plural by count', () => {
    expect(i18n.t('assessments:card.questions', { count: 1 })).toBe('1 question');
    expect(i18n.t('assessments:card.questions', { count: 0 })).toBe('0 questions');
    expect(i18n.t('assessments:card.questions', { count: 25 })).toBe('25 questions');
  });

  it("reads 'common' without a prefix and any namespace with one", () => {
    expect(i18n.t('close')).toBe('Close');
    expect(i18n.t('common:close')).toBe('Close');
    expect(i18n.t('shell:header.settings')).toBe('SETTINGS');
  });

  it('gives a list of texts whole with returnObjects', () => {
    const figures = i18n.t('site:about.figures', { returnObjects: true });
    expect(figures.map((figure) => figure.label)).toEqual([
      'talents with a profile',
      'companies hiring',
      'cities across Indonesia',
      'from first interview to offer, on average',
    ]);
  });

  it('shows the key of a missing text, and says which in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error a misspelt key fails the type check
    expect(i18n.t('shell:header.dashbord')).toBe('header.dashbord');
    expect(warn).toHaveBeenCalledWith('No text for "shell:header.dashbord" in "en"');
  });

  it('fails the type check for a misspelt namespace, a missing value or a plural without count', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error no such namespace
    expect(i18n.t('shel:header.settings')).toBe('header.settings');
    // @ts-expect-error the text needs {{percent}}
    expect(i18n.t('common:upload.progress')).toBe('Uploading {{percent}}%');
    // @ts-expect-error the text has {{percent}}, not {{percnt}}
    expect(i18n.t('common:upload.progress', { percnt: 1 })).toBe('Uploading {{percent}}%');
    // @ts-expect-error a plural needs count
    expect(i18n.t('assessments:card.questions', {})).toBe('card.questions');
  });
});

describe('changing the language', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    dayjs.locale('en');
    vi.doUnmock('@/locales');
  });

  it('fetches the Indonesian texts, then reads them, with the page’s language and dates', async () => {
    const reader = createI18n();
    await reader.changeLanguage('id-ID');
    expect(reader.language).toBe('id');
    expect(reader.t('shell:header.settings')).toBe('PENGATURAN');
    expect(reader.t('assessments:card.questions', { count: 1 })).toBe('1 soal');
    expect(document.documentElement.lang).toBe('id');
    expect(dayjs('2026-11-27').format('dddd, DD MMMM YYYY')).toBe('Jumat, 27 November 2026');
    expect(i18n.language).toBe('en');
    expect(i18n.t('shell:header.settings')).toBe('SETTINGS');
  });

  it('reads a language Talent does not speak as English', async () => {
    const reader = createI18n();
    await reader.changeLanguage('fr-FR');
    expect(reader.language).toBe('en');
    expect(reader.t('shell:notFound.goHome')).toBe('Go Home');
  });

  it('loads a feature’s namespace only in the languages being read', async () => {
    const english = vi.fn();
    vi.doMock('@/locales', async (importOriginal) => {
      const locales = await importOriginal<typeof import('@/locales')>();
      const chat = () => {
        english();
        return locales.lazyResources.en.chat();
      };
      return { ...locales, lazyResources: { en: { ...locales.lazyResources.en, chat } } };
    });
    fresh = await freshLayer();
    await fresh.i18n.changeLanguage('id');
    await fresh.loadNamespaces(['chat']);
    expect(fresh.i18n.t('chat:composer.send')).toBe('Kirim');
    expect(english).not.toHaveBeenCalled();
  });

  it('re-renders components in the new language, with its plural rules', async () => {
    fresh = await freshLayer();
    await fresh.loadNamespaces(['assessments']);
    const reader = fresh.createI18n();
    render(
      <fresh.I18nContext value={reader}>
        <FreshQuizCard />
      </fresh.I18nContext>,
    );
    expect(screen.getByText('SETTINGS: 1 question')).toBeInTheDocument();
    await act(() => reader.changeLanguage('id'));
    expect(screen.getByText('PENGATURAN: 1 soal')).toBeInTheDocument();
    await act(() => reader.changeLanguage('en'));
    expect(screen.getByText('SETTINGS: 1 question')).toBeInTheDocument();
  });
});

describe('useTranslation', () => {
  it('reads its first namespace without a prefix and the others with one', () => {
    render(<Frame />);
    expect(screen.getByText('SETTINGS / Close')).toBeInTheDocument();
  });

  it("is 'common' when no namespace is named", () => {
    render(<CloseButton />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('keeps the same t across renders, so effects that use it do not run again', () => {
    const titled = vi.fn();
    const { rerender } = render(<SettingsTitle tick={1} onTitle={titled} />);
    rerender(<SettingsTitle tick={2} onTitle={titled} />);
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(titled).toHaveBeenCalledTimes(1);
    expect(titled).toHaveBeenCalledWith('SETTINGS');
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

  it('re-render a component showing their keys once they arrive', async () => {
    fresh = await freshLayer();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<FreshSignInIntro />);
    expect(screen.getByText('login.intro')).toBeInTheDocument();
    await act(() => fresh.loadNamespaces(['accounts']));
    expect(screen.getByText('Sign in to your talent account.')).toBeInTheDocument();
  });

  it('leave components that do not use them as they are', async () => {
    fresh = await freshLayer();
    const titled = vi.fn();
    render(<FreshSettingsTitle onTitle={titled} />);
    await act(() => fresh.loadNamespaces(['accounts']));
    expect(titled).toHaveBeenCalledTimes(1);
  });
});

function Frame() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <p>
      {t('header.settings')} / {t('common:close')}
    </p>
  );
}

function CloseButton() {
  const { t } = useTranslation();
  return <button type="button">{t('close')}</button>;
}

function SettingsTitle({ tick, onTitle }: { tick: number; onTitle: (title: string) => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => onTitle(t('header.settings')), [t, onTitle]);
  return <p>{tick}</p>;
}

/** A copy of the layer as a page starts with it: the test setup has loaded every lazy namespace into this file's. */
let fresh: typeof import('./i18n');

async function freshLayer(): Promise<typeof import('./i18n')> {
  vi.resetModules();
  return import('./i18n');
}

function FreshQuizCard() {
  const { t } = fresh.useTranslation(['shell', 'assessments']);
  return (
    <p>
      {t('header.settings')}: {t('assessments:card.questions', { count: 1 })}
    </p>
  );
}

function FreshSettingsTitle({ onTitle }: { onTitle: (title: string) => void }) {
  const { t } = fresh.useTranslation('shell');
  useEffect(() => onTitle(t('header.settings')), [t, onTitle]);
  return null;
}

function FreshSignInIntro() {
  const { t } = fresh.useTranslation('accounts');
  return <p>{t('login.intro')}</p>;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousPath, startAnalytics, trackEvent, trackPageView } from './analytics';
import { setRuntimeConfig } from './runtime-config';

const plausible = {
  provider: 'plausible',
  scriptUrl: 'https://stats.example.org/js/script.manual.js',
  site: 'talent.example.com',
} as const;

type Listener = (state: { location: { pathname: string } }) => void;

function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  return {
    state: { location: { pathname } },
    subscribe: (listener: Listener) => listeners.push(listener),
    go: (next: string) => {
      for (const listener of listeners) listener({ location: { pathname: next } });
    },
  };
}

const analyticsScripts = () => document.head.querySelectorAll('script[src^="https://stats.example.org"]');
const target = window as unknown as { plausible?: unknown; umami?: unknown };

afterEach(() => {
  delete target.plausible;
  delete target.umami;
  for (const script of analyticsScripts()) script.remove();
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('does nothing outside production, even with a provider configured', () => {
    setRuntimeConfig({ environment: 'staging', analytics: plausible });
    startAnalytics(fakeRouter('/talent/interviews'));
    trackEvent({ name: 'Sign up' });
    trackPageView('/talent/job/12');
    expect(target.plausible).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('does nothing in production without a provider', () => {
    setRuntimeConfig({ environment: 'production', analytics: null });
    startAnalytics(fakeRouter('/talent/interviews'));
    trackEvent({ name: 'Referral sent' });
    expect(target.plausible).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('in production loads the script when the browser is idle and sends page views without ids or queries', () => {
    let idle = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    setRuntimeConfig({ environment: 'production', analytics: plausible });
    const sent = vi.fn();
    target.plausible = sent;
    const router = fakeRouter('/talent/job/123');
    startAnalytics(router);
    expect(analyticsScripts()).toHaveLength(0);
    idle();
    expect(analyticsScripts()).toHaveLength(1);
    expect((analyticsScripts()[0] as HTMLScriptElement).dataset.domain).toBe('talent.example.com');

    router.go('/talent/contest/5/challenges/9/question');
    trackEvent({ name: 'Applied', category: 'Engineering' });
    trackEvent({ name: 'Onboarding step done', step: 2 });
    expect(sent.mock.calls).toEqual([
      ['pageview', { u: `${window.location.origin}/talent/job/:id` }],
      ['pageview', { u: `${window.location.origin}/talent/contest/:id/challenges/:id/question` }],
      ['Applied', { props: { category: 'Engineering' } }],
      ['Onboarding step done', { props: { step: 2 } }],
    ]);
  });

  it('holds Umami calls until its script has loaded', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callback();
      return 1;
    });
    setRuntimeConfig({
      environment: 'production',
      analytics: { ...plausible, provider: 'umami', site: '5f1c2a' },
    });
    startAnalytics(fakeRouter('/employer/invitation'));
    trackEvent({ name: 'Quiz started' });
    const track = vi.fn();
    target.umami = { track };
    const script = analyticsScripts()[0] as HTMLScriptElement;
    expect(script.dataset).toMatchObject({ websiteId: '5f1c2a', autoTrack: 'false' });
    script.dispatchEvent(new Event('load'));
    expect(track).toHaveBeenCalledTimes(2);
    expect(track).toHaveBeenLastCalledWith('Quiz started', {});
  });

  it('keeps events free of personal data: ids and queries leave addresses, and events take no other fields', () => {
    expect(anonymousPath('/talent/certificate/9f3a2')).toBe('/talent/certificate/:id');
    expect(anonymousPath('/talent/profile')).toBe('/talent/profile');
    // @ts-expect-error an event carries only its own fields, never an email or an id
    trackEvent({ name: 'Sign up', email: 'rina@example.com' });
    // @ts-expect-error a job is told by its category, not its id
    trackEvent({ name: 'Applied', category: 'Engineering', jobId: 12 });
  });
});

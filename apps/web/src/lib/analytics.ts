import { getRuntimeConfig } from './runtime-config';

/**
 * The product's key events (spec section 9), with nothing that names a person: no ids, emails or
 * names, only the onboarding step and a job's category.
 */
export type AnalyticsEvent =
  | { name: 'Sign up' }
  | { name: 'Onboarding step done'; step: 1 | 2 | 3 }
  | { name: 'Job viewed'; category: string }
  | { name: 'Applied'; category: string }
  | { name: 'Job saved'; category: string }
  | { name: 'Interview confirmed' }
  | { name: 'Offer accepted' }
  | { name: 'Quiz started' }
  | { name: 'Quiz finished' }
  | { name: 'Referral sent' };

type Props = Record<string, string | number>;

interface AnalyticsWindow {
  plausible?: ((event: string, options?: { u?: string; props?: Props }) => void) & { q?: unknown[] };
  umami?: { track: (nameOrPayload: string | ((props: Props) => Props), data?: Props) => void };
}

/**
 * A page's address without what could name someone: the query (tokens, searches) and every path
 * segment with a digit in it (ids) go.
 */
export function anonymousPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}

/** Whether this page sends anything: only in production with a provider configured. */
function settings() {
  const config = getRuntimeConfig();
  return config.environment === 'production' ? config.analytics : null;
}

function analyticsWindow(): Window & AnalyticsWindow {
  return window as Window & AnalyticsWindow;
}

/** Umami has no queue of its own: calls made before its script runs wait here. */
let waiting: Array<() => void> = [];

function send(call: (target: AnalyticsWindow) => void): void {
  const found = settings();
  if (!found) return;
  const target = analyticsWindow();
  if (found.provider === 'plausible') {
    // Plausible's own queue: calls before the script runs are replayed by it.
    target.plausible ??= Object.assign(
      (...args: unknown[]) => {
        (target.plausible?.q ?? []).push(args);
      },
      { q: [] as unknown[] },
    );
    call(target);
  } else if (target.umami) call(target);
  else waiting.push(() => call(analyticsWindow()));
}

export function trackEvent(event: AnalyticsEvent): void {
  const { name, ...props } = event;
  send((target) => {
    target.plausible?.(name, Object.keys(props).length ? { props } : undefined);
    target.umami?.track(name, props);
  });
}

export function trackPageView(pathname: string): void {
  const path = anonymousPath(pathname);
  send((target) => {
    target.plausible?.('pageview', { u: `${window.location.origin}${path}` });
    target.umami?.track((props) => ({ ...props, url: path, referrer: '' }));
  });
}

/**
 * Loads the provider's script once the browser is idle after the first paint, so it never delays
 * a page; page views follow the router. Nothing happens outside production or without a provider.
 */
export function startAnalytics(router: {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown;
}): void {
  const found = settings();
  if (!found) return;
  let last = router.state.location.pathname;
  trackPageView(last);
  router.subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    trackPageView(last);
  });
  const load = () => {
    const script = document.createElement('script');
    script.src = found.scriptUrl;
    script.defer = true;
    if (found.provider === 'plausible') script.dataset.domain = found.site;
    else {
      script.dataset.websiteId = found.site;
      script.dataset.autoTrack = 'false';
    }
    script.addEventListener('load', () => {
      const calls = waiting;
      waiting = [];
      for (const call of calls) call();
    });
    document.head.append(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1);
}

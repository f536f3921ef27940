import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes } from 'react-router';
import { startAnalytics } from '@/lib/analytics';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { reportRenderError } from './errors/report-render-error';
import type { PageHandOver } from './hand-over';
import { routes } from './routes';

// The router reports what its error boundaries catch (app.tsx); this is a failure outside them, which
// leaves the page blank.
const options: RootOptions = {
  onUncaughtError: (error, { componentStack }) => {
    console.error(error);
    void reportRenderError(error, { componentStack });
  },
};

const appOf = (router: DataRouter, queryClient = createQueryClient()) => (
  <StrictMode>
    <App router={router} queryClient={queryClient} i18n={i18n} />
  </StrictMode>
);

/**
 * Runs `then` once the hydrated page is committed. Until then every store must read as it did on the
 * server: a change while React hydrates (the reader's language, the app version's redirect) makes the
 * page differ from the server's HTML, and React throws the hydration away (error #418). It wraps the
 * app rather than standing beside it: a sibling would change every `useId` below, and with them the
 * ids that tie labels to fields.
 */
function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(() => then(), []);
  return children;
}

/** Lets the browser paint and answer a tap before the next step of starting the app. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A page the server rendered (decision 0149) is hydrated with what it was rendered from: the matched
 * routes' code and texts, the router's data and the query cache, so the first render is the server's.
 * `hydrated` gets the router once the page is the browser's. Like a drawn page's, its start is cut
 * into tasks a tap can come between.
 */
export async function hydratePage(
  handOver: PageHandOver,
  root: HTMLElement,
  hydrated: (router: DataRouter) => void,
): Promise<Root> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const queryClient = createQueryClient();
  // Fresh from now: the server keeps a render only while its data's revision holds.
  for (const { key, data } of handOver.queries) queryClient.setQueryData(key, data);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: handOver.router });
  startAnalytics(router);
  await nextTask();
  // In a transition React hydrates in slices and yields to the browser between them, instead of one
  // long task before the page answers a tap.
  let reactRoot: Root | undefined;
  startTransition(() => {
    reactRoot = hydrateRoot(
      root,
      <AfterHydration then={() => hydrated(router)}>{appOf(router, queryClient)}</AfterHydration>,
      options,
    );
  });
  return reactRoot as Root;
}

/**
 * A page the server did not render, or one whose code would not load for hydrating: drawn here.
 * Loading the app's code, ranking its routes and the first render each take a long task on a phone;
 * run back to back they were one task of over 400 ms (4× slowed CPU) that a tap had to wait out.
 */
export async function drawPage(root: HTMLElement): Promise<void> {
  await nextTask();
  const router = createBrowserRouter(routes);
  startAnalytics(router);
  await nextTask();
  createRoot(root, options).render(appOf(router));
}

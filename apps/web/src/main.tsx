// Only Mantine's base here: each component brings its own styles (build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes } from 'react-router';
import { config, locales } from 'zod/mini';
import { App } from './app/app';
import { reportRenderError } from './app/errors/report-render-error';
import { type PageHandOver, readHandOver } from './app/hand-over';
import { routes } from './app/routes';
import { guardAppVersion } from './features/accounts';
import { startAnalytics } from './lib/analytics';
import { i18n } from './lib/i18n';
import { browserOpeningLanguage } from './lib/language';
import { createQueryClient } from './lib/query-client';

// zod/mini loads no language of its own: a value no contract message covers keeps zod's English reason.
config(locales.en());

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

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
 * page differ from the server's HTML, and React throws the hydration away (error #418).
 */
function AfterHydration({ then }: { then: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(() => then(), []);
  return null;
}

/**
 * A page the server rendered (decision 0149) is hydrated with what it was rendered from: the matched
 * routes' code and texts, the router's data and the query cache, so the first render is the server's.
 */
async function hydratePage(handOver: PageHandOver, root: HTMLElement) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const queryClient = createQueryClient();
  // Fresh from now: the server keeps a render only while its data's revision holds.
  for (const { key, data } of handOver.queries) queryClient.setQueryData(key, data);
  const router = createBrowserRouter(routes, { hydrationData: handOver.router });
  startAnalytics(router);
  // In a transition React hydrates in slices and yields to the browser between them, instead of one
  // long task before the page answers a tap.
  const hydrated = () => {
    void i18n.changeLanguage(openingLanguage);
    // The root loader did not run in this browser: its check of the stored app version runs now.
    const leave = guardAppVersion()?.headers.get('Location');
    if (leave) void router.navigate(leave, { replace: true });
  };
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        {appOf(router, queryClient)}
        <AfterHydration then={hydrated} />
      </>,
      options,
    );
  });
}

/** A page the server did not render, or one whose code would not load for hydrating: drawn here. */
function drawPage(root: HTMLElement) {
  const router = createBrowserRouter(routes);
  startAnalytics(router);
  createRoot(root, options).render(appOf(router));
}

// The server renders in English (decision 0149): a page it rendered is hydrated in English and then
// switches to the reader's language; a page drawn here waits for the reader's texts (decision 0151).
// (Not a top-level await: with one, the build folds the entry into the shell and names no entry.)
const openingLanguage = browserOpeningLanguage();
const handOver = readHandOver();
if (handOver === null) void i18n.changeLanguage(openingLanguage).then(() => drawPage(container));
else
  hydratePage(handOver, container).catch(() =>
    i18n.changeLanguage(openingLanguage).then(() => drawPage(container)),
  );

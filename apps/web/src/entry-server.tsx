import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { config, locales } from 'zod/mini';
import { AppFrame } from './app/app';
import { RequireSignedIn, RequireTalent, type TalentRouteHandle } from './app/guards/require-talent';
import type { PageHandOver } from './app/hand-over';
import { type NotFoundHandle, routes } from './app/routes';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { type RuntimeConfig, setRuntimeConfig } from './lib/runtime-config';
import type { Language } from './locales';

/**
 * The server's render of the app (decision 0149), built by `vite build --ssr` into
 * `dist-ssr/entry-server.js` and loaded by the API server's page fallback
 * (apps/server/src/platform/web/web-app.ts). It knows nothing of the server: it is handed the path
 * and the query answers the server already has, and answers the page's body and its hand-over.
 */

config(locales.en());

const handler = createStaticHandler(routes);

/** A query answer the server put into the cache before rendering, keyed as the page's query is. */
export interface SeededQuery {
  key: readonly unknown[];
  data: unknown;
}

export type ServerRender =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      body: string;
      handOver: PageHandOver;
      /** A page a guest reads, which has an address per language (decision 0161). */
      isPublic: boolean;
    };

/** The configuration `/runtime-config.js` gives browsers; the render reads the same. */
export function configureRender(runtimeConfig: Partial<RuntimeConfig>): void {
  setRuntimeConfig(runtimeConfig);
}

/** Longer than any render takes; a render still running then is stopped and the browser draws the page. */
const renderTimeout = 5_000;

/**
 * Renders one page at a time: the texts, dates and numbers of a render follow the app's one reader
 * (`i18n`, dayjs's locale), so a render in Indonesian must not run while another draws English.
 */
let previousRender: Promise<unknown> = Promise.resolve();

/**
 * Renders the page at `url` as a guest reading `language` sees it, waiting for every lazy part, so
 * the HTML is complete and React writes no inline script of its own. Rejects when the render fails:
 * the caller then sends the page for the browser to draw.
 */
export function renderPage(
  url: URL,
  seeded: readonly SeededQuery[] = [],
  language: Language = 'en',
): Promise<ServerRender> {
  const render = previousRender.then(async () => {
    // Before the routes resolve, so their lazy texts load in this language.
    await i18n.changeLanguage(language);
    return renderInLanguage(url, seeded);
  });
  previousRender = render.catch(() => undefined);
  return render;
}

async function renderInLanguage(url: URL, seeded: readonly SeededQuery[]): Promise<ServerRender> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A loader that failed would have to travel as an error object; the browser runs it again instead.
  if (context.errors !== null)
    throw new Error(`A loader failed on ${url.pathname}`, { cause: context.errors });
  const queryClient = createQueryClient();
  for (const { key, data } of seeded) queryClient.setQueryData(key, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToString(
    <StrictMode>
      <AppFrame queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  const notFound = context.matches.some((match) => (match.route.handle as Partial<NotFoundHandle>)?.notFound);
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    body,
    handOver: {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      // Queries do not fetch in a server render: the seeded answers are all the page's cache holds.
      queries: seeded,
    },
    isPublic: !notFound && isPublicPage(context.matches),
  };
}

/** A guest reads the page: no sign-in guard stands before it, or its route opens to guests. */
function isPublicPage(matches: StaticHandlerContext['matches']): boolean {
  if (matches.some((match) => (match.route.handle as TalentRouteHandle | undefined)?.openToGuests))
    return true;
  return !matches.some(
    (match) => match.route.Component === RequireTalent || match.route.Component === RequireSignedIn,
  );
}

/** React's streaming render, read to its end once every part is ready. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () =>
      failure === null ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(failure),
    );
    const stream = renderToPipeableStream(element, {
      // A part that failed would be drawn by the browser alone; the whole page is, rather than half.
      onError(error) {
        failure ??= error;
      },
      onShellError: reject,
      onAllReady() {
        if (failure === null) stream.pipe(sink);
        else reject(failure);
      },
    });
    setTimeout(
      () => stream.abort(new Error(`The render of the page took over ${renderTimeout} ms`)),
      renderTimeout,
    ).unref();
  });
}

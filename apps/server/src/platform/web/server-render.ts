import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { createKeptForRevision } from '../kept/kept-for-revision.ts';
import { jsonForScript, type SharedPage } from './page-heads.ts';

/**
 * A query answer the server already has, put into the render's query cache under the key the page's
 * own query uses (`['guest-job', 7]`), so the page renders with it and the browser does not fetch it.
 */
export interface SeededQuery {
  key: readonly unknown[];
  data: unknown;
}

/** What the web build's server entry answers (apps/web/src/entry-server.tsx). */
export type ServerRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: string; handOver: unknown };

interface RenderEntry {
  configureRender(runtimeConfig: unknown): void;
  renderPage(url: URL, seeded: readonly SeededQuery[]): Promise<ServerRender>;
}

/** Renders a page's body, or says why not; never throws. */
export type RenderPage = (url: URL, seeded: readonly SeededQuery[]) => Promise<ServerRender | null>;

/** `vite build --ssr` writes the server's render beside the browser's build (scripts/tasks/web-build.mjs). */
export const serverRenderFile = (dist: string) => join(dirname(dist), 'dist-ssr', 'entry-server.js');

/**
 * Loads the web app's server render when the build made one; without it (an older build, a build of
 * the browser part only) pages are drawn by the browser as before. A render that fails is logged
 * and answers null: the page then goes out for the browser to draw, never blank or with a stack trace.
 */
export async function loadServerRender(
  dist: string,
  runtimeConfig: unknown,
  log: FastifyBaseLogger,
): Promise<RenderPage | null> {
  const file = serverRenderFile(dist);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as RenderEntry;
  entry.configureRender(runtimeConfig);
  return async (url, seeded) => {
    try {
      return await entry.renderPage(url, seeded);
    } catch (error) {
      log.error(
        { err: error, path: url.pathname },
        'The server could not render the page; the browser draws it',
      );
      return null;
    }
  };
}

/** Rendered pages kept, counted in kB of HTML (a job page is about 30): 20 MB at most. */
const keptRenders = {
  room: 20_000,
  sizeOf: (page: ServerRender) => (page.kind === 'page' ? Math.ceil(page.body.length / 1024) : 1),
};

/**
 * Renders pages, keeping the render of a page whose data has a revision (a guest's job, company or
 * article page) for that revision of the change feed (decision 0097): a change to the job, its
 * company or the option lists moves it, and the next request renders the page afresh. A failed
 * render is not kept.
 */
export function createKeptRenders(render: RenderPage) {
  const kept = createKeptForRevision<ServerRender>(keptRenders);
  const failed = new Error('The render failed');
  return async (url: URL, page: Pick<SharedPage, 'queries' | 'revision'>): Promise<ServerRender | null> => {
    const seeded = page.queries ?? [];
    if (page.revision === undefined) return render(url, seeded);
    return kept
      .get(
        `${url.origin}${url.pathname}${url.search}`,
        page.revision,
        async () => (await render(url, seeded)) ?? Promise.reject(failed),
      )
      .catch(() => null);
  };
}

const emptyRoot = '<div id="root"></div>';

/**
 * The page with the rendered body in its root element and, after it, the hand-over the browser
 * hydrates from, as a data block the browser never runs (decision 0149).
 */
export function writeRenderedBody(html: string, body: string, handOver: unknown): string {
  const at = html.indexOf(emptyRoot);
  if (at === -1) return html;
  const data = `<script type="application/json" id="page-data">${jsonForScript(handOver)}</script>`;
  return `${html.slice(0, at)}<div id="root">${body}</div>${data}${html.slice(at + emptyRoot.length)}`;
}

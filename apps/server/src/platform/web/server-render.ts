import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccountLanguage } from '@talent/contract';
import type { FastifyBaseLogger } from 'fastify';
import { jsonForScript } from './page-heads.ts';

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
  | { kind: 'page'; status: number; body: string; handOver: unknown; isPublic: boolean };

interface RenderEntry {
  configureRender(runtimeConfig: unknown): void;
  renderPage(url: URL, seeded: readonly SeededQuery[], language: AccountLanguage): Promise<ServerRender>;
}

/** Renders a page's body in a language, or says why not; never throws. */
export type RenderPage = (
  url: URL,
  seeded: readonly SeededQuery[],
  language: AccountLanguage,
) => Promise<ServerRender | null>;

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
  return async (url, seeded, language) => {
    try {
      return await entry.renderPage(url, seeded, language);
    } catch (error) {
      log.error(
        { err: error, path: url.pathname },
        'The server could not render the page; the browser draws it',
      );
      return null;
    }
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

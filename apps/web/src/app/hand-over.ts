import type { HydrationState } from 'react-router';

/**
 * What the server's render of a page hands the browser, once (decision 0149): the router's loader
 * data and the query cache the page was rendered with, so hydrating renders the same page without
 * fetching it again. It travels in `<script type="application/json" id="page-data">`, a data block
 * the browser never runs, so the content security policy keeps `script-src 'self'`.
 */
export interface PageHandOver {
  router: HydrationState;
  /** Each answer the page was rendered with, under its query's key: all its queries had, no more. */
  queries: readonly { key: readonly unknown[]; data: unknown }[];
}

export const handOverElementId = 'page-data';

/** The hand-over of a page the server rendered; null for a page the browser draws by itself. */
export function readHandOver(): PageHandOver | null {
  const text = document.getElementById(handOverElementId)?.textContent;
  return text ? (JSON.parse(text) as PageHandOver) : null;
}

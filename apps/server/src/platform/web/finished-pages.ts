import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { ownBytes } from '../http/own-bytes.ts';
import { createKeptForRevision } from '../kept/kept-for-revision.ts';

/** What a page request answers: the whole page, or the router's redirect. */
export type FinishedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; encoded: Map<PageEncoding, Buffer> };

type PageEncoding = 'br' | 'gzip';

export const finishedPage = (status: number, html: string): FinishedPage => ({
  kind: 'page',
  status,
  html,
  encoded: new Map(),
});

/**
 * A page the server could not render goes out for the browser to draw (decision 0149) but is not kept,
 * so the next request tries the render again.
 */
export class UnrenderedPage extends Error {
  readonly page: FinishedPage;

  constructor(page: FinishedPage) {
    super('The page went out without its server render');
    this.page = page;
  }
}

/** Finished pages kept, counted in kB of HTML (a job page is about 30): 20 MB at most. */
const keptPages = {
  room: 20_000,
  sizeOf: (page: FinishedPage) => (page.kind === 'page' ? Math.ceil(page.html.length / 1024) : 1),
};

/**
 * Keeps each finished page whose data has a revision (a guest's job, company or article page) for that
 * revision of the change feed (decision 0097) and language, its compressed copies included: a kept page costs a
 * lookup and a send. A change to what it shows moves the revision, and the next request finishes it
 * afresh. `finish` rejects with `UnrenderedPage` to send a page without keeping it.
 */
export function createKeptFinishedPages() {
  const kept = createKeptForRevision<FinishedPage>(keptPages);
  return async (
    url: URL,
    language: string,
    revision: string | undefined,
    finish: () => Promise<FinishedPage>,
  ) => {
    if (revision === undefined) return finish().catch(unrendered);
    // Per language: an address that names none is rendered in each browser's preferred language.
    const key = `${language} ${url.origin}${url.pathname}${url.search}`;
    return kept.get(key, revision, finish).catch(unrendered);
  };
}

function unrendered(error: unknown): FinishedPage {
  if (error instanceof UnrenderedPage) return error.page;
  throw error;
}

/**
 * Brotli at a middle level: a page is compressed once per revision, so a smaller page is worth more
 * here than for an API answer (platform/http/compression.ts), and level 5 costs a few milliseconds.
 */
const compress: Record<PageEncoding, (html: string) => Buffer> = {
  br: (html) => ownBytes(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  gzip: (html) => ownBytes(gzipSync(html)),
};

/**
 * The page's bytes in the best encoding the browser accepts, each encoding made once per page; the
 * encoding is null when the browser takes none (the HTML goes as it is).
 */
export function pageBytes(
  page: Extract<FinishedPage, { kind: 'page' }>,
  acceptEncoding: string | undefined,
): { encoding: PageEncoding | null; body: Buffer | string } {
  const encoding = negotiate<PageEncoding>(acceptEncoding ?? '', ['br', 'gzip']);
  if (encoding === null) return { encoding, body: page.html };
  let body = page.encoded.get(encoding);
  if (body === undefined) {
    body = compress[encoding](page.html);
    page.encoded.set(encoding, body);
  }
  return { encoding, body };
}

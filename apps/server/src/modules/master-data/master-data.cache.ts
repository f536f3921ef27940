import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressFromBytes } from '../../platform/http/compression.ts';

/**
 * Browsers and shared caches may reuse a list this long without asking; after that they ask with the
 * ETag and get a 304 while the list is unchanged. Short, because a university a talent types in should
 * reach the others soon.
 */
export const masterDataCacheControl = 'public, max-age=60';

export interface MasterDataCacheOptions {
  /** The revision every change of an option table raises (migration 0006_master-data-revision). */
  readRevision: () => Promise<number>;
  /** How stale this process may be about another process's change; 0 checks on every request. */
  checkEveryMs: number;
  /** Answers kept; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

type Encoding = 'br' | 'gzip';

interface CachedAnswer {
  body: string;
  etag: string;
  /** Compressed once, on the first request that accepts each encoding. */
  compressed: Partial<Record<Encoding, Buffer>>;
}

/**
 * Answers of the option lists, kept in this process by their URL (path and query): they change
 * rarely, so after the first request a list is sent without touching the database, validating,
 * serialising or compressing it again. Any change of an option table, in any process, raises one revision in the database;
 * a cache that sees a new revision drops everything.
 */
export function createMasterDataCache(options: MasterDataCacheOptions) {
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  let revision: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  /** Raised on each drop, so an answer read before a drop is not kept after it. */
  let generation = 0;

  async function checkRevision(): Promise<void> {
    const current = await options.readRevision();
    checkedAt = now();
    if (current !== revision) {
      revision = current;
      answers.clear();
      generation += 1;
    }
  }

  return {
    /** Reads the revision when the last reading is older than `checkEveryMs`, one reading at a time. */
    async refresh(): Promise<void> {
      if (now() - checkedAt < options.checkEveryMs) return;
      checking ??= checkRevision().finally(() => {
        checking = undefined;
      });
      await checking;
    },
    get generation() {
      return generation;
    },
    lookup(key: string): CachedAnswer | undefined {
      const found = answers.get(key);
      if (found) {
        answers.delete(key);
        answers.set(key, found);
      }
      return found;
    },
    /** Keeps an answer unless the lists changed since it was read (`readIn` is the generation then). */
    keep(key: string, body: string, readIn: number): CachedAnswer {
      const answer: CachedAnswer = { body, etag: etagOf(body), compressed: {} };
      if (readIn !== generation) return answer;
      answers.set(key, answer);
      if (answers.size > options.maxEntries) answers.delete(answers.keys().next().value as string);
      return answer;
    },
    get size() {
      return answers.size;
    },
  };
}

export type MasterDataCache = ReturnType<typeof createMasterDataCache>;

/** Weak: the bytes differ with the compression the client accepts, the list they carry does not. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The encoding to send, brotli first, from an Accept-Encoding header (a `;q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  answer.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(answer.body, { level: constants.Z_BEST_COMPRESSION });
  return answer.compressed[encoding];
}

function matches(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'] ?? '';
  return asked.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * Serves the GET routes registered in this (encapsulated) Fastify scope from the cache: a kept answer
 * goes out at once (or as 304 when the browser has it), a new one is kept after the route serialised
 * it. Only successful answers are kept; failed validation never reaches the cache.
 */
export function serveFromCache(scope: FastifyInstance, cache: MasterDataCache): void {
  const readIn = new WeakMap<FastifyRequest, number>();

  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    await cache.refresh();
    const kept = cache.lookup(request.url);
    if (!kept) {
      readIn.set(request, cache.generation);
      return;
    }
    reply.header('etag', kept.etag).header('cache-control', masterDataCacheControl);
    if (matches(request, kept.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding =
      kept.body.length >= compressFromBytes
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(kept.body);
    // Sent as kept: the platform's compression leaves an answer that already names its encoding.
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(compressedBody(kept, encoding));
  });

  scope.addHook('preSerialization', async (request, reply, payload) => {
    const generation = readIn.get(request);
    if (generation === undefined || reply.statusCode !== 200) return payload;
    const body = String(reply.serialize(payload));
    const kept = cache.keep(request.url, body, generation);
    reply.header('etag', kept.etag).header('cache-control', masterDataCacheControl);
    return payload;
  });
}

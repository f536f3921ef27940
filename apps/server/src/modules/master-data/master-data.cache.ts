import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressFromBytes } from '../../platform/http/compression.ts';
import { ownBytes } from '../../platform/http/own-bytes.ts';
import { createCacheUntilChanged } from '../../platform/kept/cache-until-changed.ts';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';

/**
 * Browsers and shared caches may reuse a list this long without asking; after that they ask with the
 * ETag and get a 304 while the list is unchanged. Short, because a university a talent types in should
 * reach the others soon.
 */
export const masterDataCacheControl = 'public, max-age=60';

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
 * serialising or compressing it again. Every statement that changes an option table, in any process,
 * announces 'master-data' on the change feed when it commits, and the cache drops everything then
 * (decision 0154).
 */
export function createMasterDataCache(changes: KeptFactsChanges, options: { maxEntries: number }) {
  const answers = createCacheUntilChanged<CachedAnswer>(changes, {
    changedBy: ['master-data'],
    maxEntries: options.maxEntries,
  });
  return {
    /** Moves on each drop, so an answer read before a drop is not kept after it. */
    get heard() {
      return answers.heard;
    },
    lookup: (key: string): CachedAnswer | undefined => answers.find(key),
    /** Keeps an answer unless the lists changed since it was read (`readIn` is `heard` then). */
    keep(key: string, body: string, readIn: number): CachedAnswer {
      const answer: CachedAnswer = { body, etag: etagOf(body), compressed: {} };
      answers.keep(key, answer, readIn);
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
  answer.compressed[encoding] ??= ownBytes(
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(answer.body, { level: constants.Z_BEST_COMPRESSION }),
  );
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
    const kept = cache.lookup(request.url);
    if (!kept) {
      readIn.set(request, cache.heard);
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
    const heard = readIn.get(request);
    if (heard === undefined || reply.statusCode !== 200) return payload;
    const body = String(reply.serialize(payload));
    const kept = cache.keep(request.url, body, heard);
    reply.header('etag', kept.etag).header('cache-control', masterDataCacheControl);
    return payload;
  });
}

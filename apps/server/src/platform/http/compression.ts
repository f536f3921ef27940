import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing it would save less than it costs. */
export const compressFromBytes = 1024;

/**
 * Compresses API answers of 1 KB and more for browsers that accept it, brotli before gzip, at brotli's
 * level 2: for a listing page (6.6 KB of JSON) it writes 1,180 bytes in about 20 µs where level 4
 * wrote 1,076 in 36-47 µs, the largest part of the listing's time once its data is kept in memory
 * (decision 0097). The built web app is compressed once at build time instead; see platform/web. zstd is
 * left out until the browsers this app serves all accept it. Request bodies are not decompressed: the
 * body limit would then measure the compressed size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressFromBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    globalDecompression: false,
  });
}

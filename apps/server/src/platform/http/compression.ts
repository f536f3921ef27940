import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing it would save less than it costs. */
export const compressFromBytes = 1024;

/**
 * Compresses API answers of 1 KB and more for browsers that accept it, brotli before gzip, at brotli's
 * fast level 4 (the built web app is compressed once at build time instead; see platform/web). zstd is
 * left out until the browsers this app serves all accept it. Request bodies are not decompressed: the
 * body limit would then measure the compressed size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressFromBytes,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files a browser loads as text; images and fonts are compressed already. Source maps only open in devtools. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Below this a compressed copy saves less than the request's own headers weigh. */
export const precompressFromBytes = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built file a browser loads as text, at the
 * highest levels: they are made once per build, and the server sends the best copy the browser accepts
 * (apps/server/src/platform/web) instead of compressing the same file on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'talent:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After the copied public files are in place too, so every file the server sends has its copies.
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map((file) => writeCompressedCopies(join(outDir, file))),
      );
    },
  };
}

async function writeCompressedCopies(path: string): Promise<void> {
  const content = await readFile(path);
  const size = content.byteLength;
  if (size < precompressFromBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

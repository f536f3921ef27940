import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeStream } from 'file-type';
import { AppError, formatBytes, notFound } from '../errors/app-error.ts';
import type { Storage, StoredFile, UploadRules } from './storage.ts';

const keyPattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

export const uploadMessages = {
  tooLarge: (maxBytes: number) => `The file is too large; the limit is ${formatBytes(maxBytes)}`,
  wrongType: (types: readonly string[]) => `This type of file is not accepted; use ${types.join(', ')}`,
} as const;

/** Keeps uploads as files in one folder, named by a random id and the extension of their real type. */
export function createLocalStorage(folder: string): Storage {
  return {
    async save(content: Readable, rules: UploadRules): Promise<StoredFile> {
      await mkdir(folder, { recursive: true });
      const sniffed = await fileTypeStream(content, { sampleSize: 4100 });
      const type = sniffed.fileType;
      if (!type || !rules.types.includes(type.mime)) {
        content.resume();
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', uploadMessages.wrongType(rules.types));
      }
      const key = `${randomUUID()}.${type.ext}`;
      const partial = join(folder, `${key}.partial`);
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > rules.maxBytes)
            done(new AppError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(rules.maxBytes)));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(sniffed, limit, createWriteStream(partial));
        // A multipart parser that hits its own limit ends the stream early instead of failing it.
        if ((content as Readable & { truncated?: boolean }).truncated) {
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(rules.maxBytes));
        }
        await rename(partial, join(folder, key));
      } catch (error) {
        await rm(partial, { force: true });
        content.resume();
        throw error;
      }
      return { key, mime: type.mime, size };
    },

    async open(key: string): Promise<Readable> {
      const path = pathOf(folder, key);
      if (!path || !(await stat(path).catch(() => null))) throw notFound('File not found');
      return createReadStream(path);
    },

    async remove(key: string): Promise<void> {
      const path = pathOf(folder, key);
      if (path) await rm(path, { force: true });
    },
  };
}

/** Only keys this storage made map to a path, so a key can never reach outside the folder. */
function pathOf(folder: string, key: string): string | null {
  return keyPattern.test(key) ? join(folder, key) : null;
}

import { randomUUID } from 'node:crypto';
import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeStream } from 'file-type';
import { AppError, formatBytes } from '../errors/app-error.ts';
import type { StoredFile, UploadRules } from './storage.ts';

export const uploadMessages = {
  tooLarge: (maxBytes: number) => `The file is too large; the limit is ${formatBytes(maxBytes)}`,
  wrongType: (types: readonly string[]) => `This type of file is not accepted; use ${types.join(', ')}`,
} as const;

const keyPattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

/** Only keys a storage made itself are valid, so a key can never name anything else. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * Streams an upload into `destination` while checking it, the same way for every backend: its
 * real type is read from its first bytes (before anything is written), its size is counted as it
 * flows and the stream fails the moment it passes the limit. The destination is opened only once
 * the type is known, under a new random key with that type's extension. On any refusal the rest
 * of the upload is drained and the error thrown; the caller removes what the destination kept.
 */
export async function receiveUpload(
  content: Readable,
  rules: UploadRules,
  destination: (key: string) => Writable,
): Promise<StoredFile> {
  const sniffed = await fileTypeStream(content, { sampleSize: 4100 });
  const type = sniffed.fileType;
  if (!type || !rules.types.includes(type.mime)) {
    content.resume();
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', uploadMessages.wrongType(rules.types));
  }
  const key = `${randomUUID()}.${type.ext}`;
  let size = 0;
  const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(rules.maxBytes));
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > rules.maxBytes) done(tooLarge());
      else done(null, chunk);
    },
    // A multipart parser that hits its own limit ends the stream early instead of failing it;
    // failing here, before the end reaches the destination, keeps the cut-off file from counting.
    flush(done) {
      done((content as Readable & { truncated?: boolean }).truncated ? tooLarge() : null);
    },
  });
  try {
    await pipeline(sniffed, limit, destination(key));
  } catch (error) {
    content.resume();
    throw error;
  }
  return { key, mime: type.mime, size };
}

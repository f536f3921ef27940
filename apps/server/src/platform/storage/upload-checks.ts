import { randomUUID } from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadMessages } from '@talent/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, formatBytes } from '../errors/app-error.ts';
import { contentChecksFor } from './content-checks.ts';
import type { StoredFile, UploadRules } from './storage.ts';

/**
 * Reads a file as it streams, holding only what its type's checks keep (a kilobyte of its end, one
 * object stream of a PDF, the last megabyte of a zip): refuses it the moment a check says no.
 */
export function contentInspector(mime: string, refuse: () => Error): Transform {
  const checks = contentChecksFor(mime);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(checks.every((check) => check.take(chunk)) ? null : refuse(), chunk);
    },
    flush(done) {
      done(checks.every((check) => check.end()) ? null : refuse());
    },
  });
}

/** How many first bytes tell a file's type. */
const sniffBytes = 4100;

/**
 * The first bytes of an upload and an iterator over the rest. Read by iteration rather than by
 * listening for events, so an empty file (whose stream may have ended before anyone listened)
 * ends the read instead of holding the request open forever.
 */
async function readHead(content: Readable, size: number) {
  const rest = content[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await rest.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest };
}

/** Reads a refused upload to its end, so the request can still be answered. */
/**
 * How much more of a refused file is read and thrown away: a client that sent a little too much
 * then reads the refusal cleanly. Past it the answer goes out at once and the connection closes
 * after it (`closeConnectionsWithUnreadBodies`), so half a gigabyte is not received to be discarded.
 */
const refusedTailBytes = 8 * 1024 * 1024;

async function drain(rest: AsyncIterator<Buffer>): Promise<void> {
  let read = 0;
  try {
    for (let next = await rest.next(); !next.done && read < refusedTailBytes; next = await rest.next())
      read += next.value.length;
  } catch {
    // A stream that already failed has nothing left to read.
  }
}

/** Whether the multipart parser cut the file off at its own limit (busboy marks its stream so). */
function cutOffByParser(content: Readable): boolean {
  return (content as Readable & { truncated?: boolean }).truncated === true;
}

const keyPattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

/** Only keys a storage made itself are valid, so a key can never name anything else. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * Streams an upload into `destination` while checking it, the same way for every backend: its
 * real type is read from its first bytes (before anything is written), its size is counted as it
 * flows and the stream fails the moment it passes the limit. The destination is opened only once
 * the type is known, under a new random key with that type's extension. On any refusal a little
 * more of the upload is drained and the error thrown; the caller removes what the destination kept.
 */
export async function receiveUpload(
  content: Readable,
  rules: UploadRules,
  destination: (key: string) => Writable,
): Promise<StoredFile> {
  const { head, rest } = await readHead(content, sniffBytes);
  const type = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (!type || !rules.types.includes(type.mime)) {
    await drain(rest);
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', uploadMessages.wrongType(rules.types.join(', ')));
  }
  const sniffed = Readable.from(
    (async function* () {
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
    })(),
  );
  const key = `${randomUUID()}.${type.ext}`;
  let size = 0;
  const tooLarge = () =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(formatBytes(rules.maxBytes)));
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > rules.maxBytes) done(tooLarge());
      else done(null, chunk);
    },
    // A multipart parser that hits its own limit ends the stream early instead of failing it;
    // failing here, before the end reaches the destination, keeps the cut-off file from counting.
    flush(done) {
      done(cutOffByParser(content) ? tooLarge() : null);
    },
  });
  // The multipart parser stops passing a file on at its own limit but reads on to the part's end
  // (possibly gigabytes later); the refusal must not wait for that.
  content.once('limit', () => limit.destroy(tooLarge()));
  const wrongType = () =>
    new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', uploadMessages.wrongType(rules.types.join(', ')));
  try {
    await pipeline(sniffed, limit, contentInspector(type.mime, wrongType), destination(key));
  } catch (error) {
    // A file the parser cut off sends nothing more until its part ends, however far away that is.
    if (!cutOffByParser(content)) await drain(rest);
    throw error;
  }
  return { key, mime: type.mime, size };
}

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { notFound, serviceAway } from '../errors/app-error.ts';
import type { Storage, StoredFile, UploadRules } from './storage.ts';
import { isStorageKey, receiveUpload } from './upload-checks.ts';

/** An S3-compatible object store, addressed path-style (`<endpoint>/<bucket>/<key>`). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A key no upload ever gets (uploads are `<uuid>.<ext>`), read at start to prove access. */
const probeKey = 'talent-storage-probe';

/**
 * Keeps uploads as objects in one bucket. An upload is checked while it streams into a spool
 * file on local disk and sent to the store only once it passed every check, as one PUT with its
 * length known: the store sees a whole object or nothing, so a refused or broken upload never
 * leaves an object (or an unfinished multipart upload) behind. See docs/decisions/0045.
 */
export function createS3Storage(
  settings: S3Settings,
  spoolDir: string = join(tmpdir(), 'talent-upload-spool'),
): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default sends bodies aws-chunked with trailing checksums, which many
    // S3-compatible stores do not understand (they would store the chunk framing as content).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must fail the request, not hold it (and its upload) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const { bucket } = settings;

  return {
    async ready(): Promise<void> {
      try {
        await client.send(new GetObjectCommand({ Bucket: bucket, Key: probeKey }));
      } catch (error) {
        if (error instanceof NoSuchKey) return;
        throw new Error(unreachableReason(error, settings), { cause: error });
      }
    },

    async save(content: Readable, rules: UploadRules): Promise<StoredFile> {
      await mkdir(spoolDir, { recursive: true });
      let spool: string | undefined;
      let stored: StoredFile | undefined;
      try {
        stored = await receiveUpload(content, rules, (key) => {
          spool = join(spoolDir, key);
          return createWriteStream(spool);
        });
        await fromStore(
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: stored.key,
              Body: createReadStream(join(spoolDir, stored.key)),
              ContentLength: stored.size,
              ContentType: stored.mime,
            }),
          ),
        );
        return stored;
      } catch (error) {
        // A PUT whose answer was lost may still have stored the object.
        if (stored) await removeQuietly(client, bucket, stored.key);
        throw error;
      } finally {
        if (spool) await rm(spool, { force: true });
      }
    },

    async open(key: string): Promise<Readable> {
      if (!isStorageKey(key)) throw notFound('File not found');
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((error) => {
        throw error instanceof NoSuchKey ? notFound('File not found') : serviceAway(error);
      });
      // In Node the SDK answers with the HTTP response itself: it streams, nothing is buffered.
      return object.Body as Readable;
    },

    async remove(key: string): Promise<void> {
      if (isStorageKey(key))
        await fromStore(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
  };
}

/** The store's failures (away, refusing, answering 5xx) are a service away, not a fault of the request. */
async function fromStore<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    throw serviceAway(error);
  }
}

async function removeQuietly(client: S3Client, bucket: string, key: string): Promise<void> {
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
}

/** Says which S3_* setting to look at, from how the store refused the probe. */
function unreachableReason(error: unknown, settings: S3Settings): string {
  const where = `the S3-compatible store at S3_ENDPOINT ${settings.endpoint}`;
  if (!(error instanceof S3ServiceException)) {
    return `Uploads cannot be stored: ${where} does not answer (${(error as Error).message})`;
  }
  if (error.name === 'NoSuchBucket') {
    return `Uploads cannot be stored: S3_BUCKET "${settings.bucket}" does not exist at ${where}`;
  }
  if (error.$metadata.httpStatusCode === 403) {
    return `Uploads cannot be stored: ${where} refuses S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for bucket "${settings.bucket}" (${error.name})`;
  }
  return `Uploads cannot be stored: ${where} answered ${error.name} for bucket "${settings.bucket}"`;
}

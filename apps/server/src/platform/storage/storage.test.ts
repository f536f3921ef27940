import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onePixelPng, smallPdf } from '../../testing/files.ts';
import { type LocalS3, startLocalS3 } from '../../testing/local-s3.ts';
import { errorMessages } from '../errors/app-error.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const images = { types: ['image/png', 'image/jpeg'], maxBytes: 10_000 };
const pdfs = { types: ['application/pdf'], maxBytes: 1_000 };

let localS3: LocalS3;

beforeAll(async () => {
  localS3 = await startLocalS3();
});

afterAll(async () => {
  await localS3?.close();
});

interface Backend {
  storage: Storage;
  /** Everything the backend keeps: files in the folder, or objects in the bucket and spool files. */
  kept(): Promise<string[]>;
}

const backends: Record<string, () => Promise<Backend>> = {
  'a local folder': async () => {
    const folder = mkdtempSync(join(tmpdir(), 'talent-uploads-'));
    return { storage: createLocalStorage(folder), kept: async () => readdirSync(folder) };
  },
  'an S3-compatible store': async () => {
    const spool = mkdtempSync(join(tmpdir(), 'talent-spool-'));
    const before = new Set(await localS3.objectKeys());
    return {
      storage: createS3Storage(localS3.settings, spool),
      kept: async () => [
        ...(await localS3.objectKeys()).filter((key) => !before.has(key)),
        ...readdirSync(spool),
      ],
    };
  },
};

function chunks(...parts: Buffer[]): Readable {
  return Readable.from(parts);
}

describe.each(Object.keys(backends))('uploads kept in %s', (name) => {
  let storage: Storage;
  let kept: () => Promise<string[]>;

  beforeEach(async () => {
    ({ storage, kept } = await (backends[name] as () => Promise<Backend>)());
    await storage.ready();
  });

  it('keeps an accepted file under a new name with the type found in its bytes, and gives it back', async () => {
    const stored = await storage.save(chunks(onePixelPng), images);
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      mime: 'image/png',
      size: onePixelPng.length,
    });
    expect(await kept()).toEqual([stored.key]);
    expect(await buffer(await storage.open(stored.key))).toEqual(onePixelPng);
  });

  it('streams a file of several megabytes in and out unchanged', async () => {
    // A whole PDF ends with %%EOF; the upload checks refuse one cut short.
    const large = Buffer.concat([
      smallPdf,
      Buffer.alloc(3 * 1024 * 1024, 'talent'),
      Buffer.from('\n%%EOF\n'),
    ]);
    const parts = Array.from({ length: Math.ceil(large.length / 65_536) }, (_, index) =>
      large.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const stored = await storage.save(chunks(...parts), {
      types: ['application/pdf'],
      maxBytes: large.length,
    });
    expect(stored.size).toBe(large.length);
    expect((await buffer(await storage.open(stored.key))).equals(large)).toBe(true);
  });

  it('goes by the content, not by what the file claims to be, and keeps nothing it refuses', async () => {
    const pretender = chunks(Buffer.from('just some text, named photo.png'));
    await expect(storage.save(pretender, images)).rejects.toMatchObject({
      statusCode: 415,
      type: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This type of file is not accepted; use image/png, image/jpeg',
    });
    await expect(storage.save(chunks(smallPdf), images)).rejects.toMatchObject({ statusCode: 415 });
    expect(await kept()).toEqual([]);
  });

  it('stops a file over the limit while it streams and keeps nothing of it', async () => {
    const big = chunks(onePixelPng, Buffer.alloc(6_000), Buffer.alloc(6_000));
    await expect(storage.save(big, images)).rejects.toMatchObject({
      statusCode: 413,
      type: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large; the limit is 9.8 KB',
    });
    expect(await kept()).toEqual([]);
  });

  it('refuses a file the multipart parser cut off at its own limit', async () => {
    const cut = Object.assign(chunks(smallPdf), { truncated: true });
    await expect(storage.save(cut, pdfs)).rejects.toMatchObject({ statusCode: 413 });
    expect(await kept()).toEqual([]);
  });

  it('keeps nothing of an upload that breaks off', async () => {
    const broken = new Readable({
      read() {
        this.push(onePixelPng);
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.save(broken, images)).rejects.toThrow('connection reset');
    expect(await kept()).toEqual([]);
  });

  it('removes a file and then no longer finds it', async () => {
    const stored = await storage.save(chunks(smallPdf), pdfs);
    expect(await text(await storage.open(stored.key))).toContain('%PDF-1.4');
    await storage.remove(stored.key);
    await expect(storage.open(stored.key)).rejects.toMatchObject({ statusCode: 404, type: 'NOT_FOUND' });
    expect(await kept()).toEqual([]);
  });

  it('finds only names it made itself', async () => {
    for (const key of [
      '../../etc/passwd',
      '/etc/passwd',
      'a/../../b.png',
      '00000000-0000-0000-0000-000000000000.png',
    ]) {
      await expect(storage.open(key)).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});

describe('an S3-compatible store that cannot take files', () => {
  it('says at start which setting is wrong', async () => {
    const { settings } = localS3;
    await expect(createS3Storage({ ...settings, bucket: 'no-such-bucket' }).ready()).rejects.toThrow(
      `Uploads cannot be stored: S3_BUCKET "no-such-bucket" does not exist at the S3-compatible store at S3_ENDPOINT ${settings.endpoint}`,
    );
    await expect(createS3Storage({ ...settings, secretAccessKey: 'wrong' }).ready()).rejects.toThrow(
      'refuses S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for bucket "talent-uploads" (SignatureDoesNotMatch)',
    );
    await expect(createS3Storage({ ...settings, endpoint: 'http://127.0.0.1:9' }).ready()).rejects.toThrow(
      'Uploads cannot be stored: the S3-compatible store at S3_ENDPOINT http://127.0.0.1:9 does not answer',
    );
  });

  it('fails an upload it refuses and leaves no spool file behind', async () => {
    const spool = mkdtempSync(join(tmpdir(), 'talent-spool-'));
    const refusing = createS3Storage({ ...localS3.settings, secretAccessKey: 'wrong' }, spool);
    await expect(refusing.save(chunks(smallPdf), pdfs)).rejects.toMatchObject({
      statusCode: 503,
      message: errorMessages.unavailable,
      cause: { name: 'SignatureDoesNotMatch' },
    });
    expect(readdirSync(spool)).toEqual([]);
  });

  it('answers a store that is away as a service away, which the person may try again, not as our database', async () => {
    const spool = mkdtempSync(join(tmpdir(), 'talent-spool-'));
    const away = createS3Storage({ ...localS3.settings, endpoint: 'http://127.0.0.1:9' }, spool);
    const unavailable = { statusCode: 503, type: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 };
    await expect(away.save(chunks(smallPdf), pdfs)).rejects.toMatchObject(unavailable);
    await expect(away.open('0b6c2f4e-6f0e-4a53-9d1e-7f1a2b3c4d5e.pdf')).rejects.toMatchObject(unavailable);
    expect(readdirSync(spool)).toEqual([]);
  });
});

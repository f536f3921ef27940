import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { onePixelPng, smallPdf } from '../../testing/files.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

const images = { types: ['image/png', 'image/jpeg'], maxBytes: 10_000 };

let folder: string;
let storage: Storage;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'talent-uploads-'));
  storage = createLocalStorage(folder);
});

function chunks(...parts: Buffer[]): Readable {
  return Readable.from(parts);
}

describe('local upload storage', () => {
  it('keeps an accepted file under a new name with the type found in its bytes', async () => {
    const stored = await storage.save(chunks(onePixelPng), images);
    expect(stored).toEqual({
      key: expect.stringMatching(/\.png$/),
      mime: 'image/png',
      size: onePixelPng.length,
    });
    expect(readdirSync(folder)).toEqual([stored.key]);
    const kept = await storage.open(stored.key);
    expect(Buffer.from(await kept.toArray().then((parts) => Buffer.concat(parts)))).toEqual(onePixelPng);
  });

  it('goes by the content, not by what the file claims to be', async () => {
    const pretender = chunks(Buffer.from('just some text, named photo.png'));
    await expect(storage.save(pretender, images)).rejects.toMatchObject({
      statusCode: 415,
      type: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(storage.save(chunks(smallPdf), images)).rejects.toMatchObject({ statusCode: 415 });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('stops a file over the limit while it streams and keeps nothing of it', async () => {
    const big = chunks(onePixelPng, Buffer.alloc(6_000), Buffer.alloc(6_000));
    await expect(storage.save(big, images)).rejects.toMatchObject({
      statusCode: 413,
      type: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large; the limit is 9.8 KB',
    });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('keeps nothing of an upload that breaks off', async () => {
    const broken = new Readable({
      read() {
        this.push(onePixelPng);
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.save(broken, images)).rejects.toThrow('connection reset');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('removes a file and then no longer finds it', async () => {
    const stored = await storage.save(chunks(smallPdf), { types: ['application/pdf'], maxBytes: 1_000 });
    expect(await text(await storage.open(stored.key))).toContain('%PDF-1.4');
    await storage.remove(stored.key);
    await expect(storage.open(stored.key)).rejects.toMatchObject({ statusCode: 404, type: 'NOT_FOUND' });
  });

  it('never reaches outside its folder', async () => {
    for (const key of ['../../etc/passwd', '/etc/passwd', 'a/../../b.png']) {
      await expect(storage.open(key)).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});

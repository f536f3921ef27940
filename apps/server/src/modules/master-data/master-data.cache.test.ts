import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defaultServiceBases } from '@talent/contract';
import { universities } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handChanges } from '../../testing/hand-changes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createMasterDataCache, masterDataCacheControl } from './master-data.cache.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

const universitiesUrl = `${defaultServiceBases.master}/data/universities?search=cache%20lane&size=-1`;

describe('a master-data list', () => {
  it('carries an ETag and a short public cache, and answers 304 while the browser has it', async () => {
    const first = await server.app.inject({ url: universitiesUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(masterDataCacheControl);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await server.app.inject({ url: universitiesUrl });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const revalidated = await server.app.inject({ url: universitiesUrl, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('shows a row another process added once this one has heard the lists changed', async () => {
    const before = await server.app.inject({ url: universitiesUrl });
    expect(before.json().data).toEqual([]);

    const { db } = server.database;
    await db.insert(universities).values({ name: 'Universitas Cache Lane' });
    try {
      await server.app.platform.changes.heardAll();
      const after = await server.app.inject({ url: universitiesUrl });
      expect(after.json().data.map((row: { name: string }) => row.name)).toEqual(['Universitas Cache Lane']);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const stale = await server.app.inject({
        url: universitiesUrl,
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(stale.statusCode).toBe(200);
    } finally {
      await db.delete(universities).where(eq(universities.name, 'Universitas Cache Lane'));
    }
  });

  it('never keeps a refused query', async () => {
    const url = `${defaultServiceBases.master}/data/degrees?size=nine`;
    expect((await server.app.inject({ url })).statusCode).toBe(400);
    const again = await server.app.inject({ url });
    expect(again.statusCode).toBe(400);
    expect(again.headers.etag).toBeUndefined();
  });
});

describe('a large list kept in memory', () => {
  it('goes compressed as the browser accepts, the same list as the first answer', async () => {
    const url = `${defaultServiceBases.master}/data/universities?size=-1`;
    const first = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const plain = await server.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(plain.body.length).toBeGreaterThan(br.rawPayload.length * 3);
  });
});

describe('the cache', () => {
  function cacheOf() {
    const changes = handChanges();
    return { changes, cache: createMasterDataCache(changes, { maxEntries: 10 }) };
  }

  it('keeps answers until the option lists are announced changed', () => {
    const { changes, cache } = cacheOf();
    cache.keep('/a', '{"a":1}', cache.heard);
    changes.hear({ talentId: 7 });
    changes.hear('salary');
    expect(cache.lookup('/a')?.body).toBe('{"a":1}');
    changes.hear('master-data');
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('does not keep an answer read before the lists changed', () => {
    const { changes, cache } = cacheOf();
    const readIn = cache.heard;
    changes.hear('master-data');
    cache.keep('/a', '{"a":1}', readIn);
    expect(cache.lookup('/a')).toBeUndefined();
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defaultServiceBases } from '@talent/contract';
import { universities } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createMasterDataCache, masterDataCacheControl } from './master-data.cache.ts';
import { readMasterDataRevision } from './master-data.repository.ts';
import { revisionCheckMs } from './master-data.routes.ts';

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

  it('shows a row another process added once this one has checked the revision', async () => {
    const before = await server.app.inject({ url: universitiesUrl });
    expect(before.json().data).toEqual([]);

    const { db } = server.database;
    await db.insert(universities).values({ name: 'Universitas Cache Lane' });
    try {
      await new Promise((resolve) => setTimeout(resolve, revisionCheckMs + 50));
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

  it('raises the revision with every statement that changes an option table', async () => {
    const { db } = server.database;
    const before = await readMasterDataRevision(db);
    await db.update(universities).set({ oversea: false }).where(eq(universities.name, 'no such university'));
    expect(await readMasterDataRevision(db)).toBeGreaterThan(before);
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
  function cacheWith(revisions: number[], checkEveryMs = 1000) {
    let clock = 0;
    let reads = 0;
    const cache = createMasterDataCache({
      readRevision: async () => revisions[Math.min(reads++, revisions.length - 1)] ?? 0,
      checkEveryMs,
      maxEntries: 2,
      now: () => clock,
    });
    return { cache, advance: (ms: number) => (clock += ms), reads: () => reads };
  }

  it('reads the revision at most once per interval and drops everything when it moved', async () => {
    const { cache, advance, reads } = cacheWith([1, 1, 2]);
    await cache.refresh();
    cache.keep('/a', '{"a":1}', cache.generation);
    await cache.refresh();
    expect(reads()).toBe(1);
    advance(1000);
    await cache.refresh();
    expect(cache.lookup('/a')?.body).toBe('{"a":1}');
    advance(1000);
    await cache.refresh();
    expect(reads()).toBe(3);
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('does not keep an answer read before the lists changed', async () => {
    const { cache, advance } = cacheWith([1, 2]);
    await cache.refresh();
    const readIn = cache.generation;
    advance(1000);
    await cache.refresh();
    cache.keep('/a', '{"a":1}', readIn);
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('lets the least recently used answer go first', async () => {
    const { cache } = cacheWith([1]);
    await cache.refresh();
    const generation = cache.generation;
    cache.keep('/a', 'a', generation);
    cache.keep('/b', 'b', generation);
    cache.lookup('/a');
    cache.keep('/c', 'c', generation);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')?.body).toBe('a');
    expect(cache.size).toBe(2);
  });
});

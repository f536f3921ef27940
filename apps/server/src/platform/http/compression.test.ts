import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFromBytes, registerCompression } from './compression.ts';

const app = Fastify();
const manyRows = Array.from({ length: 100 }, (_, id) => ({ id, name: `Universitas Negeri ${id}` }));

beforeAll(async () => {
  await registerCompression(app);
  app.get('/large', async () => ({ data: manyRows }));
  app.get('/small', async () => ({ data: manyRows.slice(0, 2) }));
  await app.ready();
});

afterAll(() => app.close());

describe('JSON answers', () => {
  it('go compressed with brotli, else gzip, when they pass the threshold', async () => {
    const br = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ data: manyRows });
    expect(br.rawPayload.byteLength).toBeLessThan(JSON.stringify({ data: manyRows }).length / 3);

    const gz = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ data: manyRows });
  });

  it('go as they are to a client that does not accept compression, or when small', async () => {
    const plain = await app.inject({ url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ data: manyRows });

    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.body.length).toBeLessThan(compressFromBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

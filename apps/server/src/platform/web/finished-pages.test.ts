import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createKeptFinishedPages, finishedPage, pageBytes, UnrenderedPage } from './finished-pages.ts';

const jobPage = new URL('https://talent.example/talent/job/7');
const html = `<!doctype html><title>Backend Engineer</title>${'<p>Go, PostgreSQL, Kubernetes</p>'.repeat(200)}`;

describe('finished pages', () => {
  it('finishes a page once per revision of what it shows, and again once the revision moves', async () => {
    const pages = createKeptFinishedPages();
    const finish = vi.fn(async () => finishedPage(200, html));
    const first = await pages(jobPage, 'en', 'r1', finish);
    expect(await pages(jobPage, 'en', 'r1', finish)).toBe(first);
    expect(finish).toHaveBeenCalledTimes(1);
    await pages(jobPage, 'en', 'r2', finish);
    expect(finish).toHaveBeenCalledTimes(2);
  });

  it('keeps a page apart per language, as an address that names none is rendered in each', async () => {
    const pages = createKeptFinishedPages();
    const finish = vi.fn(async () => finishedPage(200, html));
    const english = await pages(jobPage, 'en', 'r1', finish);
    expect(await pages(jobPage, 'id', 'r1', finish)).not.toBe(english);
    expect(finish).toHaveBeenCalledTimes(2);
  });

  it('sends a page the server could not render without keeping it, and finishes it anew next time', async () => {
    const pages = createKeptFinishedPages();
    const unrendered = finishedPage(200, '<div id="root"></div>');
    const finish = vi.fn(async () => Promise.reject(new UnrenderedPage(unrendered)));
    expect(await pages(jobPage, 'en', 'r1', finish)).toBe(unrendered);
    expect(await pages(jobPage, 'en', 'r1', finish)).toBe(unrendered);
    expect(finish).toHaveBeenCalledTimes(2);
  });

  it('finishes a page without a revision on every request', async () => {
    const pages = createKeptFinishedPages();
    const finish = vi.fn(async () => finishedPage(200, html));
    await pages(jobPage, 'en', undefined, finish);
    await pages(jobPage, 'en', undefined, finish);
    expect(finish).toHaveBeenCalledTimes(2);
  });

  it('compresses a page once per encoding, in the best one the browser takes', () => {
    const page = finishedPage(200, html);
    if (page.kind !== 'page') throw new Error('not a page');
    const brotli = pageBytes(page, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    expect(pageBytes(page, 'br').body).toBe(brotli.body);
    const gzip = pageBytes(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(pageBytes(page, undefined)).toEqual({ encoding: null, body: html });
    expect(pageBytes(page, 'br;q=0, identity')).toEqual({ encoding: null, body: html });
  });
});

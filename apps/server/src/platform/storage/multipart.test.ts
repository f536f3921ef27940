import { existsSync, readdirSync } from 'node:fs';
import { defineEndpoint } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { onePixelPng, smallPdf } from '../../testing/files.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import type { AppContext } from '../app-context.ts';
import { registerEndpoint } from '../routes/register-endpoint.ts';
import { readMultipart } from './multipart.ts';

const cvFields = z.object({ title: z.string().min(1, 'Title is required') });

const uploadCv = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/platform-test/uploadcv',
  summary: 'Upload a CV (platform test)',
  access: 'public',
  bodyType: 'multipart',
  body: cvFields,
  data: z.object({ title: z.string(), mime: z.string(), size: z.number() }),
});

function uploadRoutes(app: FastifyInstance, { storage }: AppContext): void {
  registerEndpoint(app, uploadCv, async ({ request }) => {
    const { fields, files } = await readMultipart(request, {
      storage,
      files: {
        cv: { types: ['application/pdf'], maxBytes: 2_000 },
        portfolio: { types: ['application/pdf'], maxBytes: 1_000_000 },
      },
      fields: cvFields,
    });
    const file = files.cv ?? files.portfolio;
    if (!file) throw new Error('no file');
    return { data: { title: fields.title, mime: file.mime, size: file.size } };
  });
}

let subject: TestApp;

beforeAll(async () => {
  // The parser's own per-file limit (UPLOAD_MAX_MB) sits above the endpoint's 2,000 bytes.
  subject = await createTestApp({ modules: [uploadRoutes], config: testConfig({ UPLOAD_MAX_MB: '0.01' }) });
});

afterAll(async () => {
  await subject?.close();
});

async function upload(form: FormData) {
  const request = new Request('http://test.local', { method: 'PATCH', body: form });
  return subject.app.inject({
    method: 'PATCH',
    url: '/api/talent/v1/platform-test/uploadcv',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }>,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files))
    data.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

function storedFiles(): string[] {
  return existsSync(subject.config.uploadsDir) ? readdirSync(subject.config.uploadsDir) : [];
}

describe('multipart uploads', () => {
  it('stores an accepted file and hands the handler its validated fields', async () => {
    const response = await upload(
      form({ title: 'My CV' }, { cv: { bytes: smallPdf, name: 'cv.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ title: 'My CV', mime: 'application/pdf', size: smallPdf.length });
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses invalid fields with their reasons and removes the file it already stored', async () => {
    const before = storedFiles();
    const response = await upload(
      form({ title: '' }, { cv: { bytes: smallPdf, name: 'cv.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      meta: { type: 'VALIDATION_ERROR' },
      fields: { title: 'Title is required' },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file whose bytes are not of an accepted type, whatever its name says', async () => {
    const before = storedFiles();
    const response = await upload(
      form({ title: 'CV' }, { cv: { bytes: onePixelPng, name: 'cv.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('This type of file is not accepted; use application/pdf');
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a file over the endpoint's limit and over the server's, keeping nothing", async () => {
    const before = storedFiles();
    const overEndpointLimit = Buffer.concat([smallPdf, Buffer.alloc(3_000)]);
    const overServerLimit = Buffer.concat([smallPdf, Buffer.alloc(20_000)]);
    for (const [field, bytes] of [
      ['cv', overEndpointLimit],
      ['portfolio', overServerLimit],
    ] as const) {
      const response = await upload(
        form({ title: 'CV' }, { [field]: { bytes, name: 'cv.pdf', type: 'application/pdf' } }),
      );
      expect(response.statusCode, field).toBe(413);
      expect(response.json().meta.type, field).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file in a field that takes none', async () => {
    const response = await upload(
      form({ title: 'CV' }, { photo: { bytes: onePixelPng, name: 'me.png', type: 'image/png' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ photo: 'This field does not take a file here' });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await subject.app.inject({
      method: 'PATCH',
      url: '/api/talent/v1/platform-test/uploadcv',
      payload: { title: 'CV' },
    });
    expect(response.statusCode).toBe(415);
  });
});

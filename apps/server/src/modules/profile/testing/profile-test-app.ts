import { existsSync, readdirSync } from 'node:fs';
import { users } from '@talent/db';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp, testConfig } from '../../../testing/test-app.ts';

export interface ProfileTestApp extends TestApp {
  /** A verified, signed-in talent of its own, with the bearer header to call as it. */
  newTalent(
    email: string,
    values?: { onboarded?: boolean; type?: 'talent' | 'staff' },
  ): Promise<{ id: number; auth: { authorization: string } }>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the answers they assert on
  call(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  storedFiles(): string[];
}

/** The whole server on a fresh test database, with a helper that makes signed-in talents. */
export async function startProfileTestApp(variables: Record<string, string> = {}): Promise<ProfileTestApp> {
  const subject = await createTestApp({ config: testConfig(variables) });
  return {
    ...subject,
    async newTalent(email, values = {}) {
      const [row] = await subject.database.db
        .insert(users)
        .values({
          type: values.type ?? 'talent',
          email,
          fullname: 'Test Talent',
          passwordHash: 'not-used',
          verifiedAt: new Date(),
          onboarded: values.onboarded ?? true,
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`Could not make ${email}`);
      const token = await subject.app.platform.sessions.start(row.id);
      return { id: row.id, auth: { authorization: `Bearer ${token}` } };
    },
    async call(options) {
      const response = await subject.app.inject(options);
      const json = response.headers['content-type']?.toString().includes('application/json');
      return {
        status: response.statusCode,
        body: json ? response.json() : response.rawPayload,
        headers: response.headers,
      };
    },
    storedFiles() {
      return existsSync(subject.config.uploadsDir) ? readdirSync(subject.config.uploadsDir) : [];
    },
  };
}

/** A multipart body for `inject`, built the way a browser's FormData is. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type?: string }> = {},
): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://test.local', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

import {
  accountHeaders,
  assignAdvocate,
  defaultServiceBases,
  downloadCv,
  type Endpoint,
  fillPath,
  getTalent,
  listStaffConversations,
  replyInChat,
  sendNotification,
  signin,
  signout,
  signupSources,
  submitClientErrorReport,
  uploadCv,
} from '@talent/contract';
import { createDatabase, demoPassword, seedDemoAccounts } from '@talent/db';
import { createEmptyTestDatabase } from '@talent/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorReportsPerMinute } from '../../src/modules/client-errors/client-errors.routes.ts';
import { type LocalS3, startLocalS3 } from '../../src/testing/local-s3.ts';
import { connectSse } from '../../src/testing/sse-client.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * Two server processes behind an imaginary load balancer: one PostgreSQL database, one
 * S3-compatible store, nothing else in common. What a talent does through one must hold on the
 * other, as it would when the balancer sends each request to whichever process it likes.
 */
let objectStore: LocalS3;
let database: { url: string; drop(): Promise<void> };
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  objectStore = await startLocalS3();
  database = await createEmptyTestDatabase();
  const { settings } = objectStore;
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: 'cluster-test-session-secret-of-32-characters-or-more',
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  };
  // Started together on an empty database: the two race to migrate and seed, as in a rolling start.
  [first, second] = await Promise.all([
    startServerProcess(await freePort(), env),
    startServerProcess(await freePort(), env),
  ]);
  // A production server seeds no demo accounts; the test adds them as staff would add people.
  const seeding = await createDatabase({ url: database.url });
  await seedDemoAccounts(seeding.db);
  await seeding.close();
}, 240_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
  await objectStore?.close();
});

function urlOf(server: ServerProcess, endpoint: Endpoint, params: Record<string, string | number> = {}) {
  return `${server.url}${defaultServiceBases[endpoint.group]}${fillPath(endpoint.path, params)}`;
}

async function signInDemoTalent(
  server: ServerProcess,
  email = 'talent@example.com',
): Promise<{ id: number; token: string }> {
  const response = await fetch(urlOf(server, signin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [accountHeaders.source]: signupSources.marketplace },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number; token: string } }).data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('two server processes on one database and one object store', () => {
  it('accepts a session started on one process at the other, and ends it on both', async () => {
    const { id, token } = await signInDemoTalent(first);
    const talent = await fetch(urlOf(second, getTalent, { query: id }), { headers: bearer(token) });
    expect(talent.status).toBe(200);
    expect(((await talent.json()) as { data: { email: string } }).data.email).toBe('talent@example.com');

    const signedOut = await fetch(urlOf(second, signout), {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    const afterSignOut = await fetch(urlOf(first, getTalent, { query: id }), { headers: bearer(token) });
    expect(afterSignOut.status).toBe(401);
  });

  it('serves a CV uploaded through one process from the other', async () => {
    const { id, token } = await signInDemoTalent(second);
    // A whole PDF (it ends with %%EOF): the upload checks refuse a cut-off one.
    const cv = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(20_000, 'cluster '),
      Buffer.from('\n%%EOF\n'),
    ]);
    const form = new FormData();
    form.append('CV', new Blob([cv], { type: 'application/pdf' }), 'putri-cv.pdf');
    const uploaded = await fetch(urlOf(first, uploadCv, { id }), {
      method: 'PATCH',
      headers: bearer(token),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expect(await objectStore.objectKeys()).toHaveLength(1);

    const downloaded = await fetch(urlOf(second, downloadCv, { id }), { headers: bearer(token) });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(cv)).toBe(true);
  });

  it('pushes a notification sent through one process to a page listening on the other', async () => {
    const talent = await signInDemoTalent(second);
    const page = await connectSse(
      `${second.url}/api/talent/v2/notification/${talent.id}/stream`,
      bearer(talent.token),
    );
    expect(page.status).toBe(200);
    await page.next((event) => event.event === 'count');

    const staff = await signInDemoTalent(first, 'staff@example.com');
    const sent = await fetch(urlOf(first, sendNotification, { id: talent.id }), {
      method: 'POST',
      headers: { ...bearer(staff.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'hiring',
        text: 'Sent through the first process',
        url_action: '/talent/dashboard',
      }),
    });
    expect(sent.status).toBe(200);
    const pushed = await page.next((event) => event.event === 'notification');
    expect(JSON.parse(pushed.data).text).toBe('Sent through the first process');
    page.close();
  });

  it('delivers a chat answer sent through one process to a page listening on the other', async () => {
    const talent = await signInDemoTalent(second);
    const page = await connectSse(`${second.url}/api/chat/talent/${talent.id}/stream`, bearer(talent.token));
    expect(page.status).toBe(200);
    await page.next((event) => event.event === 'unread');

    const staff = await signInDemoTalent(first, 'staff@example.com');
    const json = { ...bearer(staff.token), 'content-type': 'application/json' };
    const assigned = await fetch(urlOf(first, assignAdvocate, { id: talent.id }), {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ staff_id: staff.id }),
    });
    expect(assigned.status).toBe(200);
    const listed = await fetch(`${urlOf(first, listStaffConversations)}?talent_id=${talent.id}`, {
      headers: bearer(staff.token),
    });
    const [conversation] = ((await listed.json()) as { data: { id: number }[] }).data;
    const replied = await fetch(urlOf(first, replyInChat, { id: conversation?.id ?? 0 }), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ body: 'Answered through the first process' }),
    });
    expect(replied.status).toBe(200);
    const pushed = await page.next((event) => event.event === 'message');
    expect(JSON.parse(pushed.data).body).toBe('Answered through the first process');
    page.close();
  });

  it('counts a rate limit across both processes', async () => {
    const report = {
      status: 404,
      method: 'GET',
      url: '/api/talent/v1/talent/1',
      message: 'Not found',
      page: '/',
    };
    const statuses: number[] = [];
    for (let sent = 0; sent <= clientErrorReportsPerMinute; sent += 1) {
      const response = await fetch(urlOf(sent % 2 === 0 ? first : second, submitClientErrorReport), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, clientErrorReportsPerMinute).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

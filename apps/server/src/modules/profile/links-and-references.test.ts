import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchLinkPreview, linkFetchMessages, profileMessages } from '@talent/contract';
import { mails } from '@talent/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../platform/errors/app-error.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { createProfileModule } from './profile.routes.ts';
import { type ProfileTestApp, startProfileTestApp } from './testing/profile-test-app.ts';

let subject: ProfileTestApp;
let talent: { id: number; auth: { authorization: string } };
let other: { id: number; auth: { authorization: string } };
let pages: Server;
let allowed: string;

const page = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Idempotent payouts &amp; ledgers">
<meta name="description" content="How we stopped paying twice.">
<meta property="og:image" content="/cover.png">
</head><body>Hello</body></html>`;

const repositories = [
  {
    name: 'ledger',
    description: 'Event-sourced ledger',
    html_url: 'https://github.com/rina/ledger',
    language: 'Go',
    stargazers_count: 42,
    fork: false,
  },
  {
    name: 'forked-lib',
    description: null,
    html_url: 'https://github.com/rina/forked-lib',
    language: 'C',
    stargazers_count: 0,
    fork: true,
  },
];

beforeAll(async () => {
  pages = createServer((request, response) => {
    if (request.url === '/article') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } else if (request.url === '/to-private') {
      response.writeHead(302, { location: 'http://10.0.0.1/admin' });
      response.end();
    } else if (request.url === '/to-loopback') {
      response.writeHead(302, { location: 'http://127.0.0.1:9/secret' });
      response.end();
    } else if (request.url?.startsWith('/to?')) {
      const target = new URL(request.url, 'http://pages.test').searchParams.get('where') ?? '';
      response.writeHead(302, { location: target });
      response.end();
    } else if (request.url === '/cut-off') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Half a');
      setTimeout(() => response.socket?.destroy(), 20);
    } else if (request.url === '/silent') {
      // Takes the request and never answers.
    } else if (request.url === '/trickle') {
      // Answers at once, then a byte at a time, never ending: only a deadline on the whole answer stops it.
      response.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => response.write(' '), 20);
      response.on('close', () => clearInterval(drip));
    } else if (request.url === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<html>${'x'.repeat(2 * 1024 * 1024)}</html>`);
    } else if (request.url?.startsWith('/users/rina/repos')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(repositories));
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"message":"Not Found"}');
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const { port } = pages.address() as AddressInfo;
  allowed = `http://127.0.0.1:${port}`;
  subject = await startProfileTestApp({
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}`,
    GITHUB_API_URL: allowed,
    PUBLIC_URL: 'http://talent.test',
  });
  talent = await subject.newTalent('rina@example.com');
  other = await subject.newTalent('budi@example.com');
});

afterAll(async () => {
  await subject?.close();
  pages?.closeAllConnections();
  await new Promise((resolve) => pages?.close(resolve));
});

function preview(url: string) {
  return subject.call({
    method: 'POST',
    url: '/api/employer/meta-html',
    headers: talent.auth,
    payload: { url },
  });
}

/** IPv6 spellings of loopback and private addresses, and ranges no public site is on (issue 29). */
const ipv6Forms = [
  'http://[::127.0.0.1]/',
  'http://[2002:7f00:1::]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[64:ff9b:1::a00:1]/',
  'http://[fec0::1]/',
];

describe('POST /meta-html', () => {
  it('reads the title, description and image of a page on an allowed host', async () => {
    const { status, body } = await preview(`${allowed}/article`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      url: `${allowed}/article`,
      title: 'Idempotent payouts & ledgers',
      description: 'How we stopped paying twice.',
      image: `${allowed}/cover.png`,
    });
  });

  it('refuses loopback, private, link-local and non-http targets', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost:8080/api/openapi.json',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      ...ipv6Forms,
    ]) {
      const { status, body } = await preview(url);
      expect(status, url).toBe(400);
      expect(body.fields.url, url).toBe(linkFetchMessages.notPublic);
    }
    const ftp = await preview('ftp://example.com/file');
    expect(ftp.body.fields.url).toBe(linkFetchMessages.invalidAddress);
  });

  it('refuses a redirect to a private or loopback address, and an oversized page', async () => {
    const redirects = ipv6Forms.map((form) => `/to?where=${encodeURIComponent(form)}`);
    for (const path of ['/to-private', '/to-loopback', ...redirects]) {
      const { status, body } = await preview(`${allowed}${path}`);
      expect(status, path).toBe(400);
      expect(body.fields.url, path).toBe(linkFetchMessages.notPublic);
    }
    const huge = await preview(`${allowed}/huge`);
    expect(huge.body.fields.url).toBe(linkFetchMessages.tooLarge);
  });

  it('says a site that hangs up halfway through its page could not be reached, not that we are down', async () => {
    const { status, body } = await preview(`${allowed}/cut-off`);
    expect(status).toBe(502);
    expect(body.fields.url).toBe(linkFetchMessages.unreachable);
  });

  it('needs a signed-in talent', async () => {
    const anonymous = await subject.call({
      method: 'POST',
      url: '/api/employer/meta-html',
      payload: { url: allowed },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /meta-html of a page that answers too slowly', () => {
  const deadlineMs = 300;
  let quick: TestApp;
  let token: string;

  beforeAll(async () => {
    quick = await createTestApp({
      config: testConfig({ OUTBOUND_ALLOW_HOSTS: new URL(allowed).host }),
      modules: [createProfileModule({ linkPreviewTimeoutMs: deadlineMs })],
    });
    token = (await quick.signInAs('rina@example.com')).token;
  });

  afterAll(async () => {
    await quick?.close();
  });

  it('gives up at the deadline on a page that never answers, or never finishes answering', async () => {
    for (const path of ['/silent', '/trickle']) {
      const started = performance.now();
      const { status, body } = await quick.inject(
        fetchLinkPreview,
        { body: { url: `${allowed}${path}` } },
        { token },
      );
      expect(status, path).toBe(400);
      expect(body.fields?.url, path).toBe(linkFetchMessages.tooSlow);
      expect(performance.now() - started, path).toBeLessThan(deadlineMs + 1_000);
    }
  });
});

describe('POST /github/repositories', () => {
  it("lists a user's own public repositories, leaving forks out", async () => {
    const { status, body } = await subject.call({
      method: 'POST',
      url: '/api/employer/github/repositories',
      headers: talent.auth,
      payload: { username: 'rina' },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        name: 'ledger',
        description: 'Event-sourced ledger',
        url: 'https://github.com/rina/ledger',
        language: 'Go',
        stars: 42,
      },
    ]);
  });

  it('says when the user does not exist', async () => {
    const { status, body } = await subject.call({
      method: 'POST',
      url: '/api/employer/github/repositories',
      headers: talent.auth,
      payload: { username: 'nobody-here' },
    });
    expect(status).toBe(400);
    expect(body.fields.username).toBe(linkFetchMessages.githubUserNotFound);
  });
});

describe('references', () => {
  const request = {
    name: 'Agus Pratama',
    email: 'agus@example.com',
    relationship_id: 1,
    company: 'Tokopedia',
  };

  async function lastMailTo(email: string) {
    const [mail] = await subject.database.db
      .select()
      .from(mails)
      .where(eq(mails.to, email))
      .orderBy(desc(mails.id))
      .limit(1);
    return mail;
  }

  function tokenOf(text: string): string {
    const link = /http:\/\/talent\.test\/reference\/answer\?token=([\w-]+)/.exec(text);
    if (!link?.[1]) throw new Error(`No answer link in: ${text}`);
    return link[1];
  }

  it('asks for a reference, mails the referee and answers with the spec message', async () => {
    const asked = await subject.call({
      method: 'POST',
      url: `/api/talent/v1/talent/${talent.id}/ask-for-reference`,
      headers: talent.auth,
      payload: request,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.meta.message).toBe('Your request for agus@example.com has been sent');
    expect(asked.body.data).toMatchObject({
      name: 'Agus Pratama',
      status: 'requested',
      relationship: { id: 1 },
    });
    const again = await subject.call({
      method: 'POST',
      url: `/api/talent/v1/talent/${talent.id}/ask-for-reference`,
      headers: talent.auth,
      payload: { ...request, email: 'AGUS@example.com' },
    });
    expect(again.status).toBe(409);
    expect(again.body.fields.email).toBe(profileMessages.referenceAlreadyAsked);
  });

  it('lets the referee answer once through the mailed link, then shows it on the profile', async () => {
    const mail = await lastMailTo('agus@example.com');
    const token = tokenOf(mail?.text ?? '');
    const read = await subject.call({
      method: 'GET',
      url: `/api/talent/v1/references/answer?token=${token}`,
    });
    expect(read.body.data).toMatchObject({
      talent_name: 'Test Talent',
      referee_name: 'Agus Pratama',
      answered: false,
    });
    const answer = 'Rina led our payments team calmly through two peak seasons.';
    const answered = await subject.call({
      method: 'POST',
      url: '/api/talent/v1/references/answer',
      payload: { token, answer },
    });
    expect(answered.body.meta.message).toBe(profileMessages.referenceAnswered);
    const twice = await subject.call({
      method: 'POST',
      url: '/api/talent/v1/references/answer',
      payload: { token, answer: 'Something else entirely, written later.' },
    });
    expect(twice.status).toBe(404);
    const talentAnswer = await subject.call({
      method: 'GET',
      url: `/api/talent/v1/talent/${talent.id}`,
      headers: talent.auth,
    });
    expect(talentAnswer.body.data.references).toMatchObject([{ status: 'answered', answer }]);
  });

  it('resends a request with a fresh link, and shows or hides references', async () => {
    const asked = await subject.call({
      method: 'POST',
      url: `/api/talent/v1/talent/${talent.id}/ask-for-reference`,
      headers: talent.auth,
      payload: { ...request, email: 'sari@example.com', name: 'Sari Dewi' },
    });
    const firstToken = tokenOf((await lastMailTo('sari@example.com'))?.text ?? '');
    const resent = await subject.call({
      method: 'GET',
      url: `/api/talent/v1/talent/${talent.id}/references/send-email?reference_id=${asked.body.data.id}`,
      headers: talent.auth,
    });
    expect(resent.body.meta.message).toBe('Your request for sari@example.com has been sent');
    const stale = await subject.call({
      method: 'GET',
      url: `/api/talent/v1/references/answer?token=${firstToken}`,
    });
    expect(stale.status).toBe(404);
    const foreign = await subject.call({
      method: 'GET',
      url: `/api/talent/v1/talent/${talent.id}/references/send-email?reference_id=${asked.body.data.id}`,
      headers: other.auth,
    });
    expect(foreign.status).toBe(403);
    const hidden = await subject.call({
      method: 'PATCH',
      url: `/api/talent/v1/talent/${talent.id}/references/hide`,
      headers: talent.auth,
    });
    expect(hidden.body.data).toEqual({ references_shown: false });
    const shown = await subject.call({
      method: 'PATCH',
      url: `/api/talent/v1/talent/${talent.id}/references/show`,
      headers: talent.auth,
    });
    expect(shown.body.data).toEqual({ references_shown: true });
  });
});

describe('references while the mail server is away', () => {
  let away: ProfileTestApp;
  let asker: { id: number; auth: { authorization: string } };

  beforeAll(async () => {
    // Nothing listens on port 9: every mail is refused at connect.
    away = await startProfileTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    asker = await away.newTalent('dewi@example.com');
  });

  afterAll(async () => {
    await away?.close();
  });

  it('answers that the service is away and keeps no request the referee never got, so asking again is no repeat', async () => {
    const ask = () =>
      away.call({
        method: 'POST',
        url: `/api/talent/v1/talent/${asker.id}/ask-for-reference`,
        headers: asker.auth,
        payload: { name: 'Agus Pratama', email: 'agus@example.com', relationship_id: 1 },
      });
    const first = await ask();
    expect(first.status).toBe(503);
    expect(first.body.meta.message).toBe(errorMessages.unavailable);
    expect(first.headers['retry-after']).toBe('2');

    const profile = await away.call({
      method: 'GET',
      url: `/api/talent/v1/talent/${asker.id}`,
      headers: asker.auth,
    });
    expect(profile.body.data.references).toEqual([]);
    expect((await ask()).status).toBe(503);
  });
});

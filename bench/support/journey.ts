/**
 * One job seeker's visit as the web app makes it, for the capacity bench: the calls each screen sends
 * when it opens, sent as the browser sends them (a screen's calls at once), timed per kind of call.
 */

/** Called with every answer: which kind of call, how long it took, whether it answered as it should. */
export type Record = (kind: string, ms: number, ok: boolean) => void;

export interface Seeker {
  url: string;
  id: number;
  token: string;
  /** Where this job seeker's requests come from, as the load balancer in front tells the server. */
  address: string;
  record: Record;
}

/**
 * A job seeker's own address (10.x.y.z from its number), sent as X-Forwarded-For to a server that
 * trusts loopback as its proxy: what a server counts per address (sign-in attempts, live streams)
 * counts as it would for people on their own connections, not for one machine.
 */
export const addressOf = (number: number) =>
  `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;

const v1 = '/api/talent/v1';
const v2 = '/api/talent/v2';

/** What the dashboard asks for when it opens: its sections and the header, all at once. */
export const dashboardCalls = (id: number): Array<[kind: string, path: string]> => [
  ['dashboard: reminder', `${v1}/reminder/${id}`],
  ['dashboard: find-me-job indicator', `${v1}/talent/${id}/indicator/find-me-job`],
  ['dashboard: milestones', `${v1}/talent/${id}/milestones`],
  ['dashboard: product tour', `${v1}/talent/${id}/tour`],
  ['dashboard: profile piece', `${v1}/talent/dashboard/${id}/profile`],
  ['dashboard: notifications piece', `${v1}/talent/dashboard/${id}/notifications?page=1&size=5`],
  ['dashboard: hiring activities', `${v1}/talent/dashboard/${id}/activities?page=1&size=20`],
  ['dashboard: survey status', `${v1}/talent/dashboard/${id}/survey`],
  ['dashboard: jobs for you', `${v2}/opportunities/${id}?filter=dashboard&page=1&size=3&sort=match`],
  ['dashboard: my applications', `${v2}/opportunities/${id}?filter=applied&page=1&size=3`],
  ['dashboard: job alerts', `${v2}/talent/${id}/job-alerts`],
  ['dashboard: conversations', `/api/chat/talent/${id}/conversations`],
  ['dashboard: latest articles', '/api/media/blogs?page=1&size=3'],
  ['header: unread count', `${v2}/${id}/count`],
  ['header: notification overlay', `${v2}/overlay/${id}`],
];

async function call(seeker: Seeker, kind: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(`${seeker.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${seeker.token}`,
        'x-forwarded-for': seeker.address,
        'accept-encoding': 'gzip, deflate, br, zstd',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    const body = await response.json();
    seeker.record(kind, performance.now() - started, response.ok);
    return response.ok ? (body as { data: unknown }).data : undefined;
  } catch {
    seeker.record(kind, performance.now() - started, false);
    return undefined;
  }
}

/** Signs a talent in; undefined (recorded as an error) when it is refused. */
export async function signIn(
  url: string,
  email: string,
  address: string,
  record: Record,
): Promise<Seeker | undefined> {
  const started = performance.now();
  const response = await fetch(`${url}/api/auth/auth-core/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', source: 'marketplace', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: 'Demo!2026' }),
  }).catch(() => undefined);
  const data = response?.ok
    ? ((await response.json()) as { data: { id: number; token: string } }).data
    : undefined;
  record('sign in', performance.now() - started, data !== undefined);
  return data && { url, id: data.id, token: data.token, address, record };
}

export async function openDashboard(seeker: Seeker): Promise<void> {
  await Promise.all(dashboardCalls(seeker.id).map(([kind, path]) => call(seeker, kind, path)));
}

/** A page of the listing; answers the ids of the jobs on it. */
export async function openListing(seeker: Seeker, kind: string, query: string): Promise<number[]> {
  const jobs = await call(seeker, kind, `${v2}/opportunities/${seeker.id}?size=10&${query}`);
  return Array.isArray(jobs) ? jobs.map((job: { id: number }) => job.id) : [];
}

export async function openJob(seeker: Seeker, jobId: number): Promise<void> {
  await call(seeker, 'job page', `${v2}/jobs/${jobId}`);
}

export async function bookmark(seeker: Seeker, jobId: number): Promise<void> {
  const body = JSON.stringify({ product_id: jobId, talent_id: seeker.id });
  await call(seeker, 'bookmark', `${v2}/jobs/${jobId}/bookmark`, { method: 'POST', body });
}

export async function apply(seeker: Seeker, jobId: number): Promise<void> {
  const body = JSON.stringify({ product_id: jobId, talent_id: seeker.id });
  await call(seeker, 'apply', `${v2}/jobs/${jobId}/apply`, { method: 'POST', body });
}

export async function openProfile(seeker: Seeker): Promise<void> {
  await call(seeker, 'profile', `${v1}/talent/${seeker.id}`);
}

export async function pollCount(seeker: Seeker): Promise<void> {
  await call(seeker, 'unread count (polled)', `${v2}/${seeker.id}/count`);
}

/**
 * Keeps the talent's live notification stream open until `signal` aborts; its time to the answer's
 * headers is recorded, and a stream the server ends or drops before then counts as an error.
 */
export async function keepLiveStream(seeker: Seeker, signal: AbortSignal): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(`${seeker.url}${v2}/notification/${seeker.id}/stream`, {
      headers: {
        authorization: `Bearer ${seeker.token}`,
        'x-forwarded-for': seeker.address,
        accept: 'text/event-stream',
      },
      signal,
    });
    seeker.record('live stream (opened)', performance.now() - started, response.ok);
    if (!response.body) return;
    for await (const _ of response.body) {
      // Events are read and let go: the stream is kept open for what it costs the server.
    }
    if (!signal.aborted) seeker.record('live stream (dropped)', 0, false);
  } catch {
    if (!signal.aborted) seeker.record('live stream (dropped)', performance.now() - started, false);
  }
}

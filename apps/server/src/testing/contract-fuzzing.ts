import { type Endpoint, errorEnvelopeSchema } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, requestsFor } from '../security/fuzz/requests.ts';
import { contractEndpoints, routeOf } from './contract-endpoints.ts';
import { createTestApp, type SignedIn, type TestApp } from './test-app.ts';

/**
 * Fuzzing from the contract (issue 15): for every endpoint, 500 requests in CI built from its zod
 * schemas, valid, near-valid and hostile. Every answer stays below 500, failures come in the
 * error envelope without a stack trace, SQL or file path, an answer below 500 logs no error, and
 * no body changes another talent's account, the caller's kind of account or the caller's sign-in
 * email. New endpoints are fuzzed without an edit here.
 *
 * The endpoints are shared out over a few test files (`security/contract-fuzz-*.test.ts`), each
 * fuzzing one share on its own app and database, so the fuzzer, a third of the API suite's time in
 * one file, spreads over Vitest's workers.
 */
/**
 * 500 per endpoint under `CI=true` (`.ci/run`); 100 elsewhere, from the same seeds, so the edit–test
 * loop spends a fifth of the fuzzer's time, which was a quarter of the unit tests'. `FUZZ_RUNS` sets any count.
 */
const requestsPerEndpoint = Number(process.env.FUZZ_RUNS ?? (process.env.CI === 'true' ? 500 : 100));

/** What an answer must never carry: stack frames, source paths, database wording. */
const leaks: readonly RegExp[] = [
  /\bat [\w$.<>]+ \(?[^\s()]+:\d+:\d+\)?/,
  /node_modules|\/work\/|apps\/server|\.ts:\d+/,
  /syntax error at or near|violates [\w ]*constraint|duplicate key value|invalid input syntax|relation "\w+"|column "\w+"/i,
  /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|values|set|where)\b/i,
];

/**
 * A 502 that says an outside service (GitHub, a linked page) cannot be reached is the one answer
 * above 499 allowed: the fuzzer runs without a network, and the fault is not ours.
 */
function upstreamAway(answer: LightMyRequestResponse): boolean {
  return (
    answer.statusCode === 502 &&
    (safeJson(answer.body) as { meta?: { type?: string } })?.meta?.type === 'BAD_GATEWAY'
  );
}

function problemsOf(answer: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500 && !upstreamAway(answer)) problems.push(`status ${answer.statusCode}`);
  const json = String(answer.headers['content-type'] ?? '').includes('application/json');
  if (answer.statusCode >= 400) {
    const parsed = json ? errorEnvelopeSchema.safeParse(safeJson(answer.body)) : undefined;
    if (!parsed?.success) problems.push('not in the error envelope');
    for (const leak of leaks) if (leak.test(answer.body)) problems.push(`leaks ${leak}`);
  } else if (json && answer.statusCode !== 204) {
    const body = safeJson(answer.body) as { meta?: unknown } | undefined;
    if (!body || typeof body !== 'object' || !('data' in body) || !body.meta)
      problems.push('not in the envelope');
  }
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The same requests on every run, different for each route. */
function seedOf(route: string): number {
  let hash = 0;
  for (const char of route) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * The shares, each a test file's: an endpoint falls in the first share it matches, and every endpoint
 * no share names (a new group, say) falls in `the rest`, so each endpoint is fuzzed exactly once.
 */
const shares = {
  'accounts and staff': (endpoint: Endpoint) => endpoint.group === 'auth' || endpoint.group === 'staff',
  "a talent's profile": (endpoint: Endpoint) =>
    endpoint.group === 'talentV1' && endpoint.path.startsWith('/talent/'),
  "a talent's activity": (endpoint: Endpoint) => endpoint.group === 'talentV1',
  'jobs and opportunities': (endpoint: Endpoint) =>
    endpoint.group === 'talentV2' || endpoint.group === 'talentV3',
} as const;

export type FuzzShare = keyof typeof shares | 'the rest';

export function shareOf(endpoint: Endpoint): FuzzShare {
  const named = Object.entries(shares).find(([, matches]) => matches(endpoint));
  return named ? (named[0] as FuzzShare) : 'the rest';
}

/**
 * Fuzzes every endpoint of `share` on an app and database of the calling test file's own (server
 * test files share their worker's modules, so nothing here lives outside the call).
 */
export function fuzzShareOfTheContract(share: FuzzShare): void {
  let server: TestApp;
  let accounts = 0;
  /**
   * What the server logged at error level of its own: an answer below 500 must log none (issue 29). A
   * web app's render-error report is logged at error level by design (decision 0136): that error is
   * the browser's, not the server's.
   */
  const errorLines: string[] = [];

  function keepServerError(line: string): void {
    if (!('renderError' in JSON.parse(line))) errorLines.push(line);
  }

  beforeAll(async () => {
    server = await createTestApp({ logger: { level: 'error', stream: { write: keepServerError } } });
  });

  afterAll(async () => {
    await server?.close();
  });

  function freshAccount(type: 'talent' | 'staff' = 'talent'): Promise<SignedIn> {
    accounts += 1;
    return server.signInAs(`fuzz.${type}.${accounts}@example.com`, { type });
  }

  async function accountRow(id: number) {
    const [row] = await server.db.select().from(schema.users).where(eq(schema.users.id, id));
    return row;
  }

  describe(`fuzzing the contract's endpoints: ${share}`, () => {
    const endpoints = contractEndpoints().filter((endpoint) => shareOf(endpoint) === share);

    it.each(endpoints.map((endpoint) => [routeOf(endpoint), endpoint] as [string, Endpoint]))(
      '%s answers every generated request below 500, in the envelope, revealing nothing',
      async (route, endpoint) => {
        const owner = await freshAccount();
        const bystander = await freshAccount();
        const caller = endpoint.access === 'staff' ? await freshAccount('staff') : owner;
        const bystanderBefore = await accountRow(bystander.id);
        const ownerBefore = await accountRow(owner.id);
        let sent = 0;
        const failures: { request: FuzzRequest; status: number; problems: string[]; body: string }[] = [];

        await fc
          .assert(
            fc.asyncProperty(
              requestsFor(endpoint, { token: caller.token, ownerId: owner.id, bystanderId: bystander.id }),
              async (request) => {
                sent += 1;
                errorLines.length = 0;
                const answer = await server.app.inject(request).catch((error: Error) => error);
                const problems = answer instanceof Error ? [`threw ${answer.message}`] : problemsOf(answer);
                if (!(answer instanceof Error) && answer.statusCode < 500 && errorLines.length > 0)
                  problems.push(
                    `logged an error for a ${answer.statusCode}: ${errorLines[0]?.slice(0, 200)}`,
                  );
                if (problems.length > 0 && failures.length < 3) {
                  failures.push({
                    request: { ...request, payload: String(request.payload ?? '').slice(0, 300) },
                    status: answer instanceof Error ? 0 : answer.statusCode,
                    problems,
                    body: answer instanceof Error ? '' : answer.body.slice(0, 300),
                  });
                }
                return problems.length === 0;
              },
            ),
            { numRuns: requestsPerEndpoint, seed: seedOf(route), endOnFailure: true },
          )
          .catch(() => undefined);

        expect(failures, route).toEqual([]);
        expect(sent).toBeGreaterThanOrEqual(requestsPerEndpoint);
        expect(await accountRow(bystander.id)).toEqual(bystanderBefore);
        // The sign-in email changes only through the link mailed to the new address (issue 29).
        expect(await accountRow(owner.id)).toMatchObject({ type: 'talent', email: ownerBefore?.email });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );
  });
}

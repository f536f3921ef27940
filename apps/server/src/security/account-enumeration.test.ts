import type { Endpoint } from '@talent/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/v4/core';
import { ownerLocationOf } from '../platform/access/access-rules.ts';
import { contractEndpoints, routeOf } from '../testing/contract-endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { shapeOf } from './fuzz/requests.ts';
import { arbitraryFor } from './fuzz/zod-arbitrary.ts';

/**
 * Which emails have accounts shows in no answer (issues 15 and 29). Every endpoint of the contract
 * whose JSON body or query takes an `email` is called twice, alike but for that email (one with an
 * account, one without), each time as a fresh talent from a fresh address, and both answers must
 * say the same: status, type, message and field messages, with the email itself masked. An endpoint
 * added later that takes an email is covered without an edit here.
 */
let server: TestApp;
let calls = 0;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

type Part = 'body' | 'query';

function emailPartOf(endpoint: Endpoint): Part | undefined {
  if ((endpoint.bodyType ?? 'json') === 'json' && 'email' in shapeOf(endpoint.body)) return 'body';
  if ('email' in shapeOf(endpoint.query)) return 'query';
  return undefined;
}

/** Plain values for the fields random text rarely gets right (letters-only names, numbers-only phones). */
const plainValues: Record<string, unknown> = {
  name: 'Sari Wulandari',
  fullname: 'Sari Wulandari',
  phone: '081234567890',
  password: 'Rahasia!2026',
  message: 'Hello, I would like to know more about Talent.',
};

/**
 * A value the schema accepts, the same on every run: generated, with the plain values where the
 * schema has those fields, and the first that passes the contract's own check.
 */
function validSampleOf(schema: Endpoint['body'], email: string): Record<string, unknown> {
  if (!schema) return {};
  const shape = shapeOf(schema);
  const plain = Object.fromEntries(Object.entries(plainValues).filter(([key]) => key in shape));
  const candidates = fc.sample(arbitraryFor(schema), { seed: 29, numRuns: 200 }).map((value) => ({
    ...(value && typeof value === 'object' ? (value as Record<string, unknown>) : {}),
    ...plain,
    ...('email' in shape ? { email } : {}),
  }));
  return candidates.find((candidate) => z.safeParse(schema, candidate).success) ?? candidates[0] ?? {};
}

/** What the caller can read from an answer, with the email it sent masked. */
function observed(answer: { status: number; body: unknown }, email: string) {
  const body = (answer.body ?? {}) as { meta?: { type?: string; message?: string }; fields?: unknown };
  const mask = (value: unknown) => JSON.stringify(value ?? null).replaceAll(email, '…');
  return {
    status: answer.status,
    type: body.meta?.type,
    message: mask(body.meta?.message),
    fields: mask(body.fields),
  };
}

async function callWith(endpoint: Endpoint, part: Part, email: string) {
  calls += 1;
  const caller = await server.signInAs(`enumeration.caller.${calls}@example.com`);
  const owner = ownerLocationOf(endpoint);
  const parts: Record<string, Record<string, unknown>> = {
    params: Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], 1])),
    body: validSampleOf(endpoint.body, email),
    query: validSampleOf(endpoint.query, email),
  };
  if (owner) {
    const [where, key] = owner.split('.') as [string, string];
    parts[where] = { ...parts[where], [key]: caller.id };
  }
  parts[part] = { ...parts[part], email };
  const answer = await server.inject(
    endpoint,
    {
      params: parts.params,
      ...(endpoint.body ? { body: parts.body } : {}),
      ...(endpoint.query ? { query: parts.query } : {}),
    } as never,
    { token: caller.token, remoteAddress: `10.29.${calls >> 8}.${calls & 255}` },
  );
  return observed(answer, email);
}

describe('answers that would tell which emails have accounts', () => {
  const covered = contractEndpoints().flatMap((endpoint) => {
    const part = emailPartOf(endpoint);
    return part ? [[routeOf(endpoint), endpoint, part] as [string, Endpoint, Part]] : [];
  });

  it('cover the sign-up, resend, reset and invitation endpoints at least', () => {
    expect(covered.map(([route]) => route)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/auth-core/signup',
        'POST /api/auth/auth-core/resendverification',
        'GET /api/auth/auth-core/reseturl',
        'POST /api/talent/v1/referral/invite',
      ]),
    );
  });

  it.each(covered)('%s answers an email with an account as one without', async (_route, endpoint, part) => {
    const registered = `has.account.${calls}@example.com`;
    await server.signInAs(registered);
    const withAccount = await callWith(endpoint, part, registered);
    const withoutAccount = await callWith(endpoint, part, `no.account.${calls}@example.com`);
    expect(withAccount).toEqual(withoutAccount);
    // A refusal at another field would hide the difference: the call must pass the contract's checks
    // (a rule checked against stored rows, such as an option id, may still refuse it).
    expect(withoutAccount.fields, JSON.stringify(withoutAccount)).toBe('null');
  });
});

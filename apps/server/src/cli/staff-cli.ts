import { readFileSync } from 'node:fs';
import { defaultServiceBases, fillPath, signin } from '@talent/contract';
import { type StaffCall, staffCallOf, UsageError, usageText } from './staff-commands.ts';

/**
 * `npm run staff -- <command>`: the company's side of hiring from a terminal. It signs in as staff
 * over HTTP like any client and calls the staff API, so it drives a running server (local or
 * remote) through the same rules, notifications and records as everything else.
 */

/** The demo staff account that `npm start` seeds (README); another is chosen with STAFF_EMAIL and STAFF_PASSWORD. */
const demoStaff = { email: 'staff@example.com', password: 'Demo!2026' } as const;

export interface StaffCliOptions {
  baseUrl: string;
  email: string;
  password: string;
  argv: readonly string[];
  print: (line: string) => void;
}

interface Envelope {
  data: unknown;
  meta?: { message?: string; count?: number };
  error?: string;
  fields?: Record<string, string>;
}

async function send(
  baseUrl: string,
  call: StaffCall,
  token: string | null,
): Promise<{ status: number; body: Envelope }> {
  const { endpoint } = call;
  const search = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const url = `${baseUrl}${defaultServiceBases[endpoint.group]}${fillPath(endpoint.path, call.params)}${search.size ? `?${search}` : ''}`;
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

function failureText(body: Envelope): string {
  const fields = Object.entries(body.fields ?? {}).map(([field, reason]) => `  ${field}: ${reason}`);
  return [body.error ?? body.meta?.message ?? 'The call failed', ...fields].join('\n');
}

function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`Could not read ${path}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${path} is not valid JSON`);
  }
}

/** Runs one command; answers the process exit code (0 done, 1 refused, 2 wrong usage). */
export async function runStaffCli({
  baseUrl,
  email,
  password,
  argv,
  print,
}: StaffCliOptions): Promise<number> {
  let call: StaffCall;
  try {
    call = staffCallOf(argv, readJsonFile);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(`${error.message}\n\n${usageText()}`);
    return 2;
  }
  const session = await send(baseUrl, { endpoint: signin, body: { email, password } }, null);
  const token = (session.body.data as { token?: string; type?: string } | null)?.token;
  if (session.status !== 200 || !token) {
    print(`Could not sign in as ${email}: ${failureText(session.body)}`);
    return 1;
  }
  if ((session.body.data as { type?: string }).type !== 'staff') {
    print(`${email} is not a staff account`);
    return 1;
  }
  const answer = await send(baseUrl, call, token);
  if (answer.status >= 400) {
    print(failureText(answer.body));
    return 1;
  }
  // A read prints only its JSON, so `npm run staff -- test 10001 > quiz.json` gives a file to edit.
  if (call.endpoint.method !== 'GET') print(answer.body.meta?.message ?? 'Done');
  print(JSON.stringify(answer.body.data, null, 2));
  return 0;
}

if (import.meta.main) {
  process.exitCode = await runStaffCli({
    baseUrl: (process.env.TALENT_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    email: process.env.STAFF_EMAIL ?? demoStaff.email,
    password: process.env.STAFF_PASSWORD ?? demoStaff.password,
    argv: process.argv.slice(2),
    print: (line) => console.log(line),
  });
}

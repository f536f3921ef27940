/**
 * One process against two: the production server on one PostgreSQL database, measured with autocannon
 * first as one process (32 connections), then with a second process on the same database (16
 * connections to each, at the same time). It says how throughput scales when processes are added on
 * this machine; the load generator shares the machine's cores with the servers, so on 2 cores a
 * factor near 1 means the cores, not the design, are the limit. Reports only; no budget.
 * Run: npm run bench -- processes   (BENCH_SECONDS per measurement, default 5)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  type BenchServer,
  freshPostgresUrl,
  signInDemoTalent,
  startProductionServer,
} from './support/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 32;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Scenario {
  name: string;
  path: (talentId: number) => string;
  signedIn?: boolean;
}

/** A trivial answer, a cached list, a computed answer and a signed-in database read. */
const scenarios: Scenario[] = [
  { name: 'healthz', path: () => '/healthz' },
  { name: 'master data: universities search', path: () => '/api/master/data/universities?search=univ' },
  { name: 'company page', path: () => '/api/talent/v2/company/1' },
  { name: 'job detail (signed in)', path: () => '/api/talent/v2/jobs/1', signedIn: true },
  { name: 'profile: the talent (signed in)', path: (id) => `/api/talent/v1/talent/${id}`, signedIn: true },
];

async function requestsPerSecond(servers: BenchServer[], path: string, headers: Record<string, string>) {
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.url}${path}`,
        connections: connections / servers.length,
        pipelining: 1,
        duration: seconds,
        headers,
      }),
    ),
  );
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  if (failed > 0) throw new Error(`${path} failed ${failed} times`);
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

async function measureAll(servers: BenchServer[], token: string, talentId: number) {
  const figures: Record<string, number> = {};
  for (const scenario of scenarios) {
    const headers = { ...browserHeaders, ...(scenario.signedIn ? { authorization: `Bearer ${token}` } : {}) };
    const path = scenario.path(talentId);
    await requestsPerSecond(servers, path, headers);
    figures[scenario.name] = await requestsPerSecond(servers, path, headers);
    console.log(
      `  ${servers.length} process(es)  ${scenario.name.padEnd(36)} ${Math.round(figures[scenario.name] ?? 0)} req/s`,
    );
  }
  return figures;
}

const databaseUrl = await freshPostgresUrl('talent_bench_processes');
if (!databaseUrl) process.exit(1);
console.log(`PostgreSQL; ${availableParallelism()} cores on this machine. Starting the first process…`);
const first = await startProductionServer({ port: 8212, databaseUrl });
let second: BenchServer | undefined;
try {
  const { token, id } = await signInDemoTalent(first.url);
  const one = await measureAll([first], token, id);
  console.log('Starting a second process on the same database…');
  second = await startProductionServer({ port: 8213, databaseUrl, seeded: true });
  const two = await measureAll([first, second], token, id);

  console.log(
    `\n${'endpoint'.padEnd(36)}  ${'1 process'.padStart(10)}  ${'2 processes'.padStart(11)}  factor`,
  );
  const rows = scenarios.map(({ name }) => {
    const single = one[name] ?? 0;
    const double = two[name] ?? 0;
    console.log(
      `${name.padEnd(36)}  ${String(Math.round(single)).padStart(10)}  ${String(Math.round(double)).padStart(11)}  ${(double / single).toFixed(2)}`,
    );
    return { endpoint: name, oneProcess: single, twoProcesses: double, factor: double / single };
  });
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `processes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), cores: availableParallelism(), seconds, connections, rows }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${file}`);
} finally {
  await second?.stop();
  await first.stop();
}

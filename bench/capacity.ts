/**
 * Capacity: how many job seekers at once the production server holds on PostgreSQL, as they really
 * use it (issue 36). The demo data and TALENTS generated talents (default 1,000, each with a CV), in
 * PROCESSES server processes (1 or 2, users spread over them like a load balancer would). Virtual job
 * seekers join in STEPS of concurrency (default 100,200,400,600,800,1000); each signs in once, keeps
 * its live stream open, polls the unread count every 30 s, and visits in a loop: the dashboard (its
 * calls at once), the listing (all, a filter, a search, page 2), two job pages, a bookmark, an apply in
 * one visit of five, the profile, thinking 1–3 s between steps. Each step is measured for STEP_SECONDS
 * (default 90) after its new users have joined, per kind of call (count, p50/p95/p99, errors), with
 * each server process's CPU, RSS, event-loop delay and pool (from its loopback-only figures) and the
 * load generator's own event-loop delay. Reports the highest step where every call's p95 is under
 * 300 ms with no errors; writes bench/results/capacity-<time>.json. No budget enforced.
 * Each user comes from an address of its own (X-Forwarded-For through a trusted loopback proxy), as
 * behind a load balancer. Each step also keeps every process's RSS, heap and external memory every
 * 10 s (`memoryOverTime`), and how much RSS grew from the first to the last minute of the step: one
 * long steady step shows whether memory stays flat, e.g. STEPS=800 STEP_SECONDS=600 for 10 minutes.
 * Run: PROCESSES=2 npm run bench -- capacity   (DATABASE_URL's server gets a fresh BENCH_DATABASE,
 * default talent_bench_capacity; DATABASE_POOL_SIZE, if set, sizes each process's pool)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, generatedTalentEmail, generateTalentProfiles } from '@talent/db';
import { sql } from 'drizzle-orm';
import {
  addressOf,
  apply,
  bookmark,
  keepLiveStream,
  openDashboard,
  openJob,
  openListing,
  openProfile,
  pollCount,
  type Record,
  type Seeker,
  signIn,
} from './support/journey.ts';
import { type BenchServer, freshPostgresUrl, startProductionServer } from './support/server.ts';

const talentCount = Number(process.env.TALENTS ?? 1000);
const processCount = Number(process.env.PROCESSES ?? 1);
const steps = (process.env.STEPS ?? '100,200,400,600,800,1000').split(',').map(Number);
const stepSeconds = Number(process.env.STEP_SECONDS ?? 90);
/** New users of a step join over this many seconds, not all in one instant. */
const joinSeconds = 10;
const databaseName = process.env.BENCH_DATABASE ?? 'talent_bench_capacity';
/** The first server's port (BENCH_PORT), the next process's one above it. */
const firstPort = Number(process.env.BENCH_PORT ?? 8232);
const budget = { p95Ms: 300 };
const countPollMs = 30_000;
const applyEvery = 5;
/** Calls a job seeker makes once, when joining. */
const joiningCalls = new Set(['sign in', 'live stream (opened)']);

// ---- Measuring --------------------------------------------------------------------------------

interface Calls {
  times: number[];
  errors: number;
}

/** What one step heard: every call's time by kind, and the servers' figures sampled meanwhile. */
class StepRecording {
  readonly calls = new Map<string, Calls>();
  readonly samples: ServerSample[][] = [];

  record: Record = (kind, ms, ok) => {
    const calls = this.calls.get(kind) ?? { times: [], errors: 0 };
    if (ok) calls.times.push(ms);
    else calls.errors += 1;
    this.calls.set(kind, calls);
  };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
}

function summarizeCalls(calls: Map<string, Calls>) {
  return [...calls]
    .map(([kind, { times, errors }]) => {
      const sorted = times.toSorted((a, b) => a - b);
      return {
        kind,
        count: times.length + errors,
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        p99Ms: percentile(sorted, 0.99),
        errors,
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

interface ProcessFigures {
  cpuSeconds: number;
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  eventLoopDelayMs: { p99: number; max: number };
  pool: { max: number; total: number; idle: number; waiting: number } | null;
}

interface ServerSample {
  atMs: number;
  figures: ProcessFigures;
}

async function readFigures(server: BenchServer): Promise<ProcessFigures | undefined> {
  const response = await fetch(`${server.url}/internal/figures`).catch(() => undefined);
  return response?.ok ? ((await response.json()) as ProcessFigures) : undefined;
}

/** Samples every server's figures every 2 s into `recording` until `signal` aborts. */
async function sampleServers(servers: BenchServer[], recording: StepRecording, signal: AbortSignal) {
  recording.samples.push(...servers.map(() => []));
  while (!signal.aborted) {
    const atMs = performance.now();
    const figures = await Promise.all(servers.map(readFigures));
    figures.forEach((one, index) => {
      if (one) recording.samples[index]?.push({ atMs, figures: one });
    });
    await sleep(2_000, undefined, { signal }).catch(() => {});
  }
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** The mean RSS in MB of the samples taken within `windowMs` after `fromMs`. */
function meanRssMb(samples: ServerSample[], fromMs: number, windowMs: number): number {
  const within = samples.filter(({ atMs }) => atMs >= fromMs && atMs < fromMs + windowMs);
  return mb(within.reduce((sum, { figures }) => sum + figures.rssBytes, 0) / Math.max(1, within.length));
}

function summarizeServer(samples: ServerSample[]) {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || first === last) return undefined;
  const pools = samples.flatMap(({ figures }) => (figures.pool ? [figures.pool] : []));
  const max = (values: number[]) => Math.max(0, ...values);
  const minute = Math.min(60_000, (last.atMs - first.atMs) / 2);
  return {
    cpuPercent: Math.round(
      (100 * (last.figures.cpuSeconds - first.figures.cpuSeconds) * 1000) / (last.atMs - first.atMs),
    ),
    rssMbMax: mb(max(samples.map(({ figures }) => figures.rssBytes))),
    heapUsedMbMax: mb(max(samples.map(({ figures }) => figures.heapUsedBytes))),
    externalMbMax: mb(max(samples.map(({ figures }) => figures.externalBytes))),
    /** The mean RSS of the step's last minute less that of its first: near 0 when memory is flat. */
    rssMbGrowth: meanRssMb(samples, last.atMs - minute, minute + 1) - meanRssMb(samples, first.atMs, minute),
    /** Every 10 s of the step: seconds since it began, RSS, heap used and external memory in MB. */
    memoryOverTime: samples
      .filter((_, index) => index % 5 === 0)
      .map(({ atMs, figures }) => ({
        s: Math.round((atMs - first.atMs) / 1000),
        rssMb: mb(figures.rssBytes),
        heapMb: mb(figures.heapUsedBytes),
        externalMb: mb(figures.externalBytes),
      })),
    eventLoopDelayP99MsMax: Math.round(max(samples.map(({ figures }) => figures.eventLoopDelayMs.p99))),
    pool: pools.length && {
      totalMax: max(pools.map((pool) => pool.total)),
      idleMean: Number((pools.reduce((sum, pool) => sum + pool.idle, 0) / pools.length).toFixed(1)),
      waitingMax: max(pools.map((pool) => pool.waiting)),
      waitingMean: Number((pools.reduce((sum, pool) => sum + pool.waiting, 0) / pools.length).toFixed(1)),
      shareOfSamplesNoneIdle: Number(
        (pools.filter((pool) => pool.idle === 0).length / pools.length).toFixed(2),
      ),
    },
  };
}

// ---- The job seeker ---------------------------------------------------------------------------

const think = (signal: AbortSignal) => sleep(1_000 + Math.random() * 2_000, undefined, { signal });

/**
 * One job seeker until `signal` aborts: signed in once, its live stream and count polling kept up
 * throughout, visiting in a loop. It records into whichever step is being measured at the time.
 */
async function jobSeeker(
  url: string,
  number: number,
  filter: string,
  record: Record,
  signal: AbortSignal,
): Promise<void> {
  const seeker = await signIn(url, generatedTalentEmail(number), addressOf(number), record);
  if (!seeker) return;
  void keepLiveStream(seeker, signal);
  const polling = setInterval(() => void pollCount(seeker), countPollMs);
  try {
    for (let visit = 1; !signal.aborted; visit += 1) await visitOnce(seeker, filter, visit, signal);
  } catch {
    // Aborted while thinking: the step is over.
  } finally {
    clearInterval(polling);
  }
}

async function visitOnce(seeker: Seeker, filter: string, visit: number, signal: AbortSignal) {
  await openDashboard(seeker);
  await think(signal);
  const jobs = await openListing(seeker, 'listing: all', 'filter=all&page=1&sort=match');
  await think(signal);
  await openListing(seeker, 'listing: a filter', `filter=all&page=1&sort=match&${filter}`);
  await think(signal);
  await openListing(seeker, 'listing: a search', 'filter=all&page=1&sort=match&search=engineer');
  await think(signal);
  await openListing(seeker, 'listing: page 2', 'filter=all&page=2&sort=match');
  await think(signal);
  const [first, second] = [...jobs].sort(() => Math.random() - 0.5);
  if (first === undefined || second === undefined) return;
  await openJob(seeker, first);
  await think(signal);
  await openJob(seeker, second);
  await think(signal);
  await bookmark(seeker, first);
  await think(signal);
  if (visit % applyEvery === 0) {
    await apply(seeker, second);
    await think(signal);
  }
  await openProfile(seeker);
  await think(signal);
}

// ---- The run ----------------------------------------------------------------------------------

/** The listing filter the users pick: the most common specialization and city of the open jobs. */
let commonFilter = '';

/** The generated talents, each with a CV (apply needs one); and `commonFilter`. */
async function addTalents(db: Database): Promise<void> {
  const started = performance.now();
  await generateTalentProfiles(db, { count: talentCount });
  await db.execute(sql`
    update talent_profiles set cv_key = 'bench/cv.pdf'
    where cv_key is null and talent_id in (select id from users where email like 'seed.talent.%')`);
  console.log(`  ${talentCount} talents in ${Math.round((performance.now() - started) / 1000)} s`);
  const { rows } = await db.execute<{ category: number; city: number }>(sql`
    select position_category_id as category, city_id as city from jobs where is_open
    group by 1, 2 order by count(*) desc limit 1`);
  commonFilter = `specialization=${rows[0]?.category}&location=${rows[0]?.city}`;
}

/** The servers trust the load generator, on loopback, to say each user's address. */
const serverEnv = {
  TRUST_PROXY: 'loopback',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
};

async function startServers(databaseUrl: string): Promise<BenchServer[]> {
  const servers = [
    await startProductionServer({ port: firstPort, databaseUrl, addData: addTalents, env: serverEnv }),
  ];
  for (let index = 1; index < processCount; index += 1) {
    servers.push(
      await startProductionServer({ port: firstPort + index, databaseUrl, seeded: true, env: serverEnv }),
    );
  }
  return servers;
}

function printStep(result: StepResult) {
  console.log(
    `\n-- ${result.users} job seekers: every p95 under ${budget.p95Ms} ms, no errors: ${result.passed}`,
  );
  console.log(
    `  ${'call'.padEnd(36)} ${'count'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} errors`,
  );
  for (const row of result.calls) {
    console.log(
      `  ${row.kind.padEnd(36)} ${String(row.count).padStart(6)} ${String(row.p50Ms).padStart(6)} ${String(row.p95Ms).padStart(6)} ${String(row.p99Ms).padStart(6)} ${row.errors}`,
    );
  }
  for (const [index, server] of result.servers.entries()) {
    const { memoryOverTime, ...figures } = server ?? {};
    console.log(`  process ${index + 1}: ${JSON.stringify(figures)}`);
    console.log(`    RSS MB every 10 s: ${(memoryOverTime ?? []).map((sample) => sample.rssMb).join(' ')}`);
  }
  console.log(`  load generator event-loop p99: ${result.loadGeneratorDelayP99Ms} ms`);
}

type StepResult = Awaited<ReturnType<typeof runStep>>;

async function runStep(
  servers: BenchServer[],
  users: number,
  joinUsers: (count: number) => Promise<void>,
  recording: StepRecording,
) {
  await joinUsers(users);
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  const stop = new AbortController();
  const sampling = sampleServers(servers, recording, stop.signal);
  // The step is measured once its users have joined; their sign-ins and stream opens are kept.
  for (const kind of recording.calls.keys()) if (!joiningCalls.has(kind)) recording.calls.delete(kind);
  generatorDelay.enable();
  await sleep(stepSeconds * 1000);
  generatorDelay.disable();
  stop.abort();
  await sampling;
  const calls = summarizeCalls(recording.calls);
  return {
    users,
    requestsPerSecond: Math.round(calls.reduce((sum, row) => sum + row.count, 0) / stepSeconds),
    calls,
    passed: calls.every((row) => row.errors === 0 && row.p95Ms < budget.p95Ms),
    servers: recording.samples.map(summarizeServer),
    loadGeneratorDelayP99Ms: Math.round(generatorDelay.percentile(99) / 1e6),
  };
}

const databaseUrl = await freshPostgresUrl(databaseName);
if (!databaseUrl) process.exit(1);
console.log(
  `PostgreSQL; ${availableParallelism()} cores; ${processCount} process(es); steps ${steps.join(', ')}; ${stepSeconds} s each.`,
);
const servers = await startServers(databaseUrl);
const everyone = new AbortController();
const seekers: Promise<void>[] = [];
try {
  // Every user records into the step being measured now; users of earlier steps stay on.
  let current = new StepRecording();
  const recordNow: Record = (kind, ms, ok) => current.record(kind, ms, ok);
  const joinUsers = async (users: number) => {
    const joining = users - seekers.length;
    for (let index = 0; index < joining; index += 1) {
      const number = (seekers.length % talentCount) + 1;
      const server = servers[seekers.length % servers.length];
      if (!server) break;
      seekers.push(jobSeeker(server.url, number, commonFilter, recordNow, everyone.signal));
      await sleep((joinSeconds * 1000) / joining);
    }
  };
  const results: StepResult[] = [];
  for (const users of steps) {
    current = new StepRecording();
    const result = await runStep(servers, users, joinUsers, current);
    printStep(result);
    results.push(result);
  }
  const held = results.filter((result) => result.passed).at(-1)?.users ?? 0;
  console.log(`\nHeld with every p95 under ${budget.p95Ms} ms and no errors: ${held} job seekers.`);
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `capacity-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const settings = {
    talents: talentCount,
    processes: processCount,
    stepSeconds,
    poolSize: process.env.DATABASE_POOL_SIZE ?? 'default',
    cores: availableParallelism(),
  };
  writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), ...settings, budget, held, steps: results }, null, 2)}\n`,
  );
  console.log(`Written to ${file}`);
} finally {
  everyone.abort();
  await Promise.allSettled(seekers);
  await Promise.all(servers.map((server) => server.stop()));
}

/**
 * The job listing at scale: the production server on PostgreSQL and on PGlite, each with JOBS job
 * posts (default 100,000; a comma list runs each, e.g. JOBS=10000,100000,1000000) and 10,000
 * generated talents with whole profiles, signed in as one of them. Every case of the listing a
 * talent can ask for (first page, a deep page and the last, search text, filters, by match and by
 * date) is measured with autocannon, 32 connections after a warm-up, right after `/healthz` of the
 * same server; the first request of each case, before anything is kept, is timed alone. One more row,
 * reported beside them without a budget, has 20 talents walk every page by date and by match in turn, so
 * that no answer or page is asked for twice while it could still be kept: what a listing costs when it
 * is built afresh from the database. Budget on PostgreSQL: 30% or more of `/healthz`'s throughput and p99 under 50 ms; and,
 * when the run holds both, the p50 at 1,000,000 jobs at most twice the p50 at 10,000. PGlite is
 * reported beside it. Prints one table, writes bench/results/job-listing-<time>.json, exits 1 on a miss.
 * The searches of issue 31 are cases too, with what the listing asks beside them: what a search
 * understood (`/search`, same budget) and the suggestions under the search box (p99 under 20 ms).
 * Run: JOBS=10000,100000 npm run bench -- job-listing   (DATABASES=postgres or pglite for one;
 * CASES=search,suggestions for the cases whose name holds a word; BENCH_SECONDS per measurement,
 * default 5; DATABASE_URL's server gets a fresh talent_bench_jobs, dropped after)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Database,
  demoJobCount,
  generatedTalentEmail,
  generateJobs,
  generateTalentProfiles,
} from '@talent/db';
import { sql } from 'drizzle-orm';
import { chosenBy } from './support/chosen-by.ts';
import {
  browserHeaders,
  connections,
  type Measurement,
  measure,
  type SequencedRequest,
  seconds,
  trivialPath,
  warm,
} from './support/load.ts';
import {
  type BenchServer,
  dropPostgresDatabase,
  freshPostgresUrl,
  signInDemoTalent,
  startProductionServer,
} from './support/server.ts';

const jobCounts = (process.env.JOBS ?? '100000').split(',').map(Number);
const talentCount = 10_000;
const databases = (process.env.DATABASES ?? 'postgres,pglite').split(',') as Array<'postgres' | 'pglite'>;
const budget = { shareOfTrivial: 0.3, p99Ms: 50, suggestionsP99Ms: 20, p50GrowthFrom10kTo1m: 2 };
const deepPage = 500;
const port = 8222;
const databaseName = 'talent_bench_jobs';
/** Talents who walk the pages in turn; 20 of them, by two sorts, outnumber every room for kept answers. */
const walkingTalents = 20;
const walkName = 'every page in turn, 20 talents';
/** `CASES=search,suggestions` measures only the cases (and the walk) whose name holds one of the words. */
const chosenCase = chosenBy('CASES');

/** What a case's address depends on: the talent signed in, a common filter pair, the last page. */
interface Context {
  talentId: number;
  specialization: number;
  location: number;
  lastPage: number;
}

/**
 * The searches issue 31 found answering nothing or the wrong jobs first, as the listing asks them, and
 * one of each other kind of its relevance set: an abbreviation, a company, an unfinished last word.
 */
const issueSearches = [
  'golang',
  'backend engineer jakarta',
  'product manager bandung',
  'remote',
  'software enginer',
  'akuntan',
  'react developer',
  'k8s',
  'gojek',
  'backend eng',
];

/**
 * A case's address after the talent's listing path (`/opportunities/{id}`): a query of the listing, or
 * another path beside it (`/search?…`, `/suggestions?…`); `p99Ms` when its budget is not the listing's.
 */
interface Case {
  name: string;
  query: (context: Context) => string;
  p99Ms?: number;
}

const allCases: Case[] = [
  { name: 'first page by match', query: () => 'sort=match&page=1' },
  { name: 'first page by date', query: () => 'sort=date&page=1' },
  { name: `page ${deepPage} by match`, query: () => `sort=match&page=${deepPage}` },
  { name: `page ${deepPage} by date`, query: () => `sort=date&page=${deepPage}` },
  { name: 'last page by date', query: ({ lastPage }) => `sort=date&page=${lastPage}` },
  { name: 'search text by match', query: () => 'sort=match&page=1&search=engineer' },
  { name: 'search text by date', query: () => 'sort=date&page=1&search=engineer' },
  {
    name: 'specialization and city by match',
    query: ({ specialization, location }) =>
      `sort=match&page=1&specialization=${specialization}&location=${location}`,
  },
  ...issueSearches.map((search) => ({
    name: `search "${search}" by match`,
    query: () => `sort=match&page=1&search=${encodeURIComponent(search)}`,
  })),
  {
    name: 'search understood, nothing found',
    query: () => `/search?search=${encodeURIComponent('accountant bandung blockchain')}`,
  },
  {
    name: 'search understood, "software enginer"',
    query: () => `/search?search=${encodeURIComponent('software enginer')}`,
  },
  ...['ba', 'backend eng', 'react developer jak'].map((search) => ({
    name: `suggestions "${search}"`,
    query: () => `/suggestions?search=${encodeURIComponent(search)}`,
    p99Ms: budget.suggestionsP99Ms,
  })),
];
const cases = allCases.filter(({ name }) => chosenCase(name));

interface Row {
  database: 'postgres' | 'pglite';
  jobs: number;
  case: string;
  path: string;
  /** The first request's time, before any order of that case is kept. */
  coldMs: number;
  trivial: Measurement;
  measured: Measurement;
  share: number;
  verdict: 'pass' | 'fail' | 'report';
}

/** The jobs beyond the demo's and the talents; answers the most common specialization and city. */
async function addJobsAndTalents(db: Database, jobs: number) {
  let started = performance.now();
  if (jobs > demoJobCount) await generateJobs(db, { count: jobs - demoJobCount });
  // Writing a job's texts rewrites its search document, so the seed leaves a dead version of every job:
  // vacuumed, as autovacuum would soon do on a running server, the scans see what a server sees.
  await db.execute(sql`vacuum analyze jobs`);
  console.log(`  ${jobs.toLocaleString('en')} jobs in ${Math.round((performance.now() - started) / 1000)} s`);
  started = performance.now();
  await generateTalentProfiles(db, { count: talentCount });
  console.log(
    `  ${talentCount.toLocaleString('en')} talents in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const { rows } = await db.execute<{ category: number; city: number }>(sql`
    select position_category_id as category, city_id as city from jobs where is_open
    group by 1, 2 order by count(*) desc limit 1`);
  return { specialization: Number(rows[0]?.category), location: Number(rows[0]?.city) };
}

function logMeasurement(name: string, measured: Measurement): void {
  console.log(
    `  ${name.padEnd(44)} ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms`,
  );
}

/**
 * Talents walking every page by date and by match in turn, each request the next (talent, sort, page),
 * so no address comes back before thousands of others: reported, not budgeted. The first page of each
 * talent and sort is asked first, so what is measured is paging, not each order's first scoring.
 */
async function walkEveryPage(server: BenchServer, database: Row['database'], jobs: number, lastPage: number) {
  const talents = await Promise.all(
    Array.from({ length: walkingTalents }, (_, index) =>
      signInDemoTalent(server.url, generatedTalentEmail(index + 1)),
    ),
  );
  const requestOf = (step: number): SequencedRequest => {
    const talent = talents[step % talents.length];
    if (!talent) throw new Error('No talent signed in to walk the pages.');
    const round = Math.floor(step / talents.length);
    const sort = round % 2 === 0 ? 'date' : 'match';
    const page = 1 + (Math.floor(round / 2) % lastPage);
    return {
      path: `/api/talent/v2/opportunities/${talent.id}?filter=all&size=10&sort=${sort}&page=${page}`,
      headers: { ...browserHeaders, authorization: `Bearer ${talent.token}` },
    };
  };
  const coldStarted = performance.now();
  await Promise.all(
    Array.from({ length: 2 * talents.length }, async (_, step) => {
      const { path, headers } = requestOf(step);
      const response = await fetch(`${server.url}${path}`, { headers });
      if (!response.ok) throw new Error(`${walkName} answered ${response.status}: ${await response.text()}`);
    }),
  );
  const coldMs = Math.round(performance.now() - coldStarted);
  let step = 2 * talents.length;
  const trivial = await measure(`${server.url}${trivialPath}`, browserHeaders);
  const measured = await measure(server.url, browserHeaders, () => requestOf(step++));
  logMeasurement(walkName, measured);
  const row: Row = {
    database,
    jobs,
    case: walkName,
    path: requestOf(0).path,
    coldMs,
    trivial,
    measured,
    share: measured.requestsPerSecond / trivial.requestsPerSecond,
    verdict: measured.failed ? 'fail' : 'report',
  };
  return row;
}

async function benchOne(database: Row['database'], jobs: number): Promise<Row[]> {
  console.log(`${database}, ${jobs.toLocaleString('en')} jobs: seeding and starting the production server…`);
  const databaseUrl = database === 'postgres' ? await freshPostgresUrl(databaseName) : undefined;
  if (database === 'postgres' && !databaseUrl) return [];
  let filters = { specialization: 1, location: 1 };
  const server: BenchServer = await startProductionServer({
    port,
    databaseUrl,
    addData: async (db) => {
      filters = await addJobsAndTalents(db, jobs);
    },
  });
  try {
    const { token, id } = await signInDemoTalent(server.url, generatedTalentEmail(1));
    const headers = { ...browserHeaders, authorization: `Bearer ${token}` };
    const talentPath = `/api/talent/v2/opportunities/${id}`;
    const listing = `${talentPath}?filter=all&size=10&`;
    const first = await fetch(`${server.url}${listing}sort=date`, { headers });
    const { meta } = (await first.json()) as { meta: { count: number } };
    const context: Context = { talentId: id, ...filters, lastPage: Math.max(1, Math.ceil(meta.count / 10)) };
    const rows: Row[] = [];
    for (const { name, query, p99Ms = budget.p99Ms } of cases) {
      const asked = query(context);
      const path = asked.startsWith('/') ? `${talentPath}${asked}` : `${listing}${asked}`;
      const coldStarted = performance.now();
      const cold = await fetch(`${server.url}${path}`, { headers });
      if (!cold.ok) throw new Error(`${name} answered ${cold.status}: ${await cold.text()}`);
      const coldMs = Math.round(performance.now() - coldStarted);
      await warm(`${server.url}${path}`, headers);
      const trivial = await measure(`${server.url}${trivialPath}`, browserHeaders);
      const measured = await measure(`${server.url}${path}`, headers);
      const share = measured.requestsPerSecond / trivial.requestsPerSecond;
      const within = measured.failed === 0 && share >= budget.shareOfTrivial && measured.p99Ms < p99Ms;
      const verdict =
        database === 'postgres' ? (within ? 'pass' : 'fail') : measured.failed ? 'fail' : 'report';
      rows.push({ database, jobs, case: name, path, coldMs, trivial, measured, share, verdict });
      logMeasurement(name, measured);
    }
    if (chosenCase(walkName)) rows.push(await walkEveryPage(server, database, jobs, context.lastPage));
    return rows;
  } finally {
    await server.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseName);
  }
}

function printTable(rows: Row[]): void {
  const header = [
    'database',
    'jobs',
    'case',
    'cold ms',
    'req/s',
    'healthz',
    'share',
    'p50 ms',
    'p99 ms',
    'verdict',
  ];
  const widths = [8, 9, 44, 7, 6, 7, 5, 6, 6, 7];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) =>
        index === 2 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) {
    console.log(
      line([
        row.database,
        row.jobs.toLocaleString('en'),
        row.case,
        String(row.coldMs),
        String(Math.round(row.measured.requestsPerSecond)),
        String(Math.round(row.trivial.requestsPerSecond)),
        `${Math.round(row.share * 100)}%`,
        String(row.measured.p50Ms),
        String(row.measured.p99Ms),
        row.verdict + (row.measured.failed ? ` (${row.measured.failed} errors)` : ''),
      ]),
    );
  }
}

/** Per case on PostgreSQL, the p50 at 1,000,000 jobs against the p50 at 10,000, when both ran. */
function growthMisses(rows: Row[]): string[] {
  const at = (jobs: number, name: string) =>
    rows.find((row) => row.database === 'postgres' && row.jobs === jobs && row.case === name);
  return cases.flatMap(({ name }) => {
    const small = at(10_000, name);
    const large = at(1_000_000, name);
    if (!small || !large) return [];
    const growth = large.measured.p50Ms / Math.max(small.measured.p50Ms, 1);
    console.log(
      `p50 of ${name}: ${small.measured.p50Ms} ms at 10,000 jobs, ${large.measured.p50Ms} ms at 1,000,000`,
    );
    return growth > budget.p50GrowthFrom10kTo1m ? [name] : [];
  });
}

const started = performance.now();
const rows: Row[] = [];
for (const database of databases) {
  for (const jobs of jobCounts) rows.push(...(await benchOne(database, jobs)));
}
printTable(rows);
const grown = growthMisses(rows);
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `job-listing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ when: new Date().toISOString(), seconds, connections, budget, talentCount, rows }, null, 2)}\n`,
);
const missed = rows.filter((row) => row.verdict === 'fail');
console.log(
  `\n${rows.length} measurements in ${Math.round((performance.now() - started) / 1000)} s, ${missed.length} over budget` +
    `${grown.length ? `, p50 more than doubled from 10,000 to 1,000,000 jobs: ${grown.join(', ')}` : ''}; written to ${file}`,
);
const postgresMeasured = rows.some((row) => row.database === 'postgres');
if (!postgresMeasured) console.log('PostgreSQL was not measured, so its budget was not checked.');
if (missed.length > 0 || grown.length > 0 || !postgresMeasured) process.exitCode = 1;

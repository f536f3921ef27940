/**
 * The API benchmark: the production server on PGlite and on PostgreSQL, every endpoint a page loads
 * on open (support/api-endpoints.ts) measured with autocannon, 32 connections, no pipelining, each
 * right after the trivial endpoint (/healthz) of the same server, so a loaded machine slows both alike.
 * Budget on PostgreSQL: 30% or more of the trivial endpoint's throughput and p99 under 50 ms; PGlite
 * is reported beside it. Prints one table, writes bench/results/api-<time>.json, exits 1 on a miss.
 * Run: npm run bench -- api   (BENCH_SECONDS per measurement, default 3; DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/test, gets a fresh database talent_bench_api)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchContext, pageEndpoints } from './support/api-endpoints.ts';
import { chosenBy } from './support/chosen-by.ts';
import {
  browserHeaders,
  connections,
  type Measurement,
  measure,
  seconds,
  trivialPath,
  warm,
} from './support/load.ts';
import {
  type BenchServer,
  freshPostgresUrl,
  signInDemoTalent,
  startProductionServer,
} from './support/server.ts';

const budget = { shareOfTrivial: 0.3, p99Ms: 50 };
/** `BENCH_ENDPOINTS=job listing,company` measures only the endpoints whose name holds one of the words. */
const chosen = chosenBy('BENCH_ENDPOINTS');
const chosenEndpoints = pageEndpoints.filter((endpoint) => chosen(endpoint.name));

interface Row {
  database: 'postgres' | 'pglite';
  endpoint: string;
  path: string;
  trivial: Measurement;
  measured: Measurement;
  share: number;
  verdict: 'pass' | 'fail' | 'report';
}

async function contextOf(server: BenchServer): Promise<{ context: BenchContext; token: string }> {
  const { token, id } = await signInDemoTalent(server.url);
  const first = async (path: string) => {
    const response = await fetch(`${server.url}/api/master/data/${path}`);
    const { data } = (await response.json()) as { data: Array<{ id: number }> };
    return data[0]?.id ?? 1;
  };
  return {
    token,
    context: {
      talentId: id,
      positionFunctionId: await first('position-functions?include_others=false&size=1'),
      yearsCategoryId: await first('years-categories?size=1'),
    },
  };
}

async function benchDatabase(database: Row['database'], server: BenchServer): Promise<Row[]> {
  const { context, token } = await contextOf(server);
  const rows: Row[] = [];
  for (const endpoint of chosenEndpoints) {
    const path = endpoint.path(context);
    const headers = { ...browserHeaders, ...(endpoint.signedIn ? { authorization: `Bearer ${token}` } : {}) };
    await warm(`${server.url}${path}`, headers);
    const trivial = await measure(`${server.url}${trivialPath}`, browserHeaders);
    const measured = await measure(`${server.url}${path}`, headers);
    const share = measured.requestsPerSecond / trivial.requestsPerSecond;
    const withinBudget =
      measured.failed === 0 && share >= budget.shareOfTrivial && measured.p99Ms < budget.p99Ms;
    rows.push({
      database,
      endpoint: endpoint.name,
      path,
      trivial,
      measured,
      share,
      verdict:
        database === 'postgres' ? (withinBudget ? 'pass' : 'fail') : measured.failed ? 'fail' : 'report',
    });
    console.log(
      `  ${database.padEnd(8)} ${endpoint.name.padEnd(40)} ${Math.round(measured.requestsPerSecond)} req/s`,
    );
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['database', 'endpoint', 'req/s', 'trivial', 'share', 'p99 ms', 'budget', 'verdict'];
  const widths = [8, 40, 7, 7, 6, 6, 17, 7];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) {
    console.log(
      line([
        row.database,
        row.endpoint,
        String(Math.round(row.measured.requestsPerSecond)),
        String(Math.round(row.trivial.requestsPerSecond)),
        `${Math.round(row.share * 100)}%`,
        String(row.measured.p99Ms),
        row.database === 'postgres' ? `>=30%, p99 <50` : 'none (reported)',
        row.verdict + (row.measured.failed ? ` (${row.measured.failed} errors)` : ''),
      ]),
    );
  }
}

const started = performance.now();
const rows: Row[] = [];
let postgresMeasured = false;

const postgresUrl = await freshPostgresUrl('talent_bench_api');
if (postgresUrl) {
  console.log('PostgreSQL: starting the production server…');
  const server = await startProductionServer({ port: 8202, databaseUrl: postgresUrl });
  try {
    rows.push(...(await benchDatabase('postgres', server)));
    postgresMeasured = true;
  } finally {
    await server.stop();
  }
}
console.log('PGlite: starting the production server…');
const pgliteServer = await startProductionServer({ port: 8202 });
try {
  rows.push(...(await benchDatabase('pglite', pgliteServer)));
} finally {
  await pgliteServer.stop();
}

printTable(rows);
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ when: new Date().toISOString(), seconds, connections, budget, rows }, null, 2)}\n`,
);
const missed = rows.filter((row) => row.verdict === 'fail');
console.log(
  `\n${rows.length} measurements in ${Math.round((performance.now() - started) / 1000)} s, ${missed.length} over budget; written to ${file}`,
);
if (!postgresMeasured) console.log('PostgreSQL was not measured, so its budget was not checked.');
if (missed.length > 0 || !postgresMeasured) process.exitCode = 1;

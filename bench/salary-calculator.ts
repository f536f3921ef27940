/**
 * The salary calculator at scale: 5,000,000 observations on PostgreSQL.
 * 1. HTTP, production server, autocannon with 32 connections: GET /salary-calculator beside the trivial
 *    endpoint (/healthz) of the same server. Budget: 30% or more of the trivial throughput, p99 < 50 ms.
 * 2. SQL, 32 concurrent clients: the calculator's query on the aggregates against the same answer
 *    computed from the raw rows on each request (percentiles and mean of the key, its position's top
 *    skills, the category's top 3 by mean). Budget: 50 times or more faster.
 * Keys are drawn at random from every (position function, years category) with data, so no single
 * hot row flatters the numbers.
 * Run: npm run bench -- salary-calculator   (BENCH_SECONDS per measurement, default 5; DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/test, keeps a database talent_bench_salary with the
 * generated rows between runs; BENCH_FRESH=1 generates them again; BENCH_OBSERVATIONS, default 5000000)
 */

import {
  createDatabase,
  generateSalaryObservations,
  migrateDatabase,
  seedDemoAccounts,
  seedMasterData,
} from '@talent/db';
import autocannon from 'autocannon';
import pg from 'pg';
import { startProductionServer } from './support/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const observations = Number(process.env.BENCH_OBSERVATIONS ?? 5_000_000);
const connections = 32;
const budget = { shareOfTrivial: 0.3, p99Ms: 50, timesFasterThanRaw: 50 };
const port = 8203;

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/talent_bench_salary';

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (process.env.BENCH_FRESH === '1')
      await admin.query('drop database if exists talent_bench_salary with (force)');
    const exists = await admin.query("select 1 from pg_database where datname = 'talent_bench_salary'");
    if (exists.rowCount === 0) await admin.query('create database talent_bench_salary');
  } finally {
    await admin.end();
  }
  const database = await createDatabase({ url: benchUrl.toString() });
  try {
    await migrateDatabase(database.db);
    await seedMasterData(database.db);
    await seedDemoAccounts(database.db);
    const client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from salary_observations');
    const have = Number(rows[0]?.n ?? 0);
    if (have !== observations) {
      await client.query('truncate salary_observations, salary_aggregates, salary_skill_counts');
      const started = performance.now();
      await generateSalaryObservations(database.db, { count: observations });
      await client.query('analyze salary_observations, salary_aggregates, salary_skill_counts');
      console.log(
        `generated ${observations.toLocaleString('en')} observations (aggregates kept by the triggers) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      console.log(`reusing ${have.toLocaleString('en')} observations in talent_bench_salary`);
    }
    await client.end();
  } finally {
    await database.close();
  }
}

interface Key {
  functionId: number;
  yearsId: number;
}

async function keysWithData(): Promise<Key[]> {
  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  const { rows } = await client.query<{ f: number; y: number }>(
    'select position_function_id as f, years_category_id as y from salary_aggregates',
  );
  await client.end();
  return rows.map((row) => ({ functionId: row.f, yearsId: row.y }));
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function http(url: string, requests?: (() => string) | undefined) {
  const result = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    ...(requests ? { requests: [{ setupRequest: (request) => ({ ...request, path: requests() }) }] } : {}),
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

const aggregateQuery = `
  select a.observations, a.mean, a.p10, a.p90,
    (select json_agg(s.name order by c.observations desc, s.id) from (
       select skill_set_id, observations from salary_skill_counts where position_function_id = $1
       order by observations desc, skill_set_id limit 10) c join skill_sets s on s.id = c.skill_set_id) as skills,
    (select json_agg(t) from (
       select ta.position_function_id, ta.mean from salary_aggregates ta
       join position_functions o on o.id = ta.position_function_id
       join position_sub_categories osc on osc.id = o.position_sub_category_id
       where ta.years_category_id = $2 and osc.position_category_id = sc.position_category_id and ta.observations >= 5
       order by ta.mean desc limit 3) t) as top
  from position_functions pf join position_sub_categories sc on sc.id = pf.position_sub_category_id
  left join salary_aggregates a on a.position_function_id = pf.id and a.years_category_id = $2
  where pf.id = $1`;

const rawQuery = `
  select k.observations, k.mean, k.p10, k.p90,
    (select json_agg(name order by n desc, id) from (
       select s.id, s.name, count(*) as n from salary_observations o, unnest(o.skill_ids) as skill(id)
       join skill_sets s on s.id = skill.id where o.position_function_id = $1
       group by s.id, s.name order by n desc, s.id limit 10) t) as skills,
    (select json_agg(t) from (
       select o.position_function_id, avg(o.amount) as mean from salary_observations o
       join position_functions f on f.id = o.position_function_id
       join position_sub_categories osc on osc.id = f.position_sub_category_id
       where o.years_category_id = $2 and osc.position_category_id = (
         select position_category_id from position_sub_categories sc join position_functions pf
         on pf.position_sub_category_id = sc.id where pf.id = $1)
       group by o.position_function_id having count(*) >= 5 order by mean desc limit 3) t) as top
  from (select count(*) as observations, avg(amount) as mean,
          percentile_cont(0.1) within group (order by amount) as p10,
          percentile_cont(0.9) within group (order by amount) as p90
        from salary_observations where position_function_id = $1 and years_category_id = $2) k`;

/** Queries per second with `connections` clients each running `text` on random keys for `seconds`. */
async function sqlThroughput(text: string, keys: readonly Key[]) {
  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: connections });
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const key = pick(keys);
        const started = performance.now();
        await pool.query(text, [key.functionId, key.yearsId]);
        latencies.push(performance.now() - started);
        done += 1;
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { qps: done / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, done };
}

await prepareDatabase();
const keys = await keysWithData();
console.log(`${keys.length} keys with data; ${connections} connections, ${seconds} s per measurement`);

const server = await startProductionServer({ port, databaseUrl: benchUrl.toString() });
let failed = false;
try {
  const path = () => {
    const key = pick(keys);
    return `/api/talent/v1/salary-calculator?position_function_id=${key.functionId}&years_category_id=${key.yearsId}`;
  };
  await autocannon({ url: `${server.url}${path()}`, connections: 8, amount: 500 });
  const trivial = await http(`${server.url}/healthz`);
  const calculator = await http(`${server.url}${path()}`, path);
  const share = calculator.rps / trivial.rps;
  const httpPass = share >= budget.shareOfTrivial && calculator.p99 < budget.p99Ms && calculator.failed === 0;
  console.table([
    { endpoint: '/healthz', 'req/s': Math.round(trivial.rps), 'p99 ms': trivial.p99, failed: trivial.failed },
    {
      endpoint: '/salary-calculator',
      'req/s': Math.round(calculator.rps),
      'p99 ms': calculator.p99,
      failed: calculator.failed,
    },
  ]);
  console.log(
    `calculator at ${(share * 100).toFixed(0)}% of the trivial endpoint (budget >= 30%), p99 ${calculator.p99} ms (budget < 50 ms): ${httpPass ? 'pass' : 'FAIL'}`,
  );
  failed ||= !httpPass;
} finally {
  await server.stop();
}

const fromAggregates = await sqlThroughput(aggregateQuery, keys);
const fromRaw = await sqlThroughput(rawQuery, keys);
const times = fromAggregates.qps / fromRaw.qps;
console.table([
  {
    query: 'aggregates (what the endpoint runs)',
    'queries/s': Math.round(fromAggregates.qps),
    'p99 ms': fromAggregates.p99.toFixed(1),
  },
  { query: 'raw rows per request', 'queries/s': Math.round(fromRaw.qps), 'p99 ms': fromRaw.p99.toFixed(1) },
]);
const rawPass = times >= budget.timesFasterThanRaw;
console.log(
  `aggregates ${times.toFixed(0)} times faster than raw rows (budget >= 50): ${rawPass ? 'pass' : 'FAIL'}`,
);
failed ||= !rawPass;
if (failed) process.exitCode = 1;

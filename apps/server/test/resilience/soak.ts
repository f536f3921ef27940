/**
 * `npm run soak`: the long crash, outage and stop runs of issue #15 (the tests beside this file are
 * their short versions, which `npm test` runs). Needs PostgreSQL at DATABASE_URL (default the local
 * one) for the crash and stop runs, and PostgreSQL's programs for the outage run's own instance.
 * Prints the figures and exits 1 when one breaks its promise.
 */
import { errorMessages } from '../../src/platform/errors/app-error.ts';
import { crashRun } from './crash-run.ts';
import { outageRun } from './outage-run.ts';
import { shutdownRun } from './shutdown-run.ts';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const recoveryBudgetMs = 5_000;
const exitBudgetMs = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const broken: string[] = [];
const expect = (holds: boolean, what: string) => {
  if (!holds) broken.push(what);
};

console.log('Crash run: 1,000 writes, the server killed (SIGKILL) and started again 20 times…');
const crash = await crashRun({
  postgresUrl,
  kills: 20,
  counts: { applies: 400, accepts: 300, answers: 300 },
  workers: 8,
});
console.log(`  kills survived            ${crash.kills}`);
console.log(`  acknowledged writes       ${crash.acknowledged}`);
console.log(`  lost                      ${crash.lost.length}`);
console.log(`  doubled                   ${crash.doubled.length}`);
console.log(`  partial                   ${crash.partial.length}`);
console.log(`  refused (4xx)             ${crash.refused.length}`);
console.log(`  connection errors retried ${crash.client.connectionErrors}`);
const crashFailures = crash.client.serverErrors.filter((answer) => answer.status !== 503);
console.log(`  503 retried (starting)    ${crash.client.serverErrors.length - crashFailures.length}`);
console.log(`  other 5xx                 ${crashFailures.length}`);
console.log(
  `  kill to ready again       p50 ${seconds(median(crash.restartsMs))}, max ${seconds(Math.max(...crash.restartsMs))}`,
);
expect(crash.kills === 20, 'the crash run killed the server 20 times');
expect(crash.acknowledged === 1000, 'every write was acknowledged');
expect(crashFailures.length === 0, 'no 5xx but the 503 of a process starting');
expect(
  crash.lost.length + crash.doubled.length + crash.partial.length + crash.refused.length === 0,
  'no write lost, doubled, half kept or refused',
);

console.log('Outage run: PostgreSQL (a private instance) restarted 10 times under load…');
const outage = await outageRun({
  outages: 10,
  counts: { applies: 200, accepts: 150, answers: 150 },
  workers: 6,
});
const otherFailures = outage.serverErrors.filter(
  (error) =>
    error.status !== 503 ||
    error.type !== 'SERVICE_UNAVAILABLE' ||
    error.message !== errorMessages.databaseAway,
);
const worstRecovery = Math.max(...outage.recoveriesMs);
console.log(`  outages                   ${outage.outages}`);
console.log(`  server stayed up          ${outage.serverExited ? 'no' : 'yes'}`);
console.log(`  503 "database away"      ${outage.serverErrors.length - otherFailures.length}`);
console.log(`  other 5xx                 ${otherFailures.length}`);
console.log(`  hangs (no answer in 20 s) ${outage.client.hangs}`);
console.log(
  `  recovery after return     p50 ${seconds(median(outage.recoveriesMs))}, max ${seconds(worstRecovery)}`,
);
console.log(`  acknowledged writes       ${outage.acknowledged}`);
console.log(`  lost                      ${outage.lost.length}`);
console.log(`  doubled                   ${outage.doubled.length}`);
console.log(`  partial                   ${outage.partial.length}`);
console.log(`  refused (4xx)             ${outage.refused.length}`);
expect(outage.outages === 10 && !outage.serverExited, 'the server stayed up through 10 outages');
expect(otherFailures.length === 0 && outage.client.hangs === 0, 'every failure was the database-away 503');
expect(worstRecovery < recoveryBudgetMs, 'the server recovered within 5 s of the database');
expect(
  outage.lost.length + outage.doubled.length + outage.partial.length + outage.refused.length === 0,
  'no write lost, doubled, half kept or refused during outages',
);

console.log('Stop run: SIGTERM with 200 requests in flight…');
const stop = await shutdownRun({ postgresUrl, inFlight: 200 });
const completed = stop.answers.filter((answer) => answer === 200).length;
console.log(`  in flight at SIGTERM      ${stop.inFlight}`);
console.log(`  completed with 200        ${completed}`);
console.log(`  applications stored       ${stop.rows}`);
console.log(`  exit after SIGTERM        ${seconds(stop.exitMs)}`);
expect(completed === stop.answers.length && stop.rows === completed, 'every request in flight completed');
expect(stop.exitMs < exitBudgetMs, 'the process exited within 10 s');

if (broken.length > 0) {
  console.log(`\nBroken: ${broken.join('; ')}`);
  process.exit(1);
}
console.log('\nEvery promise held.');

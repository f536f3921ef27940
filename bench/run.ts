/**
 * Runs the benchmarks in this folder one after another: all of them, or those named on the command
 * line (`npm run bench -- api`). Benchmarks print numbers against their budgets, and the ones that
 * enforce a budget (api, page-speed) exit non-zero on a miss; no timing belongs in a test.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

const available = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.d.ts'))
  .map((file) => basename(file, '.ts'));
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}. Available: ${available.join(', ')}.`);
  process.exit(2);
}

for (const name of requested.length > 0 ? requested : available) {
  console.log(`\n== ${name}`);
  const result = spawnSync(process.execPath, [`${name}.ts`], { cwd: import.meta.dirname, stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}

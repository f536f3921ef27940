/**
 * Cold start: time from spawning the server on an empty data folder (migrations and the first seed
 * included) until /talent/interviews answers. The foundation's budget is one minute.
 * Run: npm run bench -w bench -- cold-start   (prints numbers; it asserts nothing)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const budgetMs = 60_000;
const port = 8199;
const runs = Number(process.env.RUNS ?? 2);
const serverEntry = join(import.meta.dirname, '..', 'apps', 'server', 'src', 'server.ts');

async function measureOnce(): Promise<{ ready: number; warmRestart: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-'));
  try {
    const ready = await timeUntilServing(dataDir);
    const warmRestart = await timeUntilServing(dataDir);
    return { ready, warmRestart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeUntilServing(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < budgetMs * 2) {
      const answered = await fetch(`http://127.0.0.1:${port}/talent/interviews`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The server did not answer within twice the budget.');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

for (let run = 1; run <= runs; run += 1) {
  const { ready, warmRestart } = await measureOnce();
  console.log(
    `cold start run ${run}: first answer after ${(ready / 1000).toFixed(1)} s on an empty data folder ` +
      `(budget ${budgetMs / 1000} s), ${(warmRestart / 1000).toFixed(1)} s on a restart`,
  );
}

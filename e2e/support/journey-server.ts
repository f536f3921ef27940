import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * Each Playwright worker's own server, on its own fresh embedded database with the demo data
 * on a free port (decision 0160). Journeys in different workers run side by side, and many of them change the demo
 * talent (answering an invitation, reading notifications, bookmarking): on one shared server each
 * would see the others' changes. Every request a journey makes (its pages, `page.request`, a context
 * it opens itself) goes to its worker's server through `baseURL`.
 */
export const test = base.extend<object, { journeyServer: { url: string } }>({
  journeyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'talent-e2e-'));
      // A port of its own rather than PORT=0: the server writes its address into mails and
      // certificates, and with 0 it would not know it.
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, [join(repositoryRoot, 'apps', 'server', 'src', 'server.ts')], {
        cwd: repositoryRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_ENV: 'development',
          NODE_ENV: 'test',
          WEB_TEST_HOOKS: 'true',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
        },
      });
      try {
        await untilReady(url, server);
        await use({ url });
      } finally {
        if (server.exitCode === null) {
          const exited = once(server, 'exit');
          server.kill('SIGTERM');
          const stuck = setTimeout(() => server.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(stuck);
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer.url),
});

/** A port no one listens on now, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No free port was handed out');
  return address.port;
}

/** The server answers `/readyz` with 503 while it migrates and seeds the demo data. */
async function untilReady(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The journey server exited with code ${server.exitCode}`);
    const answer = await fetch(`${url}/readyz`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

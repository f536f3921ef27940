import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..', '..');
/** The project's own Node 24, which runs the server's TypeScript as it is (the test runner may not). */
const projectNode = join(repositoryRoot, 'node_modules', 'node', 'bin', 'node');
const serverEntry = join(repositoryRoot, 'apps', 'server', 'src', 'server.ts');

export interface ServerProcess {
  url: string;
  /** What the process wrote to stderr, for the failure message when it does not start. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * The production server as its own operating-system process, as a load balancer would see it; it
 * answers once `/readyz` says it takes traffic. Each gets its own data folder: nothing on the
 * machine's disk is shared, only the database and the object store given in `env`.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-cluster-'));
  let stderr = '';
  const child: ChildProcess = spawn(projectNode, [serverEntry], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    errors: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`The server on port ${port} did not become ready:\n${stderr}`);
}

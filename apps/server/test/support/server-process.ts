import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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
  /** Resolves once the process has ended, however it ended. */
  readonly exited: Promise<void>;
  /** Sends a signal (SIGKILL for a crash, SIGTERM for a stop) and resolves once the process has ended. */
  signal(name: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Each line the process logs on stdout (pino's JSON), as it comes. */
  onLog?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port was free');
  return address.port;
}

/**
 * The production server as its own operating-system process, as a load balancer would see it; it
 * answers once `/readyz` says it takes traffic. Each gets its own data folder: nothing on the
 * machine's disk is shared, only the database and the object store given in `env`.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
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
    stdio: ['ignore', options.onLog ? 'pipe' : 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const { onLog } = options;
  if (onLog && child.stdout) {
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLog(line);
    });
  }
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    errors: () => stderr,
    exited,
    async signal(name) {
      if (running()) child.kill(name);
      await exited;
    },
    stop: () => server.signal('SIGTERM'),
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && running()) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`The server on port ${port} did not become ready:\n${stderr}`);
}

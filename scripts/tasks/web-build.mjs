import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');
const serverRender = join(root, 'apps', 'web', 'dist-ssr', 'entry-server.js');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/contract/src',
];

/** Builds the web app when its output is missing or older than any of its sources. */
export function buildWebIfStale() {
  if (existsSync(webIndex) && existsSync(serverRender) && statSync(webIndex).mtimeMs >= newestInputTime())
    return 0;
  return buildWeb();
}

export function buildWeb() {
  console.log('Building the web app (about half a minute)…');
  const started = Date.now();
  // Warnings and errors only: the list of every chunk Vite writes says nothing to someone starting the app.
  // Then the same app for the server's first paint (decision 0149); without it pages are drawn by the browser.
  const status = viteBuild([]) || viteBuild(['--ssr', 'src/entry-server.tsx']);
  if (status === 0) console.log(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return status;
}

function viteBuild(args) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...args],
    { cwd: join(root, 'apps', 'web'), stdio: 'inherit' },
  );
  return result.status ?? 1;
}

function newestInputTime() {
  return Math.max(0, ...webInputs.map((path) => newestIn(join(root, path))));
}

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestIn(join(path, name))));
}

#!/usr/bin/env node
/**
 * The entry point behind `npm start`, `npm test` and `npm run dev`.
 *
 * It must run on whatever Node the machine has (the system Node may be older than the project's), so it is
 * plain JavaScript that only installs dependencies and then hands over to the project's own Node 24 from
 * node_modules. Everything after the hand-over lives in the tasks below.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projectNode = join(root, 'node_modules', 'node', 'bin', 'node');
const requiredMajor = 24;

const task = process.argv[2];
const tasks = {
  start: () => run(projectNode, [join(root, 'scripts', 'tasks', 'start.mjs')]),
  test: () => run(projectNode, [join(root, 'scripts', 'tasks', 'test.mjs'), ...process.argv.slice(3)]),
  dev: () => run(projectNode, [join(root, 'scripts', 'tasks', 'dev.mjs')]),
};

if (!(task in tasks)) {
  console.error(`Unknown task "${task}". Use one of: ${Object.keys(tasks).join(', ')}.`);
  process.exit(2);
}

installDependenciesIfMissing();
process.exit(tasks[task]());

function installDependenciesIfMissing() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const upToDate =
    existsSync(installed) && existsSync(projectNode) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
  if (upToDate) return;
  // `npm install` rather than `npm ci`: npm 11 refuses its own lock file in `npm ci` (it leaves out other
  // platforms' optional Biome binaries), and with a lock file present `npm install` keeps the locked versions.
  console.log(
    'Installing dependencies with npm install (a minute or two on a fresh clone, seconds after that)…',
  );
  const started = Date.now();
  const code = run('npm', ['install', '--no-audit', '--no-fund'], { shell: process.platform === 'win32' });
  if (code !== 0) {
    console.error('npm install failed; see the output above.');
    process.exit(code);
  }
  console.log(`Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  const major = Number(spawnSync(projectNode, ['-p', 'process.versions.node.split(".")[0]']).stdout);
  if (major < requiredMajor) {
    console.error(`The project's Node in node_modules is ${major}; it needs ${requiredMajor} or later.`);
    process.exit(1);
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * `npm test`: every test there is. Unit, component and API tests run in Vitest (the API suite on
 * PGlite, and on PostgreSQL too when DATABASE_URL is set), then the browser journeys run in Chromium
 * against a fresh build. `npm test unit` or `npm test e2e` runs one half.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { buildWeb } from './web-build.mjs';

const root = join(import.meta.dirname, '..', '..');
const resultsDir = join(root, 'test-results');
const only = process.argv[2];
const cli = (path) => join(root, 'node_modules', path);
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

/**
 * Chromium's headless shell first: the journeys need no browser window, and the full browser's headless
 * mode spent a fifth more of the machine on drawing one (decision 0162).
 */
const browserNames = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome'];

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

if (only !== 'e2e') runUnitAndApiTests();
if (only !== 'unit') runBrowserJourneys();

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);

function runUnitAndApiTests() {
  const report = join(resultsDir, 'vitest.json');
  const status = run(process.execPath, [
    cli('vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const counts = readJson(report);
  if (counts) {
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests;
    totals.skipped += counts.numPendingTests + counts.numTodoTests;
  }
  if (status !== 0 || !counts) failed = true;
}

function runBrowserJourneys() {
  const chrome = findChromium();
  if (!chrome) {
    console.log(
      [
        '',
        'The browser journeys (e2e/) did NOT run: no Chromium was found.',
        "Install Chromium's headless shell with `apt-get install -y chromium-headless-shell` (Debian),",
        'or point CHROME_PATH at a Chromium binary, then run `npm test` again.',
      ].join('\n'),
    );
    if (process.env.CI === 'true') {
      console.error('Under CI=true the browser journeys are required, so this run fails.');
      failed = true;
    }
    return;
  }
  if (buildWeb() !== 0) {
    failed = true;
    return;
  }
  const report = join(resultsDir, 'e2e.json');
  const status = run(
    process.execPath,
    [cli('@playwright/test/cli.js'), 'test', '--config', join(root, 'e2e', 'playwright.config.ts')],
    {
      CHROME_PATH: chrome,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  const stats = readJson(report)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (status !== 0 || !stats) failed = true;
}

function findChromium() {
  const candidates = process.env.CHROME_PATH
    ? [process.env.CHROME_PATH]
    : (process.env.PATH ?? '').split(delimiter).flatMap((dir) => browserNames.map((name) => join(dir, name)));
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

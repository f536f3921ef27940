import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys through the built app, served by the real server on a fresh embedded database.
 * Test tools cannot download browsers here, so Chromium comes from the system (CHROME_PATH or PATH).
 */
const port = Number(process.env.E2E_PORT ?? 8099);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'talent-e2e-'));
const repositoryRoot = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: process.env.CI === 'true',
  reporter: [['list'], ['json']],
  outputDir: join(repositoryRoot, 'test-results', 'e2e-artifacts'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: ['**/phone-layout.spec.ts', '**/phone-accessibility.spec.ts'],
    },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // Every page's fit at 360 px, every modal, panel and error state judged by axe at 360 px, and the
      // journeys that behave differently on a phone (decision 0082): running every journey twice
      // doubled the browser half of CI for little more than those show.
      testMatch: [
        '**/phone-layout.spec.ts',
        '**/phone-accessibility.spec.ts',
        '**/notifications.spec.ts',
        '**/shell.spec.ts',
      ],
    },
  ],
  webServer: {
    command: `"${process.execPath}" ${join(repositoryRoot, 'apps', 'server', 'src', 'server.ts')}`,
    cwd: repositoryRoot,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'development',
      NODE_ENV: 'test',
      WEB_TEST_HOOKS: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});

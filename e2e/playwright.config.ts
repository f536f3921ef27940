import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys through the built app, served by the real server on a fresh embedded database:
 * each worker starts its own (support/journey-server.ts), so two workers never share the demo data.
 * Test tools cannot download browsers here, so Chromium comes from the system: CHROME_PATH, else Debian's
 * headless shell, else its full Chromium (decision 0162).
 */
const repositoryRoot = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  // Two browsers with two servers keep this 2-core machine busy: one alone left it half idle while
  // pages loaded and animations ran (decision 0160).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Guards against a journey that hangs, not measures of speed. Two browsers, two servers and axe
  // on two cores make each step slower at times (a 6 s answer, a dashboard's sections after 16 s,
  // a three-reload profile journey over 90 s): per-journey budgets tuned below this failed at
  // random in CI, so this one budget holds for every journey but the few longest.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  forbidOnly: process.env.CI === 'true',
  reporter: [['list'], ['json']],
  outputDir: join(repositoryRoot, 'test-results', 'e2e-artifacts'),
  use: {
    // A failed journey keeps its actions, console and network in the trace, and a screenshot and the page's
    // accessibility tree in its error context. Filming every journey and copying its page at every step,
    // only to throw both away when it passes, took a third of the journeys' time (decision 0162).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath:
        process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync),
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
      // The phone's drawer walk is the phone project's.
      grepInvert: /from the drawer at 390 px/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // Every page's fit at 360 px, every modal, panel and error state judged by axe at 360 px, and the
      // journeys that behave differently on a phone (decision 0082): running every journey twice
      // doubled the browser half of CI for little more than those show.
      // The header walk is the desktop project's.
      grepInvert: /from the header at 1280 px/,
      testMatch: [
        '**/phone-layout.spec.ts',
        '**/phone-accessibility.spec.ts',
        '**/notifications.spec.ts',
        '**/shell.spec.ts',
      ],
    },
  ],
});

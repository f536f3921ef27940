import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import webProject, { serverRenderTests } from './apps/web/vitest.config.ts';

/**
 * One runner for unit, component and API tests. The API suite runs on the embedded PGlite
 * database always, and a second time on PostgreSQL when DATABASE_URL is set (CI sets it), together
 * with the tests that start real server processes on PostgreSQL (`apps/server/test`: the cluster,
 * crashes, database outages, stopping).
 */
const serverTests = ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'];
/**
 * The contract fuzzer sends ~90,000 requests under CI (a share of the endpoints per file); once, on
 * PGlite, is enough to find what breaks.
 */
const pgliteOnlyTests = ['apps/server/src/security/contract-fuzz-*.test.ts'];

const postgresUrl = process.env.DATABASE_URL;

/**
 * API test files share their worker's modules instead of loading the whole server again for each
 * file (a third of the suite's time went to imports): every file builds its own app on its own
 * database, and no server test mocks or spies on a module, so nothing one file does reaches the next.
 */
const sharedServerModules = { isolate: false } as const;

/**
 * Vitest leaves one core free by default, which on a two-core machine (CI's) means one file at a time;
 * the API suite on PostgreSQL spends much of its time waiting on the database server, so two files at
 * once keep both cores busy. The web projects are configured in their own file and would get Vitest's
 * default, and projects of one group must agree on it.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.mjs', 'e2e/support/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server:pglite',
          environment: 'node',
          ...sharedServerModules,
          include: serverTests,
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server:postgres',
                environment: 'node',
                ...sharedServerModules,
                include: serverTests,
                exclude: [...configDefaults.exclude, ...pgliteOnlyTests],
                env: { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            {
              test: {
                name: 'server:cluster',
                environment: 'node',
                include: ['apps/server/test/**/*.test.ts'],
                env: { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 60_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      { ...webProject, root: 'apps/web', test: { ...webProject.test, maxWorkers } },
      {
        ...webProject,
        root: 'apps/web',
        test: {
          ...webProject.test,
          name: 'web:server-render',
          pool: 'forks',
          maxWorkers,
          include: serverRenderTests,
          exclude: [],
          // Projects with different pools run as separate groups in Vitest; these files go last.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

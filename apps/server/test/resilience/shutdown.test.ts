import { expect, it } from 'vitest';
import { shutdownRun } from './shutdown-run.ts';

/** What the README promises a load balancer: requests in flight get up to 10 seconds to finish. */
const promisedExitMs = 10_000;

it('answers every request in flight when told to stop (SIGTERM), then exits within the grace', async () => {
  const figures = await shutdownRun({ postgresUrl: process.env.TEST_DATABASE_URL ?? '', inFlight: 200 });
  expect(figures.inFlight).toBe(200);
  expect(figures.answers.filter((answer) => answer !== 200)).toEqual([]);
  expect(figures.rows).toBe(200);
  expect(figures.exitMs).toBeLessThan(promisedExitMs);
}, 120_000);

import { expect, it } from 'vitest';
import { errorMessages } from '../../src/platform/errors/app-error.ts';
import { outageRun } from './outage-run.ts';

/**
 * The short version of `npm run soak`'s outage run: the server's PostgreSQL is restarted twice
 * under load; the server stays up, says plainly that the database is away, and comes back by itself.
 */
it('answers 503 while the database is away and recovers without a restart, keeping every write whole', async () => {
  const figures = await outageRun({
    outages: 2,
    counts: { applies: 30, accepts: 30, answers: 30 },
    workers: 4,
  });
  expect(figures.outages).toBe(2);
  expect(figures.serverExited).toBe(false);
  expect(figures.serverErrors.length).toBeGreaterThan(0);
  expect(
    figures.serverErrors.filter(
      (error) =>
        error.status !== 503 ||
        error.type !== 'SERVICE_UNAVAILABLE' ||
        error.message !== errorMessages.databaseAway,
    ),
  ).toEqual([]);
  expect(figures.client.hangs).toBe(0);
  expect(figures.refused).toEqual([]);
  expect(figures.acknowledged).toBe(90);
  expect(figures.lost).toEqual([]);
  expect(figures.doubled).toEqual([]);
  expect(figures.partial).toEqual([]);
  expect(Math.max(...figures.recoveriesMs)).toBeLessThan(5_000);
}, 120_000);

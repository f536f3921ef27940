import { expect, it } from 'vitest';
import { crashRun } from './crash-run.ts';

/**
 * The short version of `npm run soak`'s crash run: the server is killed three times while clients
 * that retry send applies, interview confirmations and quiz answers.
 */
it('loses no acknowledged write and makes none twice when the server is killed and started again', async () => {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  const figures = await crashRun({
    postgresUrl,
    kills: 3,
    counts: { applies: 40, accepts: 40, answers: 40 },
    workers: 6,
  });
  expect(figures.kills).toBe(3);
  expect(figures.refused).toEqual([]);
  // A process that is starting answers 503 until its database is prepared; nothing else may fail.
  expect(figures.client.serverErrors.filter((answer) => answer.status !== 503)).toEqual([]);
  expect(figures.acknowledged).toBe(120);
  expect(figures.lost).toEqual([]);
  expect(figures.doubled).toEqual([]);
  expect(figures.partial).toEqual([]);
}, 120_000);

import type { DatabaseHandle } from '@talent/db';
import { createTestDatabase, testDatabaseKind } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KeptFactsChange,
  type KeptFactsChanges,
  keptFactsChannel,
  listenForKeptFactsChanges,
} from './changes.ts';

let database: DatabaseHandle;
let changes: KeptFactsChanges;

beforeAll(async () => {
  database = await createTestDatabase();
  changes = await listenForKeptFactsChanges(database);
});

afterAll(async () => {
  await changes?.stop();
  await database?.close();
});

/**
 * Holds every connection of the pool in an open transaction until the answer is called, the way
 * requests in flight hold them under load.
 */
async function holdEveryPooledConnection(): Promise<() => Promise<void>> {
  const size = database.poolFigures()?.max ?? 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = Array.from({ length: size }, () => {
    let started = () => {};
    const holds = new Promise<void>((resolve) => {
      started = resolve;
    });
    const done = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started();
      await released;
    });
    return { holds, done };
  });
  await Promise.all(holding.map(({ holds }) => holds));
  return async () => {
    release();
    await Promise.all(holding.map(({ done }) => done));
  };
}

// PGlite has one connection and no pool; the pool is PostgreSQL's.
describe.skipIf(testDatabaseKind() !== 'postgres')('a write waiting to hear its change back', () => {
  it('hears every change committed before it without taking a pooled connection', async () => {
    const heard: KeptFactsChange[] = [];
    const unsubscribe = changes.subscribe((change) => heard.push(change));
    await database.db.execute(sql`select pg_notify(${keptFactsChannel}, 'talent:7')`);
    const release = await holdEveryPooledConnection();
    try {
      expect(database.poolFigures()).toMatchObject({ total: database.poolFigures()?.max, idle: 0 });
      await changes.heardAll();
      expect(heard).toContainEqual({ talentId: 7 });
      expect(database.poolFigures()).toMatchObject({ waiting: 0 });
    } finally {
      await release();
      unsubscribe();
    }
  });
});

describe('writes waiting to hear their changes back at once', () => {
  it('share one mark behind the one on its way, and still hear every change committed before them', async () => {
    const sent: string[] = [];
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const shared = await listenForKeptFactsChanges({
      listen: database.listen,
      notify: async (channel, payload) => {
        sent.push(payload);
        await database.notify(channel, payload);
        if (sent.length === 1) await firstAnswered;
      },
    });
    const heard: KeptFactsChange[] = [];
    const unsubscribe = shared.subscribe((change) => heard.push(change));
    try {
      const first = shared.heardAll();
      // Committed after the first mark was sent: only a later mark is sure to come after it.
      await database.db.execute(sql`select pg_notify(${keptFactsChannel}, 'talent:9')`);
      const later = Array.from({ length: 10 }, () => shared.heardAll());
      answerFirst();
      await Promise.all([first, ...later]);
      expect(sent).toHaveLength(2);
      expect(heard).toContainEqual({ talentId: 9 });
    } finally {
      unsubscribe();
      await shared.stop();
    }
  });
});

describe('what an announcement says', () => {
  it("names the talent, and the table when a row of the talent's in that table changed, or the data changed", async () => {
    const heard: KeptFactsChange[] = [];
    const unsubscribe = changes.subscribe((change) => heard.push(change));
    try {
      const payloads = [
        'talent:7',
        'talent:7:notifications',
        'talent:x:notifications',
        'jobs:3,4',
        'articles',
      ];
      for (const payload of payloads)
        await database.db.execute(sql`select pg_notify(${keptFactsChannel}, ${payload})`);
      await changes.heardAll();
      expect(heard).toEqual([
        { talentId: 7 },
        { talentId: 7, table: 'notifications' },
        { jobIds: [3, 4] },
        'articles',
      ]);
    } finally {
      unsubscribe();
    }
  });
});

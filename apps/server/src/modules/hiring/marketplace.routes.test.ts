import {
  getFindMeJobIndicator,
  getMarketplaceStatus,
  joinMarketplace,
  marketplaceMessages,
  marketplaceTimelineOf,
  rejoinMarketplace,
} from '@talent/contract';
import { talentMarketplace } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';
import { nextPeriodStart } from './marketplace.service.ts';

let server: TestApp;
let putri: SignedIn;
let budi: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  putri = await server.signInAs('putri.marketplace@example.com');
  budi = await server.signInAs('budi.marketplace@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('the marketplace', () => {
  it('starts a period on the next Monday at midnight in Jakarta', () => {
    // Sunday 23:30 in Jakarta: the period starts half an hour later.
    expect(nextPeriodStart(new Date('2026-11-29T16:30:00Z')).toISOString()).toBe('2026-11-29T17:00:00.000Z');
    // Monday 00:30 in Jakarta: the next Monday, a week on.
    expect(nextPeriodStart(new Date('2026-11-29T17:30:00Z')).toISOString()).toBe('2026-12-06T17:00:00.000Z');
  });

  it('joins once, waiting for the next period, and a second join changes nothing', async () => {
    const before = await server.inject(
      getMarketplaceStatus,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(before.body.data).toMatchObject({ status: 0, next_period_mp: null });
    expect(marketplaceTimelineOf(before.body.data.status, before.body.data)).toEqual({
      count: 0,
      date: null,
    });

    const joined = await server.inject(joinMarketplace, { params: { id: putri.id } }, { token: putri.token });
    expect(joined.body.meta.message).toBe(marketplaceMessages.joined);
    expect(joined.body.data.status).toBe(2);
    const again = await server.inject(joinMarketplace, { params: { id: putri.id } }, { token: putri.token });
    expect(again.body.meta.message).toBe(marketplaceMessages.alreadyJoined);
    expect(again.body.data).toEqual(joined.body.data);
    expect(marketplaceTimelineOf(2, joined.body.data)).toEqual({
      count: 1,
      date: joined.body.data.next_period_mp,
    });
  });

  it('rejoins only after the period ended', async () => {
    const early = await server.inject(
      rejoinMarketplace,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(marketplaceMessages.notExpired);

    const ended = new Date('2026-10-01T00:00:00Z');
    await server.db
      .update(talentMarketplace)
      .set({ status: 8, expiredAt: ended })
      .where(eq(talentMarketplace.talentId, putri.id));
    const seen = await server.inject(
      getMarketplaceStatus,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(marketplaceTimelineOf(seen.body.data.status, seen.body.data)).toEqual({
      count: 3,
      date: ended.toISOString(),
    });

    const rejoined = await server.inject(
      rejoinMarketplace,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(rejoined.body.meta.message).toBe(marketplaceMessages.rejoined);
    expect(rejoined.body.data).toMatchObject({ status: 2, expired_mp: null });
  });

  it('turns the find-me-job indicator on only while the period is active', async () => {
    const indicator = async () =>
      (await server.inject(getFindMeJobIndicator, { params: { id: putri.id } }, { token: putri.token })).body
        .data;
    // The period starts and ends outside this server's requests: the kept indicator is asked again
    // once the server heard the change.
    const moveOn = async (to: Partial<typeof talentMarketplace.$inferInsert>) => {
      await server.db.update(talentMarketplace).set(to).where(eq(talentMarketplace.talentId, putri.id));
      await server.app.platform.changes.heardAll();
    };
    // Joined and waiting for the next period: not yet.
    expect(await indicator()).toEqual({ active: false, until: null });
    const until = new Date('2027-01-24T17:00:00Z');
    await moveOn({ status: 5, activeUntil: until });
    expect(await indicator()).toEqual({ active: true, until: until.toISOString() });
    await moveOn({ status: 8, expiredAt: until });
    expect(await indicator()).toEqual({ active: false, until: null });
  });

  it('keeps another talent out', async () => {
    for (const endpoint of [
      getMarketplaceStatus,
      joinMarketplace,
      rejoinMarketplace,
      getFindMeJobIndicator,
    ]) {
      const answer = await server.inject(endpoint, { params: { id: budi.id } }, { token: putri.token });
      expect(answer.status).toBe(403);
    }
  });
});

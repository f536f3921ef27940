import { schema } from '@talent/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { longestAttemptWindowMs } from '../limits/attempts.repository.ts';

const { sessions, accountTokens, rateLimitCounters } = schema;
const hour = 60 * 60 * 1000;

describe('the scheduled clean-ups', async () => {
  const test = await createTestApp();
  afterAll(() => test.close());

  it('delete ended sessions, ended mail links and old attempt counters, and keep the live ones', async () => {
    const { platform } = test.app;
    const expired = await test.signInAs('expired@example.com');
    await platform.attempts.spend('demo:long-ago', { limit: 5, windowMs: hour });
    const mailLink = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: expired.id,
      purpose: 'reset' as const,
      tokenHash,
      createdAt: test.clock.now(),
      expiresAt,
      usedAt,
    });
    await test.db
      .insert(accountTokens)
      .values(mailLink('expired-link', new Date(test.clock.now().getTime() + hour)));
    test.clock.advance(Math.max(test.config.sessionTtlMs, longestAttemptWindowMs) + hour);

    const live = await test.signInAs('live@example.com');
    const revoked = await test.signInAs('revoked@example.com');
    const revokedSession = await platform.sessions.resolve(revoked.token);
    if (revokedSession === 'expired') throw new Error('a fresh session resolved as ended');
    await platform.sessions.revoke(revokedSession.sessionId);
    await platform.attempts.spend('demo:just-now', { limit: 5, windowMs: hour });
    const later = new Date(test.clock.now().getTime() + hour);
    await test.db
      .insert(accountTokens)
      .values([mailLink('live-link', later), mailLink('used-link', later, test.clock.now())]);

    // Other modules' tasks (job alerts) run too; these are the clean-ups under test.
    expect(await platform.schedule.runDue()).toEqual(
      expect.arrayContaining([
        'sessions:delete-ended',
        'attempt-counters:delete-ended',
        'account-tokens:delete-ended',
      ]),
    );

    const sessionsLeft = await test.db.select({ userId: sessions.userId }).from(sessions);
    expect(sessionsLeft.map((row) => row.userId)).toEqual([live.id]);
    expect(await platform.sessions.resolve(live.token)).not.toBe('expired');
    expect(await platform.sessions.resolve(expired.token)).toBe('expired');
    expect(await platform.sessions.resolve(revoked.token)).toBe('expired');
    const linksLeft = await test.db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens);
    expect(linksLeft.map((row) => row.tokenHash)).toEqual(['live-link']);
    const countersLeft = await test.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(countersLeft.map((row) => row.key)).toEqual(['demo:just-now']);
  });

  it('refuses an attempt window longer than the clean-up keeps counters', async () => {
    await expect(
      test.app.platform.attempts.spend('demo:too-long', { limit: 5, windowMs: longestAttemptWindowMs + 1 }),
    ).rejects.toThrow(/longer than the clean-up keeps/);
  });
});

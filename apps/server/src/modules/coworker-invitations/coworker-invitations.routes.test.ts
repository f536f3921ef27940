import { coworkerInvitationMessages, readCoworkerInvitation } from '@talent/contract';
import { schema } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoInvitationToken, seedDemoInvitation } from './demo/demo-invitation.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  await server.signInAs('employer@example.com', { type: 'employer' });
  await seedDemoInvitation(server.db, server.clock.now());
});

afterAll(async () => {
  await server?.close();
});

const read = (token: string) => server.inject(readCoworkerInvitation, { params: { token } });

describe('a coworker invitation read by its link', () => {
  it('names the company, who invited and the role, to a guest, and nothing personal', async () => {
    const answer = await read(demoInvitationToken);
    expect(answer.status).toBe(200);
    const [company] = await server.db.select().from(schema.companies).orderBy(schema.companies.id).limit(1);
    expect(answer.body.data).toMatchObject({
      company: { id: company?.id, name: company?.name },
      inviter_name: 'employer',
      role: 'recruiter',
      state: 'open',
    });
    expect(JSON.stringify(answer.body)).not.toContain('coworker@example.com');
  });

  it('keeps only a hash of the token', async () => {
    const rows = await server.db.select().from(schema.coworkerInvitations);
    expect(rows.map((row) => row.tokenHash)).not.toContain(demoInvitationToken);
  });

  it('says an unknown token is not found, in its own words', async () => {
    const answer = await read('no-such-invitation');
    expect(answer.status).toBe(404);
    expect(answer.body.meta).toMatchObject({
      type: 'NOT_FOUND',
      message: coworkerInvitationMessages.linkInvalid,
    });
  });

  it('is expired once its time has run out', async () => {
    server.clock.advance(31 * 86_400_000);
    expect((await read(demoInvitationToken)).body.data.state).toBe('expired');
  });
});

import { randomUUID } from 'node:crypto';
import {
  assignAdvocate,
  type Conversation,
  chatLimits,
  chatMessages,
  inviteToInterview,
  listChatMessages,
  listConversations,
  listStaffConversations,
  markConversationRead,
  replyInChat,
  sendChatMessage,
  startChatSession,
} from '@talent/contract';
import { users } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToNewJob } from '../../testing/applications.ts';
import { connectSse, type ReceivedEvent } from '../../testing/sse-client.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let talent: SignedIn;
let other: SignedIn;
let staff: SignedIn;

const day = 86_400_000;

/** Puts the talent in process with company 1 by an interview invitation, as staff do. */
async function inviteToCompanyOne(who: SignedIn) {
  const { applicationId } = await applyToNewJob(server.db, who.id);
  const at = (days: number) =>
    `${new Date(server.clock.now().getTime() + days * day).toISOString().slice(0, 10)}T03:00:00.000Z`;
  const answer = await server.inject(
    inviteToInterview,
    { params: { id: applicationId }, body: { schedules: [at(3), at(4), at(5)], pic: 'Rina' } },
    { token: staff.token },
  );
  expect(answer.status).toBe(200);
}

async function conversationsOf(who: SignedIn): Promise<Conversation[]> {
  const answer = await server.inject(listConversations, { params: { id: who.id } }, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function advocateConversation(who: SignedIn): Promise<Conversation> {
  const found = (await conversationsOf(who)).find((conversation) => conversation.kind === 'advocate');
  if (!found) throw new Error('no advocate conversation');
  return found;
}

function send(who: SignedIn, conversationId: number, body: string, clientId?: string) {
  return server.inject(
    sendChatMessage,
    { params: { id: who.id, conversationId }, body: { body, client_id: clientId } },
    { token: who.token },
  );
}

function reply(conversationId: number, body: string) {
  return server.inject(
    replyInChat,
    { params: { id: conversationId }, body: { body } },
    { token: staff.token },
  );
}

beforeAll(async () => {
  server = await createTestApp();
  talent = await server.signInAs('chat.talent@example.com');
  other = await server.signInAs('chat.other@example.com');
  staff = await server.signInAs('chat.advocate@example.com', { type: 'staff' });
  await server.db.update(users).set({ fullname: 'Sari Wulandari' }).where(eq(users.id, talent.id));
  await server.db.update(users).set({ fullname: 'Nadia Putri' }).where(eq(users.id, staff.id));
  for (const who of [talent, other]) {
    const assigned = await server.inject(
      assignAdvocate,
      { params: { id: who.id }, body: { staff_id: staff.id } },
      { token: staff.token },
    );
    expect(assigned.status).toBe(200);
  }
});

afterAll(async () => {
  await server?.close();
});

describe('the chat', () => {
  it("names the talent's chat identity 't' plus their id, with role talent", async () => {
    const answer = await server.inject(
      startChatSession,
      { params: { id: talent.id } },
      { token: talent.token },
    );
    expect(answer.body.data).toEqual({ user_id: `t${talent.id}`, name: 'Sari Wulandari', role: 'talent' });
  });

  it('opens one conversation with the advocate and one with each company the talent is in process with', async () => {
    expect((await conversationsOf(talent)).map((c) => [c.kind, c.title])).toEqual([
      ['advocate', 'Nadia Putri'],
    ]);
    await inviteToCompanyOne(talent);
    await inviteToCompanyOne(talent);
    const list = await conversationsOf(talent);
    expect(list.filter((c) => c.kind === 'company')).toHaveLength(1);
    expect(list.find((c) => c.kind === 'company')).toMatchObject({
      title: expect.any(String),
      position_name: expect.any(String),
      unread_count: 0,
      last_message: null,
    });
    expect(await conversationsOf(talent)).toHaveLength(2);
  });

  it('keeps a message sent twice with one client id once, and counts staff answers as unread until read', async () => {
    const conversation = await advocateConversation(talent);
    const clientId = randomUUID();
    const first = await send(talent, conversation.id, 'Hello, can we talk about my offer?', clientId);
    const again = await send(talent, conversation.id, 'Hello, can we talk about my offer?', clientId);
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(first.body.data).toMatchObject({ sender: 'talent', author_name: 'Sari Wulandari' });

    const answered = await reply(conversation.id, 'Of course, I am free after lunch.');
    expect(answered.body.data).toMatchObject({ sender: 'staff', author_name: 'Nadia Putri' });
    expect(await advocateConversation(talent)).toMatchObject({
      unread_count: 1,
      last_message: { body: 'Of course, I am free after lunch.' },
    });

    const thread = await server.inject(
      listChatMessages,
      { params: { id: talent.id, conversationId: conversation.id }, query: {} },
      { token: talent.token },
    );
    expect(thread.body.data.map((m: { body: string }) => m.body)).toEqual([
      'Hello, can we talk about my offer?',
      'Of course, I am free after lunch.',
    ]);

    await server.inject(
      markConversationRead,
      { params: { id: talent.id, conversationId: conversation.id } },
      { token: talent.token },
    );
    expect((await advocateConversation(talent)).unread_count).toBe(0);
  });

  it('pages back through a long conversation', async () => {
    const conversation = await advocateConversation(other);
    for (let n = 1; n <= chatLimits.pageSize + 5; n += 1) await reply(conversation.id, `Update ${n}`);
    const newest = await server.inject(
      listChatMessages,
      { params: { id: other.id, conversationId: conversation.id }, query: {} },
      { token: other.token },
    );
    expect(newest.body.data).toHaveLength(chatLimits.pageSize);
    expect(newest.body.data.at(-1)?.body).toBe(`Update ${chatLimits.pageSize + 5}`);
    const older = await server.inject(
      listChatMessages,
      {
        params: { id: other.id, conversationId: conversation.id },
        query: { before: newest.body.data[0]?.id },
      },
      { token: other.token },
    );
    expect(older.body.data.map((m: { body: string }) => m.body)).toEqual([
      'Update 1',
      'Update 2',
      'Update 3',
      'Update 4',
      'Update 5',
    ]);
  });

  it('refuses an empty or too long message at its field, and keeps nothing', async () => {
    const conversation = await advocateConversation(talent);
    const empty = await send(talent, conversation.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ body: chatMessages.messageRequired });
    const long = await send(talent, conversation.id, 'a'.repeat(chatLimits.messageMax + 1));
    expect(long.body.fields).toMatchObject({ body: chatMessages.messageTooLong });
    expect((await advocateConversation(talent)).last_message?.body).toBe('Of course, I am free after lunch.');
  });

  it("does not let one talent read or write in another's conversation", async () => {
    const theirs = await advocateConversation(talent);
    const read = await server.inject(
      listChatMessages,
      { params: { id: other.id, conversationId: theirs.id }, query: {} },
      { token: other.token },
    );
    expect(read.status).toBe(404);
    expect((await send(other, theirs.id, 'Hi there')).status).toBe(404);
    const asThem = await server.inject(
      listConversations,
      { params: { id: talent.id } },
      { token: other.token },
    );
    expect(asThem.status).toBe(403);
    const staffOnly = await server.inject(listStaffConversations, { query: {} }, { token: talent.token });
    expect(staffOnly.status).toBe(403);
  });

  it('pushes a staff answer and the unread count to the talent’s open page, and catches up after a drop', async () => {
    const conversation = await advocateConversation(talent);
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = `${base}/api/chat/talent/${talent.id}/stream`;
    const saying = (text: string) => (event: ReceivedEvent) =>
      event.event === 'message' && JSON.parse(event.data).body === text;
    const unreadOf = (count: number) => (event: ReceivedEvent) =>
      event.event === 'unread' &&
      JSON.parse(event.data).conversations.some(
        (c: { id: number; unread_count: number }) => c.id === conversation.id && c.unread_count === count,
      );

    const page = await connectSse(stream, { authorization: `Bearer ${talent.token}` });
    expect(page.status).toBe(200);
    await page.next(unreadOf(0));
    await reply(conversation.id, 'Your interview is confirmed.');
    const pushed = await page.next(saying('Your interview is confirmed.'));
    await page.next(unreadOf(1));
    page.close();

    await reply(conversation.id, 'Bring your portfolio, please.');
    const again = await connectSse(stream, {
      authorization: `Bearer ${talent.token}`,
      'last-event-id': String(pushed.id),
    });
    await again.next(saying('Bring your portfolio, please.'));
    again.close();

    const notMine = await connectSse(stream, { authorization: `Bearer ${other.token}` });
    expect(notMine.status).toBe(403);
    notMine.close();
  });
});

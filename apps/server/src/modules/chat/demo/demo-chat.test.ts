import { assignAdvocate, listChatMessages, listConversations } from '@talent/contract';
import { seedDemoAccounts } from '@talent/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoChat } from './demo-chat.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  await seedDemoAccounts(server.db);
  demo = await server.signInAs('talent@example.com');
  const staff = await server.signInAs('staff@example.com', { type: 'staff' });
  await server.inject(
    assignAdvocate,
    { params: { id: demo.id }, body: { staff_id: staff.id } },
    { token: staff.token },
  );
  await seedDemoChat(server.db, server.clock.now());
  await seedDemoChat(server.db, server.clock.now());
});

afterAll(async () => {
  await server?.close();
});

it('gives the demo talent an exchange with their advocate, the latest answer unread, once however often it runs', async () => {
  const answer = await server.inject(listConversations, { params: { id: demo.id } }, { token: demo.token });
  expect(answer.body.data).toEqual([
    expect.objectContaining({
      kind: 'advocate',
      title: 'Agus Pratama',
      unread_count: 1,
      last_message: expect.objectContaining({ sender: 'staff', author_name: 'Agus Pratama' }),
    }),
  ]);
  const thread = await server.inject(
    listChatMessages,
    { params: { id: demo.id, conversationId: answer.body.data[0]?.id ?? 0 }, query: {} },
    { token: demo.token },
  );
  expect(thread.body.data.map((message) => message.sender)).toEqual(['staff', 'talent', 'staff']);
});

import { type Database, users } from '@talent/db';
import { eq } from 'drizzle-orm';
import { companiesInProcessWith, talentAdvocateOf } from '../../hiring/index.ts';
import { createChatRepository } from '../chat.repository.ts';

/** A short exchange with the advocate and with the newest company, in minutes before now. */
const advocateExchange = [
  {
    sender: 'staff',
    minutesAgo: 2 * 24 * 60,
    body: 'Hi! I am your talent advocate. Tell me if anything in your applications is unclear.',
  },
  {
    sender: 'talent',
    minutesAgo: 2 * 24 * 60 - 30,
    body: 'Thank you! Should I prepare anything for the interview next week?',
  },
  {
    sender: 'staff',
    minutesAgo: 90,
    body: 'Bring two examples of projects you led, and read the job description once more. You will do great.',
  },
] as const;

const companyExchange = [
  {
    sender: 'staff',
    minutesAgo: 26 * 60,
    body: 'Thanks for applying! The interview will be with our engineering lead.',
  },
  { sender: 'staff', minutesAgo: 45, body: 'Please confirm one of the three times we offered when you can.' },
] as const;

/**
 * The demo talent's chat: the advocate's conversation and the newest company's, with unread answers
 * from both. Seeded only while the conversations are empty, so a restart adds nothing.
 */
export async function seedDemoChat(db: Database, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'));
  if (!talent || !staff) return;
  const [advocate, companies] = await Promise.all([
    talentAdvocateOf(db, talent.id),
    companiesInProcessWith(db, talent.id),
  ]);
  const repository = createChatRepository(db);
  const firstCompany = companies[0]?.company_id;
  await repository.open(talent.id, firstCompany === undefined ? [] : [firstCompany], advocate !== undefined);
  const conversations = await repository.conversationsOf(talent.id);
  const exchanges = [
    { conversation: conversations.find((row) => row.company_id === null), messages: advocateExchange },
    { conversation: conversations.find((row) => row.company_id === firstCompany), messages: companyExchange },
  ];
  for (const { conversation, messages } of exchanges) {
    if (!conversation || (await repository.messages(conversation.id, undefined, 1)).length > 0) continue;
    for (const message of messages) {
      await repository.add({
        conversationId: conversation.id,
        sender: message.sender,
        staffId: message.sender === 'staff' ? staff.id : null,
        body: message.body,
        clientId: null,
        at: new Date(now.getTime() - message.minutesAgo * 60_000),
      });
    }
  }
}

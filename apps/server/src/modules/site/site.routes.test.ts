import { contactLimits, contactMessages, listContactMessages, sendContactMessage } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let staff: SignedIn;
let talent: SignedIn;

const message = {
  name: 'Sari Wulandari',
  email: 'Sari@Example.com',
  topic: 'jobs' as const,
  subject: 'A job I applied to was closed',
  message:
    'The Backend Engineer job at Gojek closed the day after I applied. Will my application still be read?',
};

beforeAll(async () => {
  server = await createTestApp();
  staff = await server.signInAs('staff.contact@example.com', { type: 'staff' });
  talent = await server.signInAs('talent.contact@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('Contact Us', () => {
  it('keeps what a guest sends for staff, newest first', async () => {
    const sent = await server.inject(sendContactMessage, { body: message }, { remoteAddress: '10.1.0.1' });
    expect(sent.status).toBe(200);
    expect(sent.body.meta.message).toBe(contactMessages.sent);
    await server.inject(
      sendContactMessage,
      {
        body: {
          ...message,
          topic: 'partnership',
          subject: '',
          message: 'We would like to post our jobs on Talent.',
        },
      },
      { remoteAddress: '10.1.0.2' },
    );

    const inbox = await server.inject(
      listContactMessages,
      { query: { page: 1, size: 10 } },
      { token: staff.token },
    );
    expect(inbox.status).toBe(200);
    expect(inbox.body.meta.count).toBe(2);
    expect(inbox.body.data.map((sent) => sent.topic)).toEqual(['partnership', 'jobs']);
    expect(inbox.body.data[1]).toMatchObject({ email: 'sari@example.com', subject: message.subject });
  });

  it('says at each field what is wrong', async () => {
    const empty = await server.inject(
      sendContactMessage,
      {
        body: {
          name: '',
          email: 'sari',
          topic: 'nothing' as 'jobs',
          subject: 'x'.repeat(121),
          message: 'Hi',
        },
      },
      { remoteAddress: '10.1.0.3' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      name: '* Please fill your Full Name',
      email: '* Invalid email address. Insert @ to your email',
      topic: contactMessages.topicRequired,
      subject: contactMessages.subjectTooLong,
      message: contactMessages.messageLength,
    });
  });

  it(`takes ${contactLimits.perHourPerAddress} messages an hour from one address`, async () => {
    for (let n = 0; n < contactLimits.perHourPerAddress; n += 1) {
      const sent = await server.inject(sendContactMessage, { body: message }, { remoteAddress: '10.1.0.9' });
      expect(sent.status).toBe(200);
    }
    const flood = await server.inject(sendContactMessage, { body: message }, { remoteAddress: '10.1.0.9' });
    expect(flood.status).toBe(429);
    const other = await server.inject(sendContactMessage, { body: message }, { remoteAddress: '10.1.0.10' });
    expect(other.status).toBe(200);
  });

  it('shows the messages to staff only', async () => {
    expect((await server.inject(listContactMessages, {}, { token: talent.token })).status).toBe(403);
    expect((await server.inject(listContactMessages)).status).toBe(401);
  });
});

import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from './mail-layout.ts';
import { createMailer } from './mailer.ts';
import type { MailsRepository } from './mails.repository.ts';

/** Just enough SMTP to take one message at a time and keep what was sent. */
function startSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 kept\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a composed mail', () => {
  const mail = composeMail({
    to: 'rina@example.com',
    subject: 'A <b>bold</b> subject',
    paragraphs: [
      'Hi Rina & co,',
      { link: 'https://talent.example/verify?token=a"b', label: 'Verify my email' },
    ],
    footer: [
      'Why you get this.',
      { link: 'https://talent.example/unsubscribe?token=x', label: 'Unsubscribe' },
    ],
  });

  it('has a plain-text twin with every link written out, the signature before the small print', () => {
    expect(mail.text).toBe(
      [
        'Hi Rina & co,',
        'Verify my email: https://talent.example/verify?token=a"b',
        'Talent',
        'Why you get this.',
        'Unsubscribe: https://talent.example/unsubscribe?token=x',
      ].join('\n\n'),
    );
  });

  it('shows the mark and the name, and escapes every text it is given', () => {
    expect(mail.html).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; subject</title>');
    expect(mail.html).toContain('Hi Rina &amp; co,');
    expect(mail.html).toContain('href="https://talent.example/verify?token=a&quot;b"');
    expect(mail.html).toMatch(/>T<\/td>\s*<td[^>]*>Talent<\/td>/);
    expect(mail.html).not.toContain('<b>');
  });
});

describe('the SMTP mailer', () => {
  const received: string[] = [];
  let server: Server;

  beforeAll(async () => {
    server = await startSmtpServer(received);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a mail’s own headers, such as one-click unsubscribing', async () => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('The SMTP server has no port');
    const mailer = createMailer({
      mails: {} as MailsRepository,
      from: 'Talent <no-reply@talent.example>',
      smtpUrl: `smtp://127.0.0.1:${address.port}`,
    });
    await mailer.send(
      composeMail({
        to: 'rina@example.com',
        subject: 'New jobs for you',
        paragraphs: ['Hi Rina,'],
        headers: {
          'List-Unsubscribe': '<https://talent.example/api/mailer/unsubscribe?token=t>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(
      'List-Unsubscribe: <https://talent.example/api/mailer/unsubscribe?token=t>',
    );
    expect(received[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

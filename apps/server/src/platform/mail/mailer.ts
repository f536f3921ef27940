import { createTransport, type Transport, type Transporter } from 'nodemailer';
import { serviceAway } from '../errors/app-error.ts';
import type { MailsRepository } from './mails.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `database` keeps mails for the development mailbox page instead of delivering them. */
  readonly delivery: 'smtp' | 'database';
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  /** Where mails go when there is no SMTP server. */
  mails: MailsRepository;
  from: string;
  /** `smtp://user:pass@host:587` or `smtps://...`; without it mails are stored in the database. */
  smtpUrl?: string | undefined;
}

/** Both deliveries go through nodemailer, so addresses and content are handled the same way. */
export function createMailer(options: MailerOptions): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? createTransport(options.smtpUrl)
    : createTransport(databaseTransport(options.mails));
  return {
    delivery: options.smtpUrl ? 'smtp' : 'database',
    async send(mail) {
      try {
        await transporter.sendMail({ from: options.from, ...mail });
      } catch (error) {
        // The mailbox lives in our database, whose failures are answered as such; a mail server
        // that refuses or is away is a service away, whatever its socket said.
        throw options.smtpUrl ? serviceAway(error) : error;
      }
    },
  };
}

function databaseTransport(mails: MailsRepository): Transport {
  return {
    name: 'database',
    version: '1',
    send(message, done) {
      const { to, subject, text, html } = message.data;
      mails
        .storeMail({
          to: String(to),
          subject: String(subject ?? ''),
          text: String(text ?? ''),
          html: String(html ?? ''),
        })
        .then(
          (id) => done(null, { envelope: message.message.getEnvelope(), messageId: `mailbox-${id}` }),
          (error: Error) => done(error, undefined as never),
        );
    },
  };
}

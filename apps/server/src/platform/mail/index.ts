export { composeMail } from './mail-layout.ts';
export { mailboxPath, registerMailboxPage } from './mailbox-page.ts';
export { createMailer, type Mailer, type MailerOptions, type OutgoingMail } from './mailer.ts';
export { createMailsRepository, type MailsRepository } from './mails.repository.ts';

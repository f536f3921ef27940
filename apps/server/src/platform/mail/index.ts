export { listMails } from './mailbox.ts';
export { mailboxPath, registerMailboxPage } from './mailbox-page.ts';
export { createMailer, type Mailer, type MailerOptions, type OutgoingMail } from './mailer.ts';

import { escapeHtml } from '../../platform/mail/mailbox-page.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The three account mails, as plain text with a simple HTML twin. Pure: no sending here. */

export function verificationMail(
  to: { email: string; fullname: string },
  link: string,
  validHours: number,
): OutgoingMail {
  return mail(to.email, 'Verify your Talent account', [
    `Hi ${to.fullname},`,
    'Welcome to Talent. Please verify your email address to activate your account:',
    { link, label: 'Verify my email' },
    `This link works once and expires in ${validHours} hours. If you did not sign up, you can ignore this mail.`,
  ]);
}

export function passwordResetMail(
  to: { email: string; fullname: string },
  link: string,
  validMinutes: number,
): OutgoingMail {
  return mail(to.email, 'Reset your Talent password', [
    `Hi ${to.fullname},`,
    'We received a request to reset the password of your Talent account. Choose a new password here:',
    { link, label: 'Reset my password' },
    `This link works once and expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this mail: your password stays the same.`,
  ]);
}

export function passwordChangedMail(
  to: { email: string; fullname: string },
  loginLink: string,
): OutgoingMail {
  return mail(to.email, 'Your Talent password was changed', [
    `Hi ${to.fullname},`,
    'The password of your Talent account was just changed, and every device was signed out.',
    'If this was not you, open the login page and choose Forgot password right away:',
    { link: loginLink, label: 'Open the login page' },
  ]);
}

/** To the owner of an email someone tried to sign up with: the sign-up itself answered as usual. */
export function signupAttemptMail(to: { email: string; fullname: string }, loginLink: string): OutgoingMail {
  return mail(to.email, 'Someone tried to sign up with your email', [
    `Hi ${to.fullname},`,
    'Someone just tried to create a new Talent account with your email address. You already have an account, so nothing was created.',
    'If this was you, sign in instead, or choose Forgot password on the login page:',
    { link: loginLink, label: 'Open the login page' },
    'If it was not you, you can ignore this mail: your account is unchanged.',
  ]);
}

/** To the owner of an account whose password was tried wrongly many times. */
export function signinFailuresMail(to: { email: string; fullname: string }, loginLink: string): OutgoingMail {
  return mail(to.email, 'Many wrong passwords were tried on your Talent account', [
    `Hi ${to.fullname},`,
    'Someone has typed a wrong password for your Talent account many times. Your account is not locked: you can still sign in from your usual device.',
    'If this was not you, choose a strong password that you use nowhere else from the login page (Forgot password):',
    { link: loginLink, label: 'Open the login page' },
  ]);
}

type Paragraph = string | { link: string; label: string };

function mail(to: string, subject: string, paragraphs: Paragraph[]): OutgoingMail {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n');
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p><p>${escapeHtml(p.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body}
<p>Talent</p>
</body></html>`;
  return { to, subject, text: `${text}\n\nTalent\n`, html };
}

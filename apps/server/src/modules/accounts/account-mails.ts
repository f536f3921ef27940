import { composeMail } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The account mails. Pure: no sending here. */

export function verificationMail(
  to: { email: string; fullname: string },
  link: string,
  validHours: number,
): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Verify your Talent account',
    paragraphs: [
      `Hi ${to.fullname},`,
      'Welcome to Talent. Please verify your email address to activate your account:',
      { link, label: 'Verify my email' },
      `This link works once and expires in ${validHours} hours. If you did not sign up, you can ignore this mail.`,
    ],
  });
}

export function passwordResetMail(
  to: { email: string; fullname: string },
  link: string,
  validMinutes: number,
): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Reset your Talent password',
    paragraphs: [
      `Hi ${to.fullname},`,
      'We received a request to reset the password of your Talent account. Choose a new password here:',
      { link, label: 'Reset my password' },
      `This link works once and expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this mail: your password stays the same.`,
    ],
  });
}

export function passwordChangedMail(
  to: { email: string; fullname: string },
  loginLink: string,
): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Your Talent password was changed',
    paragraphs: [
      `Hi ${to.fullname},`,
      'The password of your Talent account was just changed, and every device was signed out.',
      'If this was not you, open the login page and choose Forgot password right away:',
      { link: loginLink, label: 'Open the login page' },
    ],
  });
}

/** To the owner of an email someone tried to sign up with: the sign-up itself answered as usual. */
export function signupAttemptMail(to: { email: string; fullname: string }, loginLink: string): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Someone tried to sign up with your email',
    paragraphs: [
      `Hi ${to.fullname},`,
      'Someone just tried to create a new Talent account with your email address. You already have an account, so nothing was created.',
      'If this was you, sign in instead, or choose Forgot password on the login page:',
      { link: loginLink, label: 'Open the login page' },
      'If it was not you, you can ignore this mail: your account is unchanged.',
    ],
  });
}

/**
 * To the owner of a deactivated account whose email someone tried to sign up with: the answer to
 * the sign-up is the usual one, so only the owner learns that the email is closed, and how to come
 * back.
 */
export function deactivatedSignupMail(
  to: { email: string; fullname: string },
  contactLink: string,
): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Someone tried to sign up with your email',
    paragraphs: [
      `Hi ${to.fullname},`,
      'Someone just tried to create a new Talent account with your email address. Your account with this email was deactivated, so nothing was created.',
      'If you would like to use Talent again, write to us and we will reopen your account:',
      { link: contactLink, label: 'Contact us' },
      'If it was not you, you can ignore this mail.',
    ],
  });
}

/** To the owner of an account whose password was tried wrongly many times. */
export function signinFailuresMail(to: { email: string; fullname: string }, loginLink: string): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Many wrong passwords were tried on your Talent account',
    paragraphs: [
      `Hi ${to.fullname},`,
      'Someone has typed a wrong password for your Talent account many times. Your account is not locked: you can still sign in from your usual device.',
      'If this was not you, choose a strong password that you use nowhere else from the login page (Forgot password):',
      { link: loginLink, label: 'Open the login page' },
    ],
  });
}

/** To the new address of an asked-for change of the sign-in email: following the link makes it. */
export function emailChangeConfirmMail(
  to: { email: string; fullname: string },
  link: string,
  validHours: number,
): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Confirm your new Talent sign-in email',
    paragraphs: [
      `Hi ${to.fullname},`,
      'You asked to sign in to Talent with this email address from now on. Confirm it here:',
      { link, label: 'Confirm my new email' },
      `This link works once and expires in ${validHours} hours. Until then your sign-in email stays as it was. If you did not ask for this, you can ignore this mail.`,
    ],
  });
}

/** To the old address: the change was asked for, with a link that undoes it and signs everyone out. */
export function emailChangeAskedMail(
  to: { email: string; fullname: string },
  newEmail: string,
  undoLink: string,
  validDays: number,
): OutgoingMail {
  return composeMail({
    to: to.email,
    subject: 'Your Talent sign-in email is being changed',
    paragraphs: [
      `Hi ${to.fullname},`,
      `Someone signed in to your Talent account asked to change its sign-in email to ${newEmail}. It changes once the link sent there is followed.`,
      `If this was not you, undo it here within ${validDays} days, even after the change: your email goes back to this one and every device is signed out.`,
      { link: undoLink, label: 'Undo the email change' },
      'Then choose a new password from the login page (Forgot password).',
    ],
  });
}

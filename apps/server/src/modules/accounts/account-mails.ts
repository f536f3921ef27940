import type { AccountLanguage } from '@talent/contract';
import { composeMail } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The account mails. Pure: no sending here. */

/** Who a mail goes to, and the language it is written in (issue #35). */
export interface AccountMailReader {
  email: string;
  fullname: string;
  language: AccountLanguage;
}

/**
 * Every account mail's words in each language a talent reads: English as the product always wrote
 * it, Indonesian following `docs/glossary-id.md` (the reader is *kamu*).
 */
const accountMailWords = {
  en: {
    greeting: (name: string) => `Hi ${name},`,
    openLoginPage: 'Open the login page',
    verify: {
      subject: 'Verify your Talent account',
      intro: 'Welcome to Talent. Please verify your email address to activate your account:',
      button: 'Verify my email',
      expiry: (hours: number) =>
        `This link works once and expires in ${hours} hours. If you did not sign up, you can ignore this mail.`,
    },
    reset: {
      subject: 'Reset your Talent password',
      intro:
        'We received a request to reset the password of your Talent account. Choose a new password here:',
      button: 'Reset my password',
      expiry: (minutes: number) =>
        `This link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this mail: your password stays the same.`,
    },
    passwordChanged: {
      subject: 'Your Talent password was changed',
      intro: 'The password of your Talent account was just changed, and every device was signed out.',
      notYou: 'If this was not you, open the login page and choose Forgot password right away:',
    },
    signupAttempt: {
      subject: 'Someone tried to sign up with your email',
      intro:
        'Someone just tried to create a new Talent account with your email address. You already have an account, so nothing was created.',
      ifYou: 'If this was you, sign in instead, or choose Forgot password on the login page:',
      notYou: 'If it was not you, you can ignore this mail: your account is unchanged.',
    },
    deactivatedSignup: {
      subject: 'Someone tried to sign up with your email',
      intro:
        'Someone just tried to create a new Talent account with your email address. Your account with this email was deactivated, so nothing was created.',
      comeBack: 'If you would like to use Talent again, write to us and we will reopen your account:',
      button: 'Contact us',
      notYou: 'If it was not you, you can ignore this mail.',
    },
    signinFailures: {
      subject: 'Many wrong passwords were tried on your Talent account',
      intro:
        'Someone has typed a wrong password for your Talent account many times. Your account is not locked: you can still sign in from your usual device.',
      notYou:
        'If this was not you, choose a strong password that you use nowhere else from the login page (Forgot password):',
    },
    emailChangeConfirm: {
      subject: 'Confirm your new Talent sign-in email',
      intro: 'You asked to sign in to Talent with this email address from now on. Confirm it here:',
      button: 'Confirm my new email',
      expiry: (hours: number) =>
        `This link works once and expires in ${hours} hours. Until then your sign-in email stays as it was. If you did not ask for this, you can ignore this mail.`,
    },
    emailChangeAsked: {
      subject: 'Your Talent sign-in email is being changed',
      intro: (newEmail: string) =>
        `Someone signed in to your Talent account asked to change its sign-in email to ${newEmail}. It changes once the link sent there is followed.`,
      undo: (days: number) =>
        `If this was not you, undo it here within ${days} days, even after the change: your email goes back to this one and every device is signed out.`,
      button: 'Undo the email change',
      choosePassword: 'Then choose a new password from the login page (Forgot password).',
    },
  },
  id: {
    greeting: (name: string) => `Hai ${name},`,
    openLoginPage: 'Buka halaman masuk',
    verify: {
      subject: 'Verifikasi akun Talent-mu',
      intro: 'Selamat datang di Talent. Verifikasi alamat emailmu untuk mengaktifkan akunmu:',
      button: 'Verifikasi emailku',
      expiry: (hours: number) =>
        `Tautan ini hanya bisa dipakai sekali dan berlaku ${hours} jam. Jika kamu tidak mendaftar, abaikan saja email ini.`,
    },
    reset: {
      subject: 'Atur ulang kata sandi Talent-mu',
      intro:
        'Kami menerima permintaan untuk mengatur ulang kata sandi akun Talent-mu. Pilih kata sandi baru di sini:',
      button: 'Atur ulang kata sandiku',
      expiry: (minutes: number) =>
        `Tautan ini hanya bisa dipakai sekali dan berlaku ${minutes} menit. Jika kamu tidak memintanya, abaikan saja email ini: kata sandimu tetap sama.`,
    },
    passwordChanged: {
      subject: 'Kata sandi Talent-mu sudah diubah',
      intro: 'Kata sandi akun Talent-mu baru saja diubah, dan kamu sudah dikeluarkan dari semua perangkat.',
      notYou: 'Jika ini bukan kamu, segera buka halaman masuk dan pilih Lupa kata sandi:',
    },
    signupAttempt: {
      subject: 'Ada yang mencoba mendaftar dengan emailmu',
      intro:
        'Seseorang baru saja mencoba membuat akun Talent baru dengan alamat emailmu. Kamu sudah punya akun, jadi tidak ada akun baru yang dibuat.',
      ifYou: 'Jika itu kamu, masuk saja, atau pilih Lupa kata sandi di halaman masuk:',
      notYou: 'Jika itu bukan kamu, abaikan saja email ini: akunmu tidak berubah.',
    },
    deactivatedSignup: {
      subject: 'Ada yang mencoba mendaftar dengan emailmu',
      intro:
        'Seseorang baru saja mencoba membuat akun Talent baru dengan alamat emailmu. Akunmu dengan email ini sudah dinonaktifkan, jadi tidak ada akun baru yang dibuat.',
      comeBack:
        'Jika kamu ingin memakai Talent lagi, kirim pesan ke kami dan kami akan membuka kembali akunmu:',
      button: 'Hubungi kami',
      notYou: 'Jika itu bukan kamu, abaikan saja email ini.',
    },
    signinFailures: {
      subject: 'Banyak kata sandi salah dicoba di akun Talent-mu',
      intro:
        'Seseorang sudah berkali-kali memasukkan kata sandi yang salah untuk akun Talent-mu. Akunmu tidak dikunci: kamu tetap bisa masuk dari perangkat yang biasa kamu pakai.',
      notYou:
        'Jika ini bukan kamu, pilih kata sandi kuat yang tidak kamu pakai di tempat lain lewat halaman masuk (Lupa kata sandi):',
    },
    emailChangeConfirm: {
      subject: 'Konfirmasi email masuk Talent-mu yang baru',
      intro: 'Kamu meminta untuk masuk ke Talent dengan alamat email ini mulai sekarang. Konfirmasi di sini:',
      button: 'Konfirmasi email baruku',
      expiry: (hours: number) =>
        `Tautan ini hanya bisa dipakai sekali dan berlaku ${hours} jam. Sampai saat itu, email masukmu tetap sama. Jika kamu tidak memintanya, abaikan saja email ini.`,
    },
    emailChangeAsked: {
      subject: 'Email masuk Talent-mu sedang diubah',
      intro: (newEmail: string) =>
        `Seseorang yang masuk ke akun Talent-mu meminta untuk mengubah email masuknya menjadi ${newEmail}. Email berubah setelah tautan yang dikirim ke sana dibuka.`,
      undo: (days: number) =>
        `Jika ini bukan kamu, batalkan di sini dalam ${days} hari, bahkan setelah email berubah: emailmu kembali ke email ini dan kamu dikeluarkan dari semua perangkat.`,
      button: 'Batalkan perubahan email',
      choosePassword: 'Lalu pilih kata sandi baru lewat halaman masuk (Lupa kata sandi).',
    },
  },
} as const satisfies Record<AccountLanguage, unknown>;

export function verificationMail(to: AccountMailReader, link: string, validHours: number): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.verify.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.verify.intro,
      { link, label: words.verify.button },
      words.verify.expiry(validHours),
    ],
    language: to.language,
  });
}

export function passwordResetMail(to: AccountMailReader, link: string, validMinutes: number): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.reset.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.reset.intro,
      { link, label: words.reset.button },
      words.reset.expiry(validMinutes),
    ],
    language: to.language,
  });
}

export function passwordChangedMail(to: AccountMailReader, loginLink: string): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.passwordChanged.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.passwordChanged.intro,
      words.passwordChanged.notYou,
      { link: loginLink, label: words.openLoginPage },
    ],
    language: to.language,
  });
}

/** To the owner of an email someone tried to sign up with: the sign-up itself answered as usual. */
export function signupAttemptMail(to: AccountMailReader, loginLink: string): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.signupAttempt.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.signupAttempt.intro,
      words.signupAttempt.ifYou,
      { link: loginLink, label: words.openLoginPage },
      words.signupAttempt.notYou,
    ],
    language: to.language,
  });
}

/**
 * To the owner of a deactivated account whose email someone tried to sign up with: the answer to
 * the sign-up is the usual one, so only the owner learns that the email is closed, and how to come
 * back.
 */
export function deactivatedSignupMail(to: AccountMailReader, contactLink: string): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.deactivatedSignup.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.deactivatedSignup.intro,
      words.deactivatedSignup.comeBack,
      { link: contactLink, label: words.deactivatedSignup.button },
      words.deactivatedSignup.notYou,
    ],
    language: to.language,
  });
}

/** To the owner of an account whose password was tried wrongly many times. */
export function signinFailuresMail(to: AccountMailReader, loginLink: string): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.signinFailures.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.signinFailures.intro,
      words.signinFailures.notYou,
      { link: loginLink, label: words.openLoginPage },
    ],
    language: to.language,
  });
}

/** To the new address of an asked-for change of the sign-in email: following the link makes it. */
export function emailChangeConfirmMail(
  to: AccountMailReader,
  link: string,
  validHours: number,
): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.emailChangeConfirm.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.emailChangeConfirm.intro,
      { link, label: words.emailChangeConfirm.button },
      words.emailChangeConfirm.expiry(validHours),
    ],
    language: to.language,
  });
}

/** To the old address: the change was asked for, with a link that undoes it and signs everyone out. */
export function emailChangeAskedMail(
  to: AccountMailReader,
  newEmail: string,
  undoLink: string,
  validDays: number,
): OutgoingMail {
  const words = accountMailWords[to.language];
  return composeMail({
    to: to.email,
    subject: words.emailChangeAsked.subject,
    paragraphs: [
      words.greeting(to.fullname),
      words.emailChangeAsked.intro(newEmail),
      words.emailChangeAsked.undo(validDays),
      { link: undoLink, label: words.emailChangeAsked.button },
      words.emailChangeAsked.choosePassword,
    ],
    language: to.language,
  });
}

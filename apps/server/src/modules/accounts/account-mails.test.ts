import { describe, expect, it } from 'vitest';
import {
  deactivatedSignupMail,
  emailChangeAskedMail,
  emailChangeConfirmMail,
  passwordChangedMail,
  passwordResetMail,
  signinFailuresMail,
  signupAttemptMail,
  verificationMail,
} from './account-mails.ts';

const putri = { email: 'putri@example.co.id', fullname: 'Putri Ayu' };
const link = 'https://talent.test/verify?token=abc';

describe('account mails in the reader’s language (issue #35)', () => {
  it('keeps the English verify mail word for word, text and HTML', () => {
    const mail = verificationMail({ ...putri, language: 'en' }, link, 24);
    expect(mail.subject).toBe('Verify your Talent account');
    expect(mail.text).toBe(
      [
        'Hi Putri Ayu,',
        'Welcome to Talent. Please verify your email address to activate your account:',
        `Verify my email: ${link}`,
        'This link works once and expires in 24 hours. If you did not sign up, you can ignore this mail.',
        'Talent',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it('writes the verify mail in Indonesian for a reader of Indonesian, its plain-text twin too', () => {
    const mail = verificationMail({ ...putri, language: 'id' }, link, 24);
    expect(mail.subject).toBe('Verifikasi akun Talent-mu');
    expect(mail.text).toBe(
      [
        'Hai Putri Ayu,',
        'Selamat datang di Talent. Verifikasi alamat emailmu untuk mengaktifkan akunmu:',
        `Verifikasi emailku: ${link}`,
        'Tautan ini hanya bisa dipakai sekali dan berlaku 24 jam. Jika kamu tidak mendaftar, abaikan saja email ini.',
        'Talent',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.html).toContain('>Verifikasi emailku</a>');
  });

  it('writes the reset and email-change mails in Indonesian with their values kept', () => {
    const reset = passwordResetMail({ ...putri, language: 'id' }, link, 30);
    expect(reset.subject).toBe('Atur ulang kata sandi Talent-mu');
    expect(reset.text).toContain('berlaku 30 menit');
    expect(reset.text).toContain(`Atur ulang kata sandiku: ${link}`);

    const confirm = emailChangeConfirmMail({ ...putri, language: 'id' }, link, 48);
    expect(confirm.subject).toBe('Konfirmasi email masuk Talent-mu yang baru');
    expect(confirm.text).toContain('berlaku 48 jam');

    const asked = emailChangeAskedMail({ ...putri, language: 'id' }, 'baru@example.co.id', link, 7);
    expect(asked.subject).toBe('Email masuk Talent-mu sedang diubah');
    expect(asked.text).toContain('menjadi baru@example.co.id');
    expect(asked.text).toContain('dalam 7 hari');
    expect(asked.text).toContain(`Batalkan perubahan email: ${link}`);
  });

  it('writes every account mail in Indonesian for Indonesian and leaves the English as it was', () => {
    const login = 'https://talent.test/login';
    const mails = (language: 'en' | 'id') => [
      verificationMail({ ...putri, language }, link, 24),
      passwordResetMail({ ...putri, language }, link, 30),
      passwordChangedMail({ ...putri, language }, login),
      signupAttemptMail({ ...putri, language }, login),
      deactivatedSignupMail({ ...putri, language }, 'https://talent.test/contact-us'),
      signinFailuresMail({ ...putri, language }, login),
      emailChangeConfirmMail({ ...putri, language }, link, 48),
      emailChangeAskedMail({ ...putri, language }, 'baru@example.co.id', link, 7),
    ];
    expect(mails('en').map((mail) => mail.subject)).toEqual([
      'Verify your Talent account',
      'Reset your Talent password',
      'Your Talent password was changed',
      'Someone tried to sign up with your email',
      'Someone tried to sign up with your email',
      'Many wrong passwords were tried on your Talent account',
      'Confirm your new Talent sign-in email',
      'Your Talent sign-in email is being changed',
    ]);
    for (const mail of mails('id')) {
      expect(mail.text.startsWith('Hai Putri Ayu,')).toBe(true);
      expect(mail.html).toContain('<html lang="id">');
      // No English sentence is left behind in an Indonesian mail.
      expect(mail.text).not.toMatch(/\b(the|your|you|this|link|password)\b/i);
    }
  });
});

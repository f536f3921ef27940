import { describe, expect, it } from 'vitest';
import { accountMessages, phoneLengthMessage } from './accounts.ts';
import { indonesianMessages } from './indonesian-messages.ts';
import { notificationTexts } from './notification-texts.ts';
import { platformMessages, uploadMessages } from './platform-messages.ts';
import { profileMessages } from './profile-rules.ts';
import { englishMessages, messageIn, readerLanguageOf } from './reader-language.ts';

type Group = Record<string, string | ((...args: never[]) => string)>;

describe('readerLanguageOf', () => {
  it('reads the first language Talent speaks, by weight, and English otherwise', () => {
    expect(readerLanguageOf('id')).toBe('id');
    expect(readerLanguageOf('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(readerLanguageOf('fr-FR,in;q=0.5')).toBe('id');
    expect(readerLanguageOf('en;q=0.4,id;q=0.9')).toBe('id');
    expect(readerLanguageOf('en-US,id;q=0.9')).toBe('en');
    expect(readerLanguageOf('id;q=0,en')).toBe('en');
    expect(readerLanguageOf('fr')).toBe('en');
    expect(readerLanguageOf(undefined)).toBe('en');
  });
});

describe('messageIn', () => {
  it('keeps the English of the spec byte for byte', () => {
    for (const group of Object.values(englishMessages) as Group[])
      for (const message of Object.values(group))
        if (typeof message === 'string') expect(messageIn('en', message)).toBe(message);
  });

  it('answers every text of the contract in Indonesian, one wording per English text', () => {
    const seen = new Map<string, string>();
    for (const [name, group] of Object.entries(englishMessages) as [string, Group][])
      for (const [key, english] of Object.entries(group)) {
        if (typeof english !== 'string') continue;
        const indonesian = messageIn('id', english);
        expect(indonesian, `${name}.${key}`).not.toBe(english);
        expect(seen.get(english) ?? indonesian, `${name}.${key} is worded twice`).toBe(indonesian);
        seen.set(english, indonesian);
      }
    expect(messageIn('id', accountMessages.passwordTooShort)).toBe(
      indonesianMessages.accountMessages.passwordTooShort,
    );
  });

  it('finds a message with values by its English and keeps the values', () => {
    expect(messageIn('id', phoneLengthMessage(9, 18))).toBe('* Nomor telepon harus 9 sampai 18 karakter');
    expect(messageIn('id', profileMessages.referenceRequested('ani@example.com'))).toBe(
      'Permintaanmu untuk ani@example.com sudah dikirim',
    );
    expect(messageIn('id', platformMessages.tooManyAttempts(1))).toBe(
      'Terlalu banyak percobaan. Tunggu 1 menit lalu coba lagi.',
    );
    expect(messageIn('id', platformMessages.tooManyAttempts(15))).toBe(
      'Terlalu banyak percobaan. Tunggu 15 menit lalu coba lagi.',
    );
    expect(messageIn('id', uploadMessages.wrongType('image/png, image/jpeg'))).toBe(
      'Jenis file ini tidak diterima; gunakan image/png, image/jpeg',
    );
  });

  it('words a job alert’s news in Indonesian, telling its sibling with more jobs apart', () => {
    const { newJobs, newJobsAndMore } = notificationTexts;
    expect(messageIn('id', newJobs(1, '“go”', 'Backend Engineer at Gojek'))).toBe(
      '1 lowongan baru cocok dengan notifikasi lowonganmu “go”: Backend Engineer at Gojek.',
    );
    expect(messageIn('id', newJobs(2, '“go” · Jakarta', 'A at B, C at D'))).toBe(
      '2 lowongan baru cocok dengan notifikasi lowonganmu “go” · Jakarta: A at B, C at D.',
    );
    expect(messageIn('id', newJobsAndMore(5, '“go”', 'A at B, C at D', 3))).toBe(
      '5 lowongan baru cocok dengan notifikasi lowonganmu “go”: A at B, C at D, dan 3 lainnya.',
    );
    expect(messageIn('en', newJobsAndMore(5, '“go”', 'A at B, C at D', 3))).toBe(
      '5 new jobs match your job alert “go”: A at B, C at D, and 3 more.',
    );
  });

  it('leaves a text the contract does not hold as it is', () => {
    expect(messageIn('id', 'Invalid input: expected string')).toBe('Invalid input: expected string');
  });
});

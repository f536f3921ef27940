import type { Certificate } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { certificateWords } from './certificate-pdf.ts';

const certificate: Certificate = {
  uid: 'c3rt-1d',
  talent_id: 7,
  talent_name: 'Putri Ayu Lestari',
  kind: 'challenge',
  name: 'Backend Sprint',
  contest_name: 'Talent Cup',
  score: 85,
  // 00.30 on 17 August in Jakarta, still the 16th in UTC: the date printed is Jakarta's.
  issued_at: '2026-08-16T17:30:00.000Z',
};
const verifyUrl = 'https://talent.example/talent/certificate/c3rt-1d';

describe('certificateWords', () => {
  it("writes the certificate in its talent's language, the date with Indonesian month names", () => {
    expect(certificateWords(certificate, verifyUrl, 'id')).toMatchObject({
      title: 'Sertifikat Prestasi',
      achievement: 'telah menyelesaikan tantangan Backend Sprint dari Talent Cup',
      score: 'Skor 85%',
      issued: 'Diterbitkan pada 17 Agustus 2026',
      verify: `Verifikasi di ${verifyUrl}`,
    });
  });

  it('keeps the English as it always read', () => {
    const assessment = { ...certificate, kind: 'assessment' as const, contest_name: null };
    expect(certificateWords(assessment, verifyUrl, 'en')).toMatchObject({
      title: 'Certificate of Achievement',
      achievement: 'passed the skill assessment Backend Sprint',
      score: 'Score 85%',
      issued: 'Issued on 17 August 2026',
      id: 'Certificate ID c3rt-1d',
    });
  });
});

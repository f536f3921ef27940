import type { AccountLanguage, Certificate } from '@talent/contract';
import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';

/** The theme's primary, ink and muted colours (apps/web/src/app/theme.ts), for the printed page. */
const colours = { primary: '#2F5BEA', ink: '#0F172A', muted: '#475569', border: '#E4E7EE' } as const;

/** The issue date as `DD MMMM YYYY` in Jakarta, with the month named in the certificate's language. */
function issuedDateIn(language: AccountLanguage, issuedAt: string): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(issuedAt));
}

/** What a certificate says, in its talent's account language (issue #35); English as it always read. */
export function certificateWords(certificate: Certificate, verifyUrl: string, language: AccountLanguage) {
  const { name, contest_name: contest, uid, score } = certificate;
  const issued = issuedDateIn(language, certificate.issued_at);
  if (language === 'id')
    return {
      documentTitle: `Sertifikat ${uid}`,
      title: 'Sertifikat Prestasi',
      certifies: 'Dengan ini menyatakan bahwa',
      achievement:
        certificate.kind === 'challenge'
          ? `telah menyelesaikan tantangan ${name}${contest ? ` dari ${contest}` : ''}`
          : `telah lulus tes keahlian ${name}`,
      score: `Skor ${score}%`,
      signature: 'Tim Asesmen Talent',
      signer: 'Kepala Asesmen Talent',
      issued: `Diterbitkan pada ${issued}`,
      seal: 'DIVERIFIKASI OLEH TALENT',
      id: `ID Sertifikat ${uid}`,
      verify: `Verifikasi di ${verifyUrl}`,
    };
  return {
    documentTitle: `Certificate ${uid}`,
    title: 'Certificate of Achievement',
    certifies: 'This certifies that',
    achievement:
      certificate.kind === 'challenge'
        ? `completed the challenge ${name}${contest ? ` of ${contest}` : ''}`
        : `passed the skill assessment ${name}`,
    score: `Score ${score}%`,
    signature: 'Talent Assessment Team',
    signer: 'Head of Talent Assessment',
    issued: `Issued on ${issued}`,
    seal: 'VERIFIED BY TALENT',
    id: `Certificate ID ${uid}`,
    verify: `Verify at ${verifyUrl}`,
  };
}

type CertificateWords = ReturnType<typeof certificateWords>;

/**
 * A certificate as an A4 landscape PDF drawn with PDFKit's built-in Helvetica (no font files to
 * ship): who earned it, for what, the score, then a signature line with the date, a seal, and a QR
 * code of the public page with the id to verify it by.
 */
export async function certificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  language: AccountLanguage,
): Promise<Buffer> {
  const words = certificateWords(certificate, verifyUrl, language);
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: words.documentTitle, Author: 'Talent', Subject: certificate.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const { width, height } = document.page;
  document
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(2)
    .stroke(colours.primary);
  document
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.5)
    .stroke(colours.border);
  const lines = { width: width - 112, align: 'center' as const };
  document.moveDown(2);
  document.font('Helvetica-Bold').fontSize(14).fillColor(colours.primary).text('TALENT', lines);
  document.moveDown(1.5);
  document.font('Helvetica-Bold').fontSize(34).fillColor(colours.ink).text(words.title, lines);
  document.moveDown(1);
  document.font('Helvetica').fontSize(14).fillColor(colours.muted).text(words.certifies, lines);
  document.moveDown(0.5);
  document.font('Helvetica-Bold').fontSize(28).fillColor(colours.ink).text(certificate.talent_name, lines);
  document.moveDown(0.5);
  document.font('Helvetica').fontSize(14).fillColor(colours.muted).text(words.achievement, lines);
  document.moveDown(0.5);
  document.font('Helvetica-Bold').fontSize(16).fillColor(colours.ink).text(words.score, lines);
  drawFooter(document, words, verifyUrl);
  document.end();
  return finished;
}

/**
 * The bottom row: the signature line and issue date on the left, the seal in the middle, and the QR
 * code to the certificate's public page with its id on the right.
 */
function drawFooter(document: PDFKit.PDFDocument, words: CertificateWords, verifyUrl: string) {
  const { width, height } = document.page;
  const top = height - 190;
  const column = (width - 112) / 3;
  const left = 56;

  const lineY = top + 70;
  document
    .moveTo(left + 30, lineY)
    .lineTo(left + column - 30, lineY)
    .lineWidth(0.75)
    .stroke(colours.muted);
  document
    .font('Helvetica-Oblique')
    .fontSize(18)
    .fillColor(colours.primary)
    .text(words.signature, left, lineY - 26, { width: column, align: 'center' });
  document
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(colours.ink)
    .text(words.signer, left, lineY + 6, { width: column, align: 'center' });
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(words.issued, left, lineY + 22, {
      width: column,
      align: 'center',
    });

  const sealX = left + column * 1.5;
  const sealY = top + 60;
  document.circle(sealX, sealY, 44).fill(colours.primary);
  document.circle(sealX, sealY, 36).lineWidth(1).dash(2, { space: 3 }).stroke('#FFFFFF').undash();
  document
    .moveTo(sealX - 14, sealY + 1)
    .lineTo(sealX - 4, sealY + 11)
    .lineTo(sealX + 16, sealY - 10)
    .lineWidth(6)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#FFFFFF');
  document
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.primary)
    .text(words.seal, sealX - column / 2, sealY + 52, { width: column, align: 'center' });

  const { modules } = createQr(verifyUrl, { errorCorrectionLevel: 'M' });
  const qrSize = 96;
  const cell = qrSize / modules.size;
  const qrX = left + column * 2.5 - qrSize / 2;
  for (let row = 0; row < modules.size; row += 1) {
    for (let columnIndex = 0; columnIndex < modules.size; columnIndex += 1) {
      if (modules.get(row, columnIndex))
        document.rect(qrX + columnIndex * cell, top + row * cell, cell, cell);
    }
  }
  document.fill(colours.ink);
  document
    .font('Helvetica')
    .fontSize(9)
    .fillColor(colours.muted)
    .text(words.id, left + column * 2, top + qrSize + 8, {
      width: column,
      align: 'center',
    })
    .text(words.verify, { width: column, align: 'center', link: verifyUrl });
}

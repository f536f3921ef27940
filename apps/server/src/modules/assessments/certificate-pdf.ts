import type { Certificate } from '@talent/contract';
import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';

/** The theme's primary, ink and muted colours (apps/web/src/app/theme.ts), for the printed page. */
const colours = { primary: '#2F5BEA', ink: '#0F172A', muted: '#475569', border: '#E4E7EE' } as const;

const issuedDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/**
 * A certificate as an A4 landscape PDF drawn with PDFKit's built-in Helvetica (no font files to
 * ship): who earned it, for what, the score, then a signature line with the date, a seal, and a QR
 * code of the public page with the id to verify it by.
 */
export async function certificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `Certificate ${certificate.uid}`, Author: 'Talent', Subject: certificate.name },
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
  document
    .font('Helvetica-Bold')
    .fontSize(34)
    .fillColor(colours.ink)
    .text('Certificate of Achievement', lines);
  document.moveDown(1);
  document.font('Helvetica').fontSize(14).fillColor(colours.muted).text('This certifies that', lines);
  document.moveDown(0.5);
  document.font('Helvetica-Bold').fontSize(28).fillColor(colours.ink).text(certificate.talent_name, lines);
  document.moveDown(0.5);
  const achievement =
    certificate.kind === 'challenge'
      ? `completed the challenge ${certificate.name}${certificate.contest_name ? ` of ${certificate.contest_name}` : ''}`
      : `passed the skill assessment ${certificate.name}`;
  document.font('Helvetica').fontSize(14).fillColor(colours.muted).text(achievement, lines);
  document.moveDown(0.5);
  document
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(colours.ink)
    .text(`Score ${certificate.score}%`, lines);
  drawFooter(document, certificate, verifyUrl);
  document.end();
  return finished;
}

/**
 * The bottom row: the signature line and issue date on the left, the seal in the middle, and the QR
 * code to the certificate's public page with its id on the right.
 */
function drawFooter(document: PDFKit.PDFDocument, certificate: Certificate, verifyUrl: string) {
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
    .text('Talent Assessment Team', left, lineY - 26, { width: column, align: 'center' });
  document
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(colours.ink)
    .text('Head of Talent Assessment', left, lineY + 6, { width: column, align: 'center' });
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(`Issued on ${issuedDate.format(new Date(certificate.issued_at))}`, left, lineY + 22, {
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
    .text('VERIFIED BY TALENT', sealX - column / 2, sealY + 52, { width: column, align: 'center' });

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
    .text(`Certificate ID ${certificate.uid}`, left + column * 2, top + qrSize + 8, {
      width: column,
      align: 'center',
    })
    .text(`Verify at ${verifyUrl}`, { width: column, align: 'center', link: verifyUrl });
}

import type { Certificate } from '@talent/contract';
import PDFDocument from 'pdfkit';

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
 * ship): who earned it, for what, the score, the date, and the public id to verify it by.
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
  document.moveDown(2);
  document
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colours.muted)
    .text(`Issued on ${issuedDate.format(new Date(certificate.issued_at))}`, lines)
    .text(`Certificate ID ${certificate.uid}`, lines)
    .text(`Verify at ${verifyUrl}`, { ...lines, link: verifyUrl });
  document.end();
  return finished;
}

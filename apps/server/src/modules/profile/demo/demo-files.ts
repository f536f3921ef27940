import { crc32, deflateSync } from 'node:zlib';

/**
 * Real files for the demo profile, made at seed time so the repository carries no binaries: a PNG
 * portrait placeholder (head and shoulders on a soft background) and a one-page PDF CV.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

export function portraitPng(
  size = 256,
  background: Rgb = [204, 229, 232],
  figure: Rgb = [38, 110, 122],
): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const u = x / size;
      const v = y / size;
      const head = (u - 0.5) ** 2 + (v - 0.4) ** 2 < 0.18 ** 2;
      const shoulders = ((u - 0.5) / 0.34) ** 2 + ((v - 0.98) / 0.32) ** 2 < 1;
      const shade = 1 - v * 0.12;
      const colour = head || shoulders ? figure : background.map((c) => Math.round(c * shade));
      row[1 + x * 3] = colour[0] as number;
      row[2 + x * 3] = colour[1] as number;
      row[3 + x * 3] = colour[2] as number;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

/** A one-page PDF: a title line, then lines of text (a heading starts with '# '). */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [`BT /F2 20 Tf 56 780 Td (${pdfText(title)}) Tj ET`];
  let y = 750;
  for (const line of lines) {
    const heading = line.startsWith('# ');
    y -= heading ? 22 : 15;
    content.push(
      `BT /${heading ? 'F2 12' : 'F1 10'} Tf 56 ${y} Td (${pdfText(heading ? line.slice(2) : line)}) Tj ET`,
    );
  }
  const stream = content.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

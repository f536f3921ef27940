import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** The smallest real PNG: a file-type check sees an image in its first bytes. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF, enough for a file-type check to call it application/pdf. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** One file of a zip archive: its bytes, deflated or stored as they are. */
export interface ZipEntry {
  name: string;
  content: Buffer;
  stored?: boolean;
}

/** A zip archive as Word and every zip tool write it: local headers, central directory, end record. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = entry.stored ? entry.content : deflateRawSync(entry.content, { level: 9 });
    const name = Buffer.from(entry.name);
    const method = entry.stored ? 0 : 8;
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document's parts around `document`, the body's XML (the type is read from them). */
export function wordDocument(document: Buffer): Buffer {
  const contentTypes = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  return zipArchive([
    { name: '[Content_Types].xml', content: contentTypes, stored: true },
    { name: 'word/document.xml', content: document },
  ]);
}

/** A small, real Word CV. */
export const smallDocx = wordDocument(
  Buffer.from(
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Rina Kartika, backend engineer</w:t></w:r></w:p></w:body></w:document>',
  ),
);

/** A PDF 1.5 whose catalog sits deflated in an object stream, as modern writers save it. */
export function pdfWithObjectStream(objects: string, picture: Buffer = Buffer.alloc(0)): Buffer {
  const packed = deflateSync(Buffer.from(`1 0 ${objects}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from(
      `\nendstream\nendobj\n6 0 obj\n<< /Type /XObject /Subtype /Image /Length ${picture.length} >>\nstream\n`,
      'latin1',
    ),
    picture,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

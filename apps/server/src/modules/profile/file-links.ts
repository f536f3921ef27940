import { createHmac, timingSafeEqual } from 'node:crypto';
import { defaultServiceBases, fillPath, openTalentFile } from '@talent/contract';

/**
 * Links to a talent's stored files (photo, portfolio, documents). An `<img>` cannot send the
 * bearer header, so a link carries its own proof instead: an HMAC of the file key, the talent and
 * an expiry, handed out only inside the talent as its owner loads it (`GET /talent/{query}`) or as
 * staff do (`GET /staff/talents/{id}/profile`). Expiry is rounded to the hour, so the links of one
 * load stay the same and the browser can cache them.
 */
const hourMs = 3_600_000;
const lifetimeHours = 6;

function signatureOf(secret: string, key: string, talentId: number, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${talentId}\n${expires}`).digest('base64url');
}

/** When the links signed at `now` expire: the same for a whole hour, so an answer holding them can be kept that long. */
export function linkExpiryOf(now: Date): number {
  return Math.ceil(now.getTime() / hourMs) * hourMs + lifetimeHours * hourMs;
}

export function signFileLink(secret: string, key: string, talentId: number, now: Date): string {
  const expires = linkExpiryOf(now);
  const query = new URLSearchParams({
    talent: String(talentId),
    expires: String(expires),
    signature: signatureOf(secret, key, talentId, expires),
  });
  return `${defaultServiceBases[openTalentFile.group]}${fillPath(openTalentFile.path, { key })}?${query}`;
}

export function isValidFileLink(
  secret: string,
  link: { key: string; talent: number; expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, link.key, link.talent, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A download name that is safe in a header and on any disk: `CV - Rina Sari.pdf`. */
export function safeFileName(base: string, extension: string): string {
  const clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  return `${clean || 'file'}.${extension.replace(/[^a-z0-9]/gi, '').slice(0, 10) || 'bin'}`;
}

export function extensionOfKey(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

const mimeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  cfb: 'application/msword',
  docm: 'application/vnd.ms-word.document.macroenabled.12',
};

export function mimeOfKey(key: string): string {
  return mimeByExtension[extensionOfKey(key)] ?? 'application/octet-stream';
}

/**
 * FNV-1a of a text, case-insensitive: a small hash that stays the same across releases, so a look
 * generated from a name or a slug does not change when the code around it does.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The quiz card's categories (spec section 2): joined with commas, the last one with '&'. */
export function joinCategories(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** The countdown as m:ss (or h:mm:ss), from whole milliseconds left. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The last minute shows the countdown in amber (DESIGN.md, quiz and contest). */
export const lastMinuteMs = 60_000;

/**
 * A question or option split into plain text and the code between backticks, as the question bank
 * writes it ("What does `typeof null` return?"). An unmatched backtick stays plain text.
 */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  const spans: { code: boolean; text: string }[] = [];
  const pattern = /`([^`]+)`/g;
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) spans.push({ code: false, text: text.slice(from, match.index) });
    spans.push({ code: true, text: match[1] ?? '' });
    from = match.index + match[0].length;
  }
  if (from < text.length) spans.push({ code: false, text: text.slice(from) });
  return spans;
}

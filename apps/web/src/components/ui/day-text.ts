const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** `12 Apr 1996`, `12 April 1996`, with or without the weekday before it (`Monday, 1 December 2026`). */
const namedMonth = /^(?:[a-z]+,?\s+)?(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})$/;
/** `1996-04-12`, the value itself. */
const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** `12/4/1996`, `12-04-1996`, `12.04.1996`: day first, as dates are written in Indonesia. */
const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * A day typed into a date field as `YYYY-MM-DD`, or null when the text is not (yet) a whole, real
 * day. Takes the field's own format, the ISO value and day-first numbers.
 */
export function parseDayText(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const iso = isoDay.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = dayFirst.exec(typed);
  if (numbers) return dayOf(Number(numbers[3]), Number(numbers[2]), Number(numbers[1]));
  const named = namedMonth.exec(typed);
  if (named) {
    const month = monthNames.findIndex((name) => name.startsWith(named[2] as string));
    if (month === -1 || (named[2] as string).length < 3) return null;
    return dayOf(Number(named[3]), month + 1, Number(named[1]));
  }
  return null;
}

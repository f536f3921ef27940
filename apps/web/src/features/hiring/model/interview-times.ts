import { hiringLimits } from '@talent/contract';
import { formatScheduledDay } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/**
 * Interview times are shown and picked in Jakarta time (WIB), the product's time zone, whatever the
 * browser's zone: the company and the talent then read the same hour.
 */

const offsetMs = hiringLimits.timeZoneOffsetMinutes * 60_000;
const hourMs = hiringLimits.interviewMinutes * 60_000;

/** The Jakarta day (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function jakartaParts(instant: string | Date): { day: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + offsetMs).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * A time of day given as 'HH:mm' on the reader's clock: '02:30 PM' as the spec writes it, '14.30' in
 * Indonesian, which reads the 24-hour clock.
 */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  if (i18n.language === 'id') return `${twoDigits(hours)}.${twoDigits(minutes)}`;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twoDigits(twelve)}:${twoDigits(minutes)} ${suffix}`;
}

/** The end of a one-hour interview starting at 'HH:mm'. */
export function endTimeOf(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  const total = (hours * 60 + minutes + hiringLimits.interviewMinutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The Jakarta day of an instant as the spec writes a scheduled day: 'Monday, 30 November 2026'. */
export function jakartaDayLabel(instant: string): string {
  return formatScheduledDay(`${jakartaParts(instant).day}T00:00:00`);
}

/** 'Thursday, 26 November 2026' and '10:00 AM', '11:00 AM' for an interview starting then. */
export function interviewSlotLabel(instant: string): { day: string; start: string; end: string } {
  const { time } = jakartaParts(instant);
  const end = jakartaParts(new Date(new Date(instant).getTime() + hourMs)).time;
  return { day: jakartaDayLabel(instant), start: clockLabel(time), end: clockLabel(end) };
}

/** The first day a suggested interview may take: tomorrow in Jakarta (past days and today are off). */
export function firstSuggestableDay(now: Date): string {
  return jakartaParts(new Date(now.getTime() + 86_400_000)).day;
}

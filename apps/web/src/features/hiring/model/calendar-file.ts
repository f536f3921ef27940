import { hiringLimits } from '@talent/contract';
import { jakartaParts } from './interview-times';

/**
 * A confirmed interview as an iCalendar file (RFC 5545) a calendar app imports: the start and end in
 * Asia/Jakarta with its zone described, so the hour stays right in any calendar's own zone.
 */
export interface CalendarInterview {
  uid: string;
  start: string;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** Text values escape backslash, semicolon, comma and new lines (RFC 5545 3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 73) {
    parts.push(rest.slice(0, 73));
    rest = rest.slice(73);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

function localStamp(instant: Date): string {
  const { day, time } = jakartaParts(instant);
  return `${day.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export function calendarFile(interview: CalendarInterview): string {
  const start = new Date(interview.start);
  const end = new Date(start.getTime() + hiringLimits.interviewMinutes * 60_000);
  const zone = hiringLimits.timeZone;
  const description = [interview.description, interview.url].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Talent//Hiring//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:WIB',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${interview.uid}`,
    `DTSTAMP:${utcStamp(interview.now)}`,
    `DTSTART;TZID=${zone}:${localStamp(start)}`,
    `DTEND;TZID=${zone}:${localStamp(end)}`,
    `SUMMARY:${escapeText(interview.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(interview.location ? [`LOCATION:${escapeText(interview.location)}`] : []),
    ...(interview.url ? [`URL:${interview.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Offers the file as a download named after the interview. */
export function downloadCalendarFile(content: string, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

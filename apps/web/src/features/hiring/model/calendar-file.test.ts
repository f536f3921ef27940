import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { calendarFile } from './calendar-file';
import { clockLabel, endTimeOf, interviewSlotLabel, jakartaParts } from './interview-times';

/** Reads the properties of the file's event back, unfolding continuation lines (RFC 5545 3.1). */
function eventProperties(file: string): Record<string, string> {
  const unfolded = file.replace(/\r\n /g, '');
  const event = unfolded.slice(unfolded.indexOf('BEGIN:VEVENT'), unfolded.indexOf('END:VEVENT'));
  return Object.fromEntries(
    event
      .split('\r\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

describe('interview times in Jakarta', () => {
  it('shows 03:00 UTC as 10:00 AM on the Jakarta day, ending an hour later', () => {
    expect(jakartaParts('2026-12-01T20:30:00Z')).toEqual({ day: '2026-12-02', time: '03:30' });
    expect(interviewSlotLabel('2026-12-01T03:00:00Z')).toEqual({
      day: 'Tuesday, 01 December 2026',
      start: '10:00 AM',
      end: '11:00 AM',
    });
    expect(endTimeOf('23:30')).toBe('00:30');
    expect(clockLabel('00:15')).toBe('12:15 AM');
  });

  it('reads the 24-hour clock in Indonesian, with Indonesian day names', async () => {
    await i18n.changeLanguage('id');
    try {
      expect(interviewSlotLabel('2026-12-01T07:00:00Z')).toEqual({
        day: 'Selasa, 01 Desember 2026',
        start: '14.00',
        end: '15.00',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the calendar file', () => {
  it('starts and ends in Asia/Jakarta, with the link, and escapes text', () => {
    const file = calendarFile({
      uid: 'interview-12@talent',
      start: '2026-12-01T03:00:00Z',
      title: 'Interview: Backend Engineer at Gojek, Jakarta',
      description: 'Bring; your laptop',
      location: null,
      url: 'https://meet.example.com/abc',
      now: new Date('2026-11-24T00:00:00Z'),
    });
    const event = eventProperties(file);
    expect(event['DTSTART;TZID=Asia/Jakarta']).toBe('20261201T100000');
    expect(event['DTEND;TZID=Asia/Jakarta']).toBe('20261201T110000');
    expect(event.SUMMARY).toBe('Interview: Backend Engineer at Gojek\\, Jakarta');
    expect(event.DESCRIPTION).toBe('Bring\\; your laptop\\nhttps://meet.example.com/abc');
    expect(event.URL).toBe('https://meet.example.com/abc');
    expect(file).toContain('TZOFFSETTO:+0700');
    expect(file.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});

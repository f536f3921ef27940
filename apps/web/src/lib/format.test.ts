import { afterEach, describe, expect, it } from 'vitest';
import {
  formatHistoryDate,
  formatIdr,
  formatIdrAmount,
  formatMillionAxisLabel,
  formatNumber,
  formatPostDate,
  formatSalaryMillion,
  formatScheduledDay,
  parseIdrAmount,
} from './format';
import { i18n } from './i18n';

describe('dates', () => {
  it("writes history entries as 'DD MMM YYYY hh:mm A'", () => {
    expect(formatHistoryDate(new Date(2026, 2, 5, 14, 7))).toBe('05 Mar 2026 02:07 PM');
    expect(formatHistoryDate(new Date(2026, 10, 30, 9, 0))).toBe('30 Nov 2026 09:00 AM');
  });

  it("writes a scheduled day as 'dddd, DD MMMM YYYY'", () => {
    expect(formatScheduledDay(new Date(2026, 0, 9))).toBe('Friday, 09 January 2026');
    expect(formatScheduledDay('2026-08-17T10:00:00')).toBe('Monday, 17 August 2026');
  });

  it("writes an article's post date as 'DD MMM YYYY'", () => {
    expect(formatPostDate(new Date(2026, 10, 3, 23, 30))).toBe('03 Nov 2026');
  });
});

describe('numbers', () => {
  it('groups thousands with commas by default', () => {
    expect(formatNumber(1250000)).toBe('1,250,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('IDR amounts', () => {
  it('groups thousands with dots', () => {
    expect(formatIdrAmount(1000000)).toBe('1.000.000');
    expect(formatIdrAmount(15500)).toBe('15.500');
    expect(formatIdrAmount(0)).toBe('0');
    expect(formatIdr(1000000)).toBe('IDR 1.000.000');
  });

  it('adds the trailing ,00 where the spec asks for cents', () => {
    expect(formatIdrAmount(1000000, { cents: true })).toBe('1.000.000,00');
    expect(formatIdrAmount(2500000.5, { cents: true })).toBe('2.500.000,50');
    expect(formatIdr(7250000, { cents: true })).toBe('IDR 7.250.000,00');
  });

  it('reads typed amounts back, and refuses what is not an amount', () => {
    expect(parseIdrAmount('1.000.000,00')).toBe(1000000);
    expect(parseIdrAmount('IDR 2.500.000,50')).toBe(2500000.5);
    expect(parseIdrAmount('7500000')).toBe(7500000);
    expect(parseIdrAmount('1,000,000')).toBeNull();
    expect(parseIdrAmount('12.34.5')).toBeNull();
    expect(parseIdrAmount('')).toBeNull();
  });
});

describe('salary calculator figures', () => {
  it('shows the mean in IDR million to two decimals', () => {
    expect(formatSalaryMillion(12345678)).toBe('12.35');
    expect(formatSalaryMillion(8000000)).toBe('8.00');
    expect(formatSalaryMillion(1234560000)).toBe('1,234.56');
  });

  it('writes chart axis values in million out in full with thousands separators', () => {
    expect(formatMillionAxisLabel(12.5)).toBe('12.500.000');
    expect(formatMillionAxisLabel(7)).toBe('7.000.000');
  });
});

describe('in Indonesian', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names days and months in Indonesian and writes times on the 24-hour clock', async () => {
    await i18n.changeLanguage('id');
    expect(formatScheduledDay(new Date(2026, 10, 27))).toBe('Jumat, 27 November 2026');
    expect(formatScheduledDay(new Date(2026, 7, 17))).toBe('Senin, 17 Agustus 2026');
    expect(formatHistoryDate(new Date(2026, 2, 5, 14, 7))).toBe('05 Mar 2026 14.07');
  });

  it('groups numbers with dots and keeps IDR amounts as the spec writes them', async () => {
    await i18n.changeLanguage('id');
    expect(formatNumber(1250000)).toBe('1.250.000');
    expect(formatSalaryMillion(12_345_678)).toBe('12,35');
    expect(formatIdr(1_000_000)).toBe('IDR 1.000.000');
  });

  it('goes back to the spec’s English formats', async () => {
    await i18n.changeLanguage('id');
    await i18n.changeLanguage('en');
    expect(formatScheduledDay(new Date(2026, 10, 27))).toBe('Friday, 27 November 2026');
    expect(formatNumber(1250000)).toBe('1,250,000');
  });
});

import { describe, expect, it } from 'vitest';
import { incomeTaxOfYear, takeHomePayFromGross, takeHomePayFromNett } from './take-home-pay.ts';

/**
 * Worked by hand from the rules written in take-home-pay.ts (2025), step by step in each comment,
 * so the code is checked against arithmetic done outside it.
 */
describe('take-home pay from gross, worked examples', () => {
  it('IDR 10,000,000 single (TK/0)', () => {
    // Employer JKK 24,000 + JKM 30,000 + Kesehatan 400,000 -> taxable 10,454,000 a month, 125,448,000 a year.
    // Job cost 5% = 6,272,400, capped at 6,000,000. JHT 2,400,000 and JP 1,200,000 a year.
    // Net 115,848,000 - PTKP 54,000,000 = 61,848,000 -> 5% of 60,000,000 + 15% of 1,848,000 = 3,277,200 a year.
    expect(takeHomePayFromGross(10_000_000)).toMatchObject({
      bpjsKesehatan: 100_000,
      jht: 200_000,
      jp: 100_000,
      pph21: 273_100,
      nett: 9_326_900,
    });
  });

  it('IDR 25,000,000 married with one dependent (K/1): health and pension wages capped', () => {
    // Employer JKK 60,000 + JKM 75,000 + Kesehatan 4% of 12,000,000 = 480,000 -> 25,615,000 a month, 307,380,000 a year.
    // Job cost capped 6,000,000; JHT 6,000,000; JP 1% of 10,547,400 = 105,474 a month, 1,265,688 a year.
    // Net 294,114,312 - PTKP 63,000,000 = 231,114,312 -> 231,114,000.
    // Tax 3,000,000 + 15% of 171,114,000 = 25,667,100 -> 28,667,100 a year, 2,388,925 a month.
    expect(takeHomePayFromGross(25_000_000, { married: true, dependents: 1 })).toMatchObject({
      bpjsKesehatan: 120_000,
      jht: 500_000,
      jp: 105_474,
      pph21: 2_388_925,
      nett: 21_885_601,
    });
  });

  it('IDR 5,000,000 single: taxable income rounded down to a thousand', () => {
    // 5,227,000 a month with the employer's premiums, 62,724,000 a year; job cost 3,136,200; JHT + JP 1,800,000.
    // Net 57,787,800 - 54,000,000 = 3,787,800 -> 3,787,000 -> 189,350 a year -> 15,779 a month.
    expect(takeHomePayFromGross(5_000_000)).toMatchObject({ pph21: 15_779, nett: 4_784_221 });
  });

  it('IDR 4,000,000 single pays no income tax', () => {
    expect(takeHomePayFromGross(4_000_000)).toMatchObject({
      pph21: 0,
      nett: 4_000_000 - 40_000 - 80_000 - 40_000,
    });
  });

  it('applies each bracket of article 17', () => {
    expect(incomeTaxOfYear(60_000_000)).toBe(3_000_000);
    expect(incomeTaxOfYear(250_000_000)).toBe(3_000_000 + 28_500_000);
    expect(incomeTaxOfYear(600_000_000)).toBe(3_000_000 + 28_500_000 + 62_500_000 + 30_000_000);
    expect(incomeTaxOfYear(6_000_000_000)).toBe(
      3_000_000 + 28_500_000 + 62_500_000 + 1_350_000_000 + 350_000_000,
    );
  });
});

describe('gross from take-home pay', () => {
  it('finds the gross that leaves a given nett', () => {
    // Taxable income is rounded down to a thousand a year, so a few rupiah of gross below the
    // worked examples leave the same nett; the smallest such gross is the answer.
    const single = takeHomePayFromNett(9_326_900);
    expect(single.nett).toBe(9_326_900);
    expect(single.gross).toBeGreaterThan(9_999_900);
    expect(single.gross).toBeLessThanOrEqual(10_000_000);
    const family = takeHomePayFromNett(21_885_601, { married: true, dependents: 1 });
    expect(family.nett).toBeGreaterThanOrEqual(21_885_601);
    expect(family.gross).toBeGreaterThan(24_999_900);
    expect(family.gross).toBeLessThanOrEqual(25_000_000);
  });

  it('never leaves less than asked', () => {
    for (const nett of [3_000_000, 7_777_777, 15_000_000, 48_000_000, 250_000_000]) {
      const found = takeHomePayFromNett(nett);
      expect(found.nett).toBeGreaterThanOrEqual(nett);
      expect(takeHomePayFromGross(found.gross - 1).nett).toBeLessThan(nett);
    }
  });
});

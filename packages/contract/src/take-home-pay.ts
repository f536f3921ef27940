/**
 * Take-home pay in Indonesia: from a monthly gross salary to what reaches the employee's account,
 * and back. The one place these rules live; the salary calculator and the offer modal both use it.
 *
 * Rules as they hold from 1 March 2025 (`takeHomePayRules.validFrom`):
 * - BPJS Kesehatan (Perpres 64/2020): 5% of the wage up to IDR 12,000,000; the employee pays 1%,
 *   the employer 4%.
 * - BPJS Ketenagakerjaan (PP 46/2015, PP 45/2015, PP 44/2015): Jaminan Hari Tua 2% employee and
 *   3.7% employer, no cap; Jaminan Pensiun 1% employee and 2% employer, on the wage up to the cap
 *   BPJS set for 2025 (IDR 10,547,400); JKK (0.24%, the lowest risk group) and JKM (0.3%) are paid
 *   by the employer alone.
 * - PPh 21 (PMK 168/2023, rates of UU HPP 7/2021 article 17): the tax of the year on gross pay plus
 *   the employer's JKK, JKM and BPJS Kesehatan premiums, less the job cost allowance (5%, at most
 *   IDR 6,000,000 a year) and the employee's JHT and JP contributions, less the non-taxable
 *   allowance (PTKP, PMK 101/2016), rounded down to a thousand rupiah. Shown as the monthly
 *   average of that yearly tax; the monthly TER withholding of January to November differs month
 *   by month but is settled to this total in December.
 * Monthly amounts are rounded to whole rupiah.
 */
export const takeHomePayRules = {
  validFrom: '2025-03-01',
  bpjsKesehatan: { employeeRate: 0.01, employerRate: 0.04, wageCap: 12_000_000 },
  jht: { employeeRate: 0.02, employerRate: 0.037 },
  jp: { employeeRate: 0.01, employerRate: 0.02, wageCap: 10_547_400 },
  jkkRate: 0.0024,
  jkmRate: 0.003,
  jobCostAllowance: { rate: 0.05, yearlyMax: 6_000_000 },
  ptkp: { single: 54_000_000, married: 4_500_000, perDependent: 4_500_000, maxDependents: 3 },
  /** Yearly taxable income brackets: up to `upTo` (inclusive) at `rate`; the last has no limit. */
  brackets: [
    { upTo: 60_000_000, rate: 0.05 },
    { upTo: 250_000_000, rate: 0.15 },
    { upTo: 500_000_000, rate: 0.25 },
    { upTo: 5_000_000_000, rate: 0.3 },
    { upTo: Number.POSITIVE_INFINITY, rate: 0.35 },
  ],
} as const;

/** PTKP status: TK/0 is single with no dependents, K/1 married with one. */
export interface TaxStatus {
  married: boolean;
  dependents: number;
}

export const singleNoDependents: TaxStatus = { married: false, dependents: 0 };

export interface TakeHomePay {
  gross: number;
  /** The employee's own contributions, taken from the gross. */
  bpjsKesehatan: number;
  jht: number;
  jp: number;
  pph21: number;
  nett: number;
  /** Paid by the employer on top of the gross (not taken from it). */
  employerContributions: number;
}

const { bpjsKesehatan, jht, jp, jobCostAllowance, ptkp, brackets } = takeHomePayRules;

export function nonTaxableAllowance(status: TaxStatus): number {
  const dependents = Math.min(Math.max(Math.trunc(status.dependents), 0), ptkp.maxDependents);
  return ptkp.single + (status.married ? ptkp.married : 0) + dependents * ptkp.perDependent;
}

/** Article 17 tax on a yearly taxable income. */
export function incomeTaxOfYear(taxable: number): number {
  let tax = 0;
  let lower = 0;
  for (const { upTo, rate } of brackets) {
    if (taxable <= lower) break;
    tax += (Math.min(taxable, upTo) - lower) * rate;
    lower = upTo;
  }
  return tax;
}

/** What a monthly gross salary leaves after BPJS contributions and PPh 21. */
export function takeHomePayFromGross(gross: number, status: TaxStatus = singleNoDependents): TakeHomePay {
  const healthWage = Math.min(gross, bpjsKesehatan.wageCap);
  const pensionWage = Math.min(gross, jp.wageCap);
  const employee = {
    bpjsKesehatan: Math.round(healthWage * bpjsKesehatan.employeeRate),
    jht: Math.round(gross * jht.employeeRate),
    jp: Math.round(pensionWage * jp.employeeRate),
  };
  const employerTaxable =
    Math.round(gross * takeHomePayRules.jkkRate) +
    Math.round(gross * takeHomePayRules.jkmRate) +
    Math.round(healthWage * bpjsKesehatan.employerRate);
  const employerContributions =
    employerTaxable + Math.round(gross * jht.employerRate) + Math.round(pensionWage * jp.employerRate);

  const yearlyGross = (gross + employerTaxable) * 12;
  const allowance = Math.min(yearlyGross * jobCostAllowance.rate, jobCostAllowance.yearlyMax);
  const yearlyNet = yearlyGross - allowance - (employee.jht + employee.jp) * 12;
  const taxable = Math.max(0, Math.floor((yearlyNet - nonTaxableAllowance(status)) / 1000) * 1000);
  const pph21 = Math.round(incomeTaxOfYear(taxable) / 12);

  return {
    gross,
    ...employee,
    pph21,
    nett: gross - employee.bpjsKesehatan - employee.jht - employee.jp - pph21,
    employerContributions,
  };
}

/**
 * The monthly gross that leaves at least `nett`: the smallest whole-rupiah gross whose take-home
 * pay reaches it (take-home pay never falls as the gross rises, so a bisection finds it).
 */
export function takeHomePayFromNett(nett: number, status: TaxStatus = singleNoDependents): TakeHomePay {
  let low = Math.max(0, Math.floor(nett));
  let high = Math.max(1, Math.ceil(nett * 2));
  while (takeHomePayFromGross(high, status).nett < nett) high *= 2;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (takeHomePayFromGross(middle, status).nett >= nett) high = middle;
    else low = middle + 1;
  }
  return takeHomePayFromGross(low, status);
}

import { takeHomePayRules } from '@talent/contract';

/** The take-home pay view (Indonesia), shared by the salary calculator and the offer modal. */
export const takeHomePay = {
  title: 'Take-home pay',
  intro: 'What a monthly salary leaves after BPJS contributions and PPh 21 income tax.',
  direction: 'Calculate from',
  fromGross: 'Gross to nett',
  fromNett: 'Nett to gross',
  grossAmount: 'Monthly gross salary',
  nettAmount: 'Monthly take-home pay',
  amountHint: 'In IDR, for example 10.000.000',
  status: 'Tax status (PTKP)',
  statuses: {
    single: 'Single, {{dependents}} dependents',
    married: 'Married, {{dependents}} dependents',
  },
  gross: 'Gross salary',
  bpjsKesehatan: 'BPJS Kesehatan (1%)',
  jht: 'BPJS Ketenagakerjaan JHT (2%)',
  jp: 'BPJS Ketenagakerjaan JP (1%)',
  pph21: 'PPh 21 income tax (monthly average)',
  nett: 'Take-home pay',
  employer: 'Your employer also pays {{amount}} a month in BPJS contributions.',
  rules: `Rules in force from ${takeHomePayRules.validFrom}: BPJS Kesehatan, BPJS Ketenagakerjaan and PPh 21 (PMK 168/2023). An estimate, not tax advice.`,
  enterAmount: 'Enter an amount to see the breakdown.',
} as const;

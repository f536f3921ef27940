import type { OptionSeed } from './option-seed.ts';

/** Head-count bands, smallest first. */
export const companySizes: readonly OptionSeed[] = [
  { name: '1-10 employees' },
  { name: '11-50 employees' },
  { name: '51-200 employees' },
  { name: '201-500 employees' },
  { name: '501-1,000 employees' },
  { name: '1,001-5,000 employees' },
  { name: '5,001-10,000 employees' },
  { name: 'More than 10,000 employees' },
];

import type { OptionSeed } from './option-seed.ts';

/** Proficiency, lowest first. */
export const languageLevels: readonly OptionSeed[] = [
  { name: 'Elementary' },
  { name: 'Limited Working' },
  { name: 'Professional Working' },
  { name: 'Full Professional' },
  { name: 'Native or Bilingual' },
];

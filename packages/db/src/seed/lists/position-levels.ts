import type { OptionSeed } from './option-seed.ts';

/** Seniority, most junior first. */
export const positionLevels: readonly OptionSeed[] = [
  { name: 'Internship' },
  { name: 'Entry Level' },
  { name: 'Junior' },
  { name: 'Mid Level' },
  { name: 'Senior' },
  { name: 'Lead' },
  { name: 'Supervisor' },
  { name: 'Manager' },
  { name: 'Senior Manager' },
  { name: 'Head of Department' },
  { name: 'Director' },
  { name: 'Vice President' },
  { name: 'C-Level' },
];

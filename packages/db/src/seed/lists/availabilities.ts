import type { OptionSeed } from './option-seed.ts';

/** The kinds of engagement a talent is available for (job types on the preference form). */
export const availabilities: readonly OptionSeed[] = [
  { name: 'Full-time' },
  { name: 'Part-time' },
  { name: 'Contract' },
  { name: 'Freelance' },
  { name: 'Internship' },
];

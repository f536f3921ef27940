import type { OptionSeed } from './option-seed.ts';

/** How open a talent is to new opportunities. */
export const opportunityStatuses: readonly OptionSeed[] = [
  { name: 'Actively looking for a job' },
  { name: 'Open to new opportunities' },
  { name: 'Not looking at the moment' },
];

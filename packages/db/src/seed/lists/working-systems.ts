import type { OptionSeed } from './option-seed.ts';

export const workingSystems: readonly OptionSeed[] = [
  { name: 'Onsite' },
  { name: 'Remote' },
  { name: 'Hybrid' },
];

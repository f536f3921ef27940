import type { OptionSeed } from './option-seed.ts';

/** How the person giving a reference knows the talent. */
export const referenceRelationships: readonly OptionSeed[] = [
  { name: 'Direct Manager' },
  { name: 'Senior Colleague' },
  { name: 'Colleague' },
  { name: 'Direct Report' },
  { name: 'Client' },
  { name: 'Business Partner' },
  { name: 'Mentor' },
  { name: 'Lecturer or Academic Supervisor' },
  { name: 'HR Representative' },
];

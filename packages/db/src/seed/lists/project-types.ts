import type { OptionSeed } from './option-seed.ts';

export const projectTypes: readonly OptionSeed[] = [
  { name: 'Company Project' },
  { name: 'Client Project' },
  { name: 'Freelance Project' },
  { name: 'Personal Project' },
  { name: 'Academic Project' },
  { name: 'Final Thesis' },
  { name: 'Research Project' },
  { name: 'Open Source Contribution' },
  { name: 'Hackathon' },
  { name: 'Competition' },
  { name: 'Bootcamp Project' },
  { name: 'Volunteer Project' },
  { name: 'Government Project' },
];

import type { OptionSeed } from './option-seed.ts';

/** Indonesian education levels, lowest first (the order the form lists them in). */
export const degrees: readonly OptionSeed[] = [
  { name: 'High School (SMA/SMK)' },
  { name: 'Diploma 1 (D1)' },
  { name: 'Diploma 2 (D2)' },
  { name: 'Diploma 3 (D3)' },
  { name: 'Diploma 4 (D4)' },
  { name: "Bachelor's Degree (S1)" },
  { name: 'Professional Degree (Profesi)' },
  { name: "Master's Degree (S2)" },
  { name: 'Applied Master (S2 Terapan)' },
  { name: 'Specialist (Sp1)' },
  { name: 'Doctorate (S3)' },
];

import type { OptionSeed } from './option-seed.ts';

/** "Where did you hear about us?" Other (99) asks the talent to describe the source. */
export const surveySources: readonly OptionSeed[] = [
  { name: 'Instagram' },
  { name: 'LinkedIn' },
  { name: 'Facebook' },
  { name: 'TikTok' },
  { name: 'X (Twitter)' },
  { name: 'YouTube' },
  { name: 'Telegram' },
  { name: 'WhatsApp' },
  { name: 'Google Search' },
  { name: 'Job Portal' },
  { name: 'Friend or Colleague' },
  { name: 'Campus or Career Fair' },
  { name: 'Webinar or Event' },
  { name: 'Email Newsletter' },
  { name: 'News Article or Blog' },
  { id: 99, name: 'Other', isOther: true },
];

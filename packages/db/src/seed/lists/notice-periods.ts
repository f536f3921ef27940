/** The spec's seven notice periods with their fixed ids 1 to 7, and how many days each means. */
export interface NoticePeriodSeed {
  name: string;
  days: number;
}

export const noticePeriods: readonly NoticePeriodSeed[] = [
  { name: 'ASAP', days: 0 },
  { name: '2 Weeks', days: 14 },
  { name: '1 Month', days: 30 },
  { name: '1 Month 2 Weeks', days: 45 },
  { name: '2 Months', days: 60 },
  { name: '2 Months 2 Weeks', days: 75 },
  { name: '3 Months', days: 90 },
];

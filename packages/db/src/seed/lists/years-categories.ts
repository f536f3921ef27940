/** Bands of working experience, shortest first; the last band has no upper bound. */
export interface YearsCategorySeed {
  name: string;
  minYears: number;
  maxYears: number | null;
}

export const yearsCategories: readonly YearsCategorySeed[] = [
  { name: '0-1 years', minYears: 0, maxYears: 1 },
  { name: '1-3 years', minYears: 1, maxYears: 3 },
  { name: '3-5 years', minYears: 3, maxYears: 5 },
  { name: '5-7 years', minYears: 5, maxYears: 7 },
  { name: '7-10 years', minYears: 7, maxYears: 10 },
  { name: 'More than 10 years', minYears: 10, maxYears: null },
];

import { salaryMessages } from '@talent/contract';

/** The public salary calculator (spec sections 2, 5, 8) and the take-home pay view. */
export const salary = {
  page: {
    title: 'Salary Calculator',
    intro: 'See what people in your role earn in Indonesia, by years of experience, from real salary data.',
  },
  form: {
    title: 'Your role',
    category: 'Job Category',
    categoryPlaceholder: 'Choose a job category',
    position: 'Job Position',
    positionPlaceholder: 'Choose a job position',
    positionNeedsCategory: 'Choose a job category first',
    years: 'Years of Experience',
    yearsPlaceholder: 'Choose your years of experience',
    calculate: 'Calculate',
    required: salaryMessages.required,
    optionsFailed: 'We could not load the job lists.',
    retry: 'Retry',
  },
  result: {
    heading: 'The average salary for a {{position}} with {{years}} experience is',
    mean: 'IDR {{amount}} Million',
    perMonth: 'gross per month, from {{total}} salaries',
    chartLabel: 'Salary range for {{position}} with {{years}} experience',
    bottom: 'Bottom 10%',
    average: 'Average Salary',
    top: 'Top 10%',
    axis: 'IDR',
    notEnoughData: salaryMessages.notEnoughData,
    notEnoughDataHint: 'Try a neighbouring years of experience or a related position.',
    lowData: salaryMessages.lowData,
    skills: 'Top 10 skills for this position',
    noSkills: 'No skills recorded for this position yet.',
    topPositions: 'Top 3 average salary',
    topPositionsHint: 'Best paid positions in {{category}} at {{years}}',
    rank: 'Number {{rank}}',
    empty: 'Choose a job category, a position and your years of experience, then press Calculate.',
    failed: 'We could not calculate the salary.',
    loading: 'Calculating salary',
  },
} as const;

/** The talent's predicted market salary (components/salary-prediction), on the dashboard and preferences. */
export const salaryPrediction = {
  title: 'Your market salary',
  perMonth: 'a month, gross: the likely salary for your skills, job category, seniority and city',
  range: 'Most people like you earn between {{low}} and {{high}}.',
  current: {
    below: 'Your current salary is below this range.',
    within: 'Your current salary is within this range.',
    above: 'Your current salary is above this range.',
  },
  basis:
    'Learned from {{observations}} salaries; the model explains {{confidence}}% of the differences between them.',
  needsPreferences: 'Choose your job category to see what the market pays for your skills.',
  addPreferences: 'Add job preferences',
  loading: 'Predicting your market salary',
  failed: 'We could not predict your market salary just now.',
  retry: 'Try again',
  noData: 'There are not enough salaries yet to predict yours.',
} as const;

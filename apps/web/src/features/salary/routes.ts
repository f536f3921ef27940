import type { RouteObject } from 'react-router';

/** The public salary calculator, loaded lazily. */
export const salaryCalculatorRoute: RouteObject = {
  path: 'salary-calculator',
  lazy: async () => ({ Component: (await import('./pages/salary-calculator-page')).SalaryCalculatorPage }),
};

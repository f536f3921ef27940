import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** The public salary calculator, loaded lazily with the salary texts. */
export const salaryRoutes: FeatureRoutes = {
  public: [
    {
      path: 'salary-calculator',
      lazy: lazyPage(
        async () => (await import('./pages/salary-calculator-page')).SalaryCalculatorPage,
        ['salary'],
      ),
    },
  ],
};

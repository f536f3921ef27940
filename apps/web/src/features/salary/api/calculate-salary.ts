import { calculateSalary } from '@talent/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** The form's ids, as numbers (spec section 7: pos_fuc and years_cat). */
export interface SalaryCalculation {
  pos_fuc: number;
  years_cat: number;
}

export function salaryCalculationQuery(calculation: SalaryCalculation | null) {
  return queryOptions({
    queryKey: ['salary', 'calculation', calculation?.pos_fuc, calculation?.years_cat],
    queryFn: async ({ signal }) => {
      if (!calculation) throw new Error('Nothing to calculate');
      const answer = await queryEndpoint(
        calculateSalary,
        {
          query: {
            position_function_id: String(calculation.pos_fuc),
            years_category_id: String(calculation.years_cat),
          },
        },
        { signal },
      );
      return answer.data;
    },
    enabled: calculation !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}

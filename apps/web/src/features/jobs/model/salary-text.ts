import type { Opportunity } from '@talent/contract';
import { formatIdr, formatIdrAmount } from '@/lib/format';

/** 'IDR 12.000.000 – 18.000.000', or '-' when the company does not say (spec section 2). */
export function salaryText(salary: Opportunity['salary']): string {
  if (!salary) return '-';
  if (salary.min === salary.max) return formatIdr(salary.min);
  return `${formatIdr(salary.min)} – ${formatIdrAmount(salary.max)}`;
}

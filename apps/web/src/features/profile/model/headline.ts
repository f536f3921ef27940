import type { Talent } from '@talent/contract';

/** What the talent does, in short: the last part of the chosen position function, or the typed one. */
export function headlineOf(talent: Talent): string | null {
  return talent.position_function
    ? (talent.position_function.name.split(' - ').pop() ?? talent.position_function.name)
    : talent.position_function_other;
}

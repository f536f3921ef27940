/**
 * Which measurements a run takes, from an environment variable of comma-separated words
 * (`BENCH_ENDPOINTS=job listing,company`, `PAGES=listing,login`): those whose name holds one of the
 * words, or every one when the variable is unset or empty.
 */
export function chosenBy(variable: string): (name: string) => boolean {
  const words = (process.env[variable] ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return (name) => words.length === 0 || words.some((word) => name.includes(word));
}

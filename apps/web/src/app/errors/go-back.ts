import { paths } from '@/lib/paths';

export interface GoBackInput {
  /** The `ref` query parameter: where the page that failed was opened from. */
  ref: string | null;
  /** The `error` query parameter: how many error screens in a row led here. */
  errorLevel: string | null;
  /** Whether the browser has a page to go back to. */
  hasHistory: boolean;
}

/** Only paths of this app: a `ref` must never send the person to another site. */
function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * Where 'Go back' on the error screen leads (spec section 2): after repeated errors (level above 1)
 * to the dashboard, else to `ref`, else the previous page (-1), else home.
 */
export function goBackTarget({ ref, errorLevel, hasHistory }: GoBackInput): string | -1 {
  if (Number(errorLevel) > 1) return paths.legacyDashboard;
  if (ref !== null && isAppPath(ref)) return ref;
  return hasHistory ? -1 : paths.home;
}

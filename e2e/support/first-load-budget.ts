import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

/**
 * What the first load of a page may weigh, gzip-compressed as size-limit measures it: the JavaScript
 * and the CSS a browser fetches to show that page when it is opened directly (issue #12). Every page
 * that lands stays inside these.
 *
 * On the way here: everything shown only on demand left the first load (decision 0060), the contract
 * moved to zod/mini (0095), the shell became one chunk and the listing's and the salary form's selects
 * load their dropdown on first use (0103), i18next gave way to the app's own i18n layer (0102), and
 * Preact took React DOM's place (0104): /login 138.4, /salary-calculator 145.0, /talent/interviews
 * 162.4 and /talent/job-opportunities 151.5 kB. Rendering long lists in slices (0106) added 0.4 kB to
 * the last two. The shell every page loads is now 117 kB: React Router
 * (33), Mantine's base (30), zod under the contract (12), TanStack Query (10), Preact (10), then the
 * app's frame and route table. The dashboard is the heaviest page: its sections and their texts, and
 * the talent's profile schemas.
 */
export const firstLoadBudget = { scriptBytes: 170_000, styleBytes: 30_000 } as const;

/** The pages the budget is checked on; a signed-in page is opened by the demo talent. */
export const budgetedPages = [
  { path: '/login', signedIn: false },
  { path: '/salary-calculator', signedIn: false },
  { path: '/talent/interviews', signedIn: true },
  { path: '/talent/job-opportunities', signedIn: true },
] as const;

export interface FirstLoadSize {
  scriptBytes: number;
  styleBytes: number;
  /** Empty when the page fits; else what is over, by how much. */
  overBudget: string[];
}

async function gzipSize(files: string[]): Promise<number> {
  if (files.length === 0) return 0;
  // size-limit types its answer as a bare object: one result per check, with the size in bytes.
  const [result] = (await sizeLimit(filePlugin, { checks: [{ files, gzip: true }] })) as Array<{
    size?: number;
  }>;
  return result?.size ?? 0;
}

/** Weighs the built files one page loaded (paths on disk) against the budget. */
export async function weighFirstLoad(
  files: readonly string[],
  budget = firstLoadBudget,
): Promise<FirstLoadSize> {
  const scriptBytes = await gzipSize(files.filter((file) => /\.m?js$/.test(file)));
  const styleBytes = await gzipSize(files.filter((file) => file.endsWith('.css')));
  const overBudget: string[] = [];
  if (scriptBytes > budget.scriptBytes)
    overBudget.push(
      `JavaScript ${kilobytes(scriptBytes)} gzip, over ${kilobytes(budget.scriptBytes)} by ${kilobytes(scriptBytes - budget.scriptBytes)}`,
    );
  if (styleBytes > budget.styleBytes)
    overBudget.push(
      `CSS ${kilobytes(styleBytes)} gzip, over ${kilobytes(budget.styleBytes)} by ${kilobytes(styleBytes - budget.styleBytes)}`,
    );
  return { scriptBytes, styleBytes, overBudget };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

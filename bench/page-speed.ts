/**
 * Page speed: Lighthouse (mobile profile, Debian's Chromium) on the production server, the median of
 * RUNS runs (default 5) per page. Budget of a signed-in page: performance 90 or more, LCP at most
 * 2.5 s, CLS at most 0.1, TBT at most 200 ms, accessibility 95 or more. A public page, painted by the
 * server, is held to more: performance 95, LCP 1.8 s, CLS 0.02 and SEO 100. The public job, company
 * and article pages measured are the first of each in the server's own sitemap. The signed-in dashboard is opened through the
 * sign-in callback with the demo talent's token, as the professional-network sign-in does. The signed-in
 * job listing is opened in a browser profile that the callback signed in beforehand: Lighthouse keeps that
 * profile's storage (the session) and the disk cache stays off, so every run still loads cold.
 * Prints a table, writes bench/results/page-speed-<time>.json, exits 1 on a miss. With LIGHTHOUSE_REPORTS=<folder>
 * every run's whole Lighthouse report is kept there, for its diagnostics (request chains, main-thread work).
 * `PAGES=listing,login` measures only the pages whose name holds one of the words.
 * Run: npm run bench -- page-speed   (needs `npm run build` first; CHROME_PATH, default /usr/bin/chromium)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chosenBy } from './support/chosen-by.ts';
import { signInDemoTalent, startProductionServer } from './support/server.ts';

const runs = Number(process.env.RUNS ?? 5);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const chosen = chosenBy('PAGES');
const signedInBudget = { performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200, accessibility: 95, seo: 0 };
const publicBudget = { performance: 95, lcpMs: 1800, cls: 0.02, tbtMs: 200, accessibility: 95, seo: 100 };
type Budget = typeof signedInBudget;

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
}

/** A browser profile Lighthouse signs in once and then measures in, keeping its session. */
interface SignedInProfile {
  dir: string;
}

/** The figures of one Lighthouse run on `url`; `landsOn` refuses a run that ended elsewhere (signed out). */
function runLighthouse(url: string, profile?: SignedInProfile, landsOn?: string): Figures {
  const output = join(tmpdir(), `talent-lighthouse-${process.pid}.json`);
  const flags = profile ? `${chromeFlags} --user-data-dir=${profile.dir} --disk-cache-size=1` : chromeFlags;
  // Chromium now and then fails to record the page load's trace (NO_NAVSTART), and Lighthouse asks to be
  // run again: a run is tried up to three times before the bench gives up.
  const attempt = () =>
    spawnSync(
      process.execPath,
      [
        lighthouse,
        url,
        `--chrome-path=${chrome}`,
        `--chrome-flags=${flags}`,
        ...(profile ? ['--disable-storage-reset'] : []),
        '--only-categories=performance,accessibility,seo',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  let result = attempt();
  for (let retry = 1; retry < 3 && result.status !== 0; retry += 1) result = attempt();
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url} three times.`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = new URL(report.finalDisplayedUrl).pathname.replace(/\W+/g, '-');
    writeFileSync(join(reportsDir, `lighthouse${name}-${Date.now()}.json`), JSON.stringify(report));
  }
  rmSync(output, { force: true });
  if (landsOn && new URL(report.finalDisplayedUrl).pathname !== landsOn) {
    throw new Error(`Lighthouse on ${url} ended on ${report.finalDisplayedUrl}, not ${landsOn}.`);
  }
  const audit = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    transferBytes: audit('total-byte-weight'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianOf(figures: Figures[]): Figures {
  const of = (key: keyof Figures) => median(figures.map((figure) => figure[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    transferBytes: of('transferBytes'),
  };
}

function misses(figures: Figures, budget: Budget): string[] {
  const missed: string[] = [];
  if (figures.performance < budget.performance)
    missed.push(`performance ${figures.performance} < ${budget.performance}`);
  if (figures.lcpMs > budget.lcpMs) missed.push(`LCP ${Math.round(figures.lcpMs)} ms > ${budget.lcpMs}`);
  if (figures.cls > budget.cls) missed.push(`CLS ${figures.cls.toFixed(3)} > ${budget.cls}`);
  if (figures.tbtMs > budget.tbtMs) missed.push(`TBT ${Math.round(figures.tbtMs)} ms > ${budget.tbtMs}`);
  if (figures.accessibility < budget.accessibility)
    missed.push(`accessibility ${figures.accessibility} < ${budget.accessibility}`);
  if (figures.seo < budget.seo) missed.push(`SEO ${figures.seo} < ${budget.seo}`);
  return missed;
}

const server = await startProductionServer({ port: 8212 });
const rows: Array<{ page: string; budget: Budget; figures: Figures; missed: string[] }> = [];

/** The first address of the server's sitemap page named `name` (`jobs`, `companies`, `articles`). */
async function firstInSitemap(serverUrl: string, name: string): Promise<string> {
  const sitemap = await (await fetch(`${serverUrl}/sitemap-${name}-1.xml`)).text();
  const address = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!address) throw new Error(`The sitemap of ${name} lists no page.`);
  return address.replaceAll('&amp;', '&');
}

try {
  const { token } = await signInDemoTalent(server.url);
  const signInCallback = `${server.url}/login/callback#token=${encodeURIComponent(token)}`;
  const pages = [
    { page: '/login', url: `${server.url}/login`, budget: publicBudget },
    { page: '/salary-calculator (guest)', url: `${server.url}/salary-calculator`, budget: publicBudget },
    { page: 'job page (guest)', url: await firstInSitemap(server.url, 'jobs'), budget: publicBudget },
    {
      page: 'company page (guest)',
      url: await firstInSitemap(server.url, 'companies'),
      budget: publicBudget,
    },
    { page: 'article (guest)', url: await firstInSitemap(server.url, 'articles'), budget: publicBudget },
    { page: 'dashboard (signed in)', url: signInCallback, budget: signedInBudget },
  ];
  const measure = (page: string, budget: Budget, run: () => Figures) => {
    const figures = medianOf(Array.from({ length: runs }, run));
    rows.push({ page, budget, figures, missed: misses(figures, budget) });
    console.log(`  ${page}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms`);
  };
  for (const { page, url, budget } of pages.filter((entry) => chosen(entry.page)))
    measure(page, budget, () => runLighthouse(url));

  const listing = { page: 'job listing (signed in)', path: '/talent/job-opportunities' };
  if (chosen(listing.page)) {
    const profile = { dir: mkdtempSync(join(tmpdir(), 'talent-lighthouse-profile-')) };
    try {
      runLighthouse(signInCallback, profile);
      measure(listing.page, signedInBudget, () =>
        runLighthouse(`${server.url}${listing.path}`, profile, listing.path),
      );
    } finally {
      rmSync(profile.dir, { recursive: true, force: true });
    }
  }
} finally {
  await server.stop();
}

console.log(`\nLighthouse, mobile profile, median of ${runs}`);
console.log(
  ['page'.padEnd(28), 'perf', 'a11y', ' SEO', 'LCP ms', 'CLS', 'TBT ms', 'transfer kB', 'verdict'].join('  '),
);
for (const { page, figures, missed } of rows) {
  console.log(
    [
      page.padEnd(28),
      String(figures.performance).padStart(4),
      String(figures.accessibility).padStart(4),
      String(figures.seo).padStart(4),
      String(Math.round(figures.lcpMs)).padStart(6),
      figures.cls.toFixed(3).padStart(5),
      String(Math.round(figures.tbtMs)).padStart(6),
      String(Math.round(figures.transferBytes / 1000)).padStart(11),
      missed.length ? `fail: ${missed.join(', ')}` : 'pass',
    ].join('  '),
  );
}
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `page-speed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ when: new Date().toISOString(), runs, rows }, null, 2)}\n`);
console.log(`written to ${file}`);
if (rows.some((row) => row.missed.length > 0)) process.exitCode = 1;

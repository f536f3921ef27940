import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';
import { test as base } from './hydration-watch.ts';

/**
 * The accessibility check every journey gets by itself (issue 37, decision 0130): axe with the
 * WCAG 2.2 A and AA rules plus best practice runs on every page state a journey opens — each page,
 * modal, drawer, menu, panel and error state. The page tells the test when a new state has settled;
 * the test runs axe on it. Each journey's figures are kept with the test results and its serious or
 * critical violations fail the journey, with every state they were found in.
 */
const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const failingImpacts = new Set(['serious', 'critical']);

interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** What opens over a page: part of a page's state, and a state that shows one is judged on it alone. */
const layerRoles = ['dialog', 'alertdialog', 'menu', 'listbox'];

interface ScannedState {
  state: string;
  url: string;
  violations: Violation[];
}

/**
 * Runs in every document the journey opens. A state is the path plus what is open over it and whether
 * errors show; it is reported once nothing in the page has changed for a moment (a modal has finished
 * opening, a page has loaded its data), and never while the page says it is loading.
 */
function watchPageStates(layers: string[]) {
  if (window.top !== window) return;
  const report = (window as unknown as { __accessibilityStateSettled?: (state: string) => Promise<boolean> })
    .__accessibilityStateSettled;
  const shown = (element: Element) => (element as HTMLElement).getClientRects().length > 0;
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : null;
    return (label ?? element.getAttribute('aria-label') ?? element.getAttribute('role') ?? '').trim();
  };
  const currentState = () => {
    const open = [...document.querySelectorAll(layers.map((role) => `[role=${role}]`).join(', '))]
      .filter(shown)
      .map((element) => `${element.getAttribute('role')}:${nameOf(element)}`);
    // A field marked invalid is an error state even though it holds no text of its own; an alert is
    // one once it says something.
    const errors = [...document.querySelectorAll('[aria-invalid=true], [role=alert]')].some(
      (element) =>
        shown(element) &&
        (element.getAttribute('aria-invalid') === 'true' || (element.textContent ?? '').trim() !== ''),
    );
    return [location.pathname, document.querySelector('h1')?.textContent?.trim() ?? '', ...open]
      .concat(errors ? ['errors shown'] : [])
      .join(' | ');
  };
  // A section still drawing its skeleton is loading too: scanning each of a dashboard's sections as
  // it arrives held the page's thread long enough to delay the next ones' calls by seconds.
  const loading = () =>
    document.querySelector('.mantine-Skeleton-root') !== null ||
    [...document.querySelectorAll('[role=status], [aria-busy=true]')].some(
      (element) =>
        element.getAttribute('aria-busy') === 'true' || element.querySelector('.mantine-Loader-root'),
    );
  // A modal still fading in would be judged on colours no one reads: wait for finite animations.
  const moving = () =>
    document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  const finished = (running: Animation[]) =>
    Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  // How long the page must have been still before what it shows counts as a state.
  const stillMs = 150;
  // Between the steps of a layer's transition nothing may run for a moment, yet it is still see-through
  // (opening) or already without its content and name (closing): it has settled only when opaque. A
  // toast and an option list fade in the same way. An option list that no field controls any more is
  // closing, though still drawn.
  const fading = () =>
    [
      ...document.querySelectorAll(
        '[role=dialog], [role=alertdialog], [role=listbox], .mantine-Notification-root',
      ),
    ]
      .filter(shown)
      .some((layer) => {
        for (let element: Element | null = layer; element !== null; element = element.parentElement)
          if (Number(getComputedStyle(element).opacity) < 1) return true;
        return false;
      }) ||
    [...document.querySelectorAll('[role=listbox][id]')]
      .filter(shown)
      .some((list) => document.querySelector(`[aria-controls~="${CSS.escape(list.id)}"]`) === null);
  let lastReported = '';
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const settle = async () => {
    // One transition may start as another ends (the overlay, then the content).
    for (let running = moving(); running.length > 0; running = moving()) await finished(running);
    if (fading()) {
      clearTimeout(quiet);
      quiet = setTimeout(settle, stillMs);
      return;
    }
    if (loading()) return;
    const state = currentState();
    if (state === lastReported) return;
    lastReported = state;
    void report?.(state);
  };
  // Empty while a dialog fades or an option list closes: a state is what the page shows once settled.
  (window as unknown as { __accessibilityState: () => string }).__accessibilityState = () =>
    fading() ? '' : currentState();
  // How often the page changed: a scan during which it changed judged no one state. A clock's tick
  // (role=timer) is no change of state.
  let changes = 0;
  let lastChange = performance.now();
  (window as unknown as { __accessibilityChanges: () => number }).__accessibilityChanges = () => changes;
  // Resolves with the state once the page has been still for a moment, as the watch waits before it
  // reports one: for a scan the journey asks for right after it pressed something (a modal closing
  // keeps its full opacity for a frame, without its name). A page that never stops changing is judged
  // as it is after five seconds.
  (window as unknown as { __accessibilitySettled: () => Promise<string> }).__accessibilitySettled =
    async () => {
      const deadline = performance.now() + 5_000;
      for (;;) {
        const running = moving();
        if (running.length > 0 && performance.now() < deadline) {
          await finished(running);
          continue;
        }
        const stillFor = performance.now() - lastChange;
        if ((stillFor >= stillMs && !fading()) || performance.now() >= deadline) return currentState();
        await new Promise((resolve) => setTimeout(resolve, Math.max(stillMs - stillFor, 50)));
      }
    };
  const start = () =>
    new MutationObserver((records) => {
      if (records.some((record) => !(record.target as Element).closest?.('[role=timer]'))) {
        changes += 1;
        lastChange = performance.now();
      }
      clearTimeout(quiet);
      quiet = setTimeout(settle, stillMs);
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page itself, given to each document once: the journey's own page keeps its focus
 * (axe's Playwright wrapper finishes a scan in a new page, or in legacy mode gives the page all of
 * axe's 580 kB twice per scan, seconds of the page's thread under load).
 */
async function scan(page: Page, state: string): Promise<ScannedState> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A scan holds the page's thread while the journey goes on: a whole dashboard behind a modal took
  // seconds (25 s once, under load) and the journey's next step waited for it. The page behind was
  // judged as its own state before the layer opened, and is inert while the layer is open.
  const layered = state.split(' | ').some((part) => layerRoles.some((role) => part.startsWith(`${role}:`)));
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // Only violations are gathered: collecting every passing node doubled a scan's time.
      const results = await axe.run(include ? { include } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include: layered ? layerRoles.map((role) => `[role=${role}]`) : undefined, tags: rules },
  );
  return { state, url: page.url(), violations };
}

const changesOf = (page: Page) =>
  page
    .evaluate(() =>
      (window as unknown as { __accessibilityChanges?: () => number }).__accessibilityChanges?.(),
    )
    .catch(() => undefined);

const currentStateOf = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { __accessibilityState?: () => string }).__accessibilityState?.())
    .catch(() => undefined);

/** The page's state once it has been still for a moment (`__accessibilitySettled`). */
const settledStateOf = (page: Page) =>
  page
    .evaluate(() =>
      (window as unknown as { __accessibilitySettled?: () => Promise<string> }).__accessibilitySettled?.(),
    )
    .catch(() => undefined);

/** Scans of a state asked for now, when a layer keeps moving under axe, before one is kept as found. */
const scansAskedFor = 3;

/** Scans each new state of every page of the context, one at a time, and keeps what it found. */
async function watchContext(context: BrowserContext) {
  const scanned = new Map<string, ScannedState>();
  /** States a journey had judged where the watch had none at hand (the page was still changing). */
  const judged: ScannedState[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  /** Scans the state unless it was scanned already; answers whether it is scanned now. */
  const enqueue = (page: Page, state: string, settled: boolean): Promise<boolean> => {
    const scanning = queue.then(async () => {
      if (scanned.has(state)) return true;
      // Changed since it settled (a modal began to open): the new state is scanned once it settles.
      if (page.isClosed() || (await currentStateOf(page)) !== state) return false;
      // What the page shows as a scan starts: the state asked for, then what it settled to.
      let shown = state;
      for (let scans = 1; ; scans += 1) {
        const changes = await changesOf(page);
        // A page that navigates away mid-scan is scanned again when its next state settles.
        const result = await scan(page, state).catch(() => undefined);
        if (result === undefined) return false;
        const changed = (await changesOf(page)) !== changes || (await currentStateOf(page)) !== shown;
        if (!changed || (!settled && scans === scansAskedFor)) {
          scanned.set(state, result);
          return true;
        }
        // The journey goes on while axe runs: what the watch found is kept only if the page did not
        // change meanwhile (a select opened and closed), and the state it moved to is scanned once
        // that settles.
        if (settled) return false;
        // A state asked for now (the journey's end, an explicit check) whose layer began to move
        // while axe read it (a toast closing on its own) was judged half-drawn: it is read again
        // once the page is still.
        shown = (await settledStateOf(page)) ?? '';
      }
    });
    queue = scanning;
    return scanning;
  };
  await context.exposeBinding('__accessibilityStateSettled', ({ page }, state: string) =>
    enqueue(page, state, true),
  );
  await context.addInitScript(watchPageStates, layerRoles);
  const watcher = {
    /** Scans the state the page is in now, if it was not scanned yet, and answers what was found. */
    async scanNow(page: Page): Promise<ScannedState | undefined> {
      // A page the journey never opened (it read HTML through `page.request`) shows nothing to scan.
      if (page.url() === 'about:blank') return undefined;
      const state = await currentStateOf(page);
      if (!state) return undefined;
      await enqueue(page, state, false);
      return scanned.get(state);
    },
    /** Keeps a scan the journey asked for itself, so the figures count every state judged. */
    keep(result: ScannedState) {
      judged.push(result);
    },
    /** Scans the state each page is in now, then waits for every scan to finish. */
    async finish(): Promise<ScannedState[]> {
      for (const page of context.pages()) await watcher.scanNow(page);
      await queue;
      return [...scanned.values(), ...judged];
    },
  };
  watchers.set(context, watcher);
  return watcher;
}

const watchers = new WeakMap<
  BrowserContext,
  { scanNow(page: Page): Promise<ScannedState | undefined>; keep(result: ScannedState): void }
>();

/**
 * Scans the page's state at this point of a journey: for a state the journey passes through faster
 * than it settles (a tour clicked through), which the watch alone could miss.
 */
export async function expectNoSeriousAccessibilityViolations(page: Page) {
  // A layer fading in or out shows colours and names no one reads: judge the page once it is still.
  const settled = await settledStateOf(page);
  const watcher = watchers.get(page.context());
  let scanned = await watcher?.scanNow(page);
  if (scanned === undefined) {
    scanned = await scan(page, settled || page.url());
    watcher?.keep(scanned);
  }
  expect(seriousViolations([scanned])).toEqual([]);
}

/** Keeps the figures of a journey's scans with the test results, for the audit's counts. */
function record(states: ScannedState[], testInfo: TestInfo) {
  const folder = join(testInfo.project.outputDir, '..', 'accessibility');
  mkdirSync(folder, { recursive: true });
  const name = `${testInfo.project.name}-${testInfo.testId}.json`;
  writeFileSync(join(folder, name), JSON.stringify({ title: testInfo.titlePath, states }, null, 2));
}

function seriousViolations(states: ScannedState[]): string[] {
  return states.flatMap(({ state, violations }) =>
    violations
      .filter((violation) => failingImpacts.has(violation.impact))
      .map((violation) => `${state}: ${violation.rule} ${violation.help} (${violation.targets.join(', ')})`),
  );
}

export const test = base.extend<{ accessibilityCheck: undefined }>({
  accessibilityCheck: [
    async ({ context }, use, testInfo) => {
      const watcher = await watchContext(context);
      await use(undefined);
      const states = await watcher.finish();
      record(states, testInfo);
      expect(seriousViolations(states), 'serious or critical accessibility violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

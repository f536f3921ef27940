import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeptFactsChange } from '../../platform/kept/changes.ts';
import type { SalaryRepository } from './salary.repository.ts';
import type { TrainingRow } from './salary-model.ts';
import { createSalaryPredictor } from './salary-predictor.ts';

/** `count` salaries of two categories and two years categories, engineering paying more. */
function salaries(count: number): TrainingRow[] {
  return Array.from({ length: count }, (_, index) => ({
    positionCategoryId: (index % 2) + 1,
    yearsCategoryId: (index % 3) + 1,
    cityId: null,
    skillIds: [],
    amount: (index % 2 === 0 ? 20_000_000 : 8_000_000) + (index % 7) * 100_000,
  }));
}

/** A database of salaries that grows on demand, and a change feed the test announces on. */
function predictorOver(stored: { rows: TrainingRow[]; whileReading?: () => Promise<void> }) {
  const loads = { count: 0 };
  const repository = {
    countObservations: async () => stored.rows.length,
    loadTrainingRows: async () => {
      loads.count += 1;
      const rows = stored.rows;
      await stored.whileReading?.();
      return rows;
    },
    yearsCategoryOf: async () => 1,
  } as unknown as SalaryRepository;
  const listeners: ((change: KeptFactsChange) => void)[] = [];
  const predictor = createSalaryPredictor({
    repository,
    matchProfileOf: async () => null,
    changes: {
      subscribe: (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
    },
    onFitFailure: (error) => {
      throw error;
    },
  });
  const announce = (change: KeptFactsChange) => {
    for (const listener of listeners) listener(change);
  };
  const predict = () => predictor.predict({ talentId: 1, skillIds: [], positionCategoryId: 1 });
  return { predictor, announce, predict, loads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the salary predictor', () => {
  it('fits when salaries are announced, before anyone asks, and not again within a minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    const stored: { rows: TrainingRow[]; whileReading?: () => Promise<void> } = { rows: salaries(500) };
    const { predictor, announce, predict, loads } = predictorOver(stored);
    announce('jobs');
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(0);

    announce('salary');
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(1);
    expect((await predict())?.observations).toBe(500);

    // New salaries: the next answers use the model there is, until it is a minute old.
    stored.rows = salaries(800);
    announce('salary');
    announce('salary');
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await predict())?.observations).toBe(500);
    expect(loads.count).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(loads.count).toBe(2);
    expect((await predict())?.observations).toBe(800);

    // Salaries announced while a fit reads are fitted next, a minute later.
    stored.rows = salaries(900);
    stored.whileReading = async () => {
      stored.whileReading = undefined;
      stored.rows = salaries(1_000);
      announce('salary');
      // The read takes a while, as a real one does: the announcement's fit comes due during it.
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    announce('salary');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loads.count).toBe(3);
    await vi.advanceTimersByTimeAsync(10);
    expect((await predict())?.observations).toBe(900);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loads.count).toBe(4);
    expect((await predict())?.observations).toBe(1_000);
    predictor.stop();
  });

  it('fits on the first request when nothing was announced, and answers nothing without salaries', async () => {
    const stored = { rows: [] as TrainingRow[] };
    const { predictor, predict, loads } = predictorOver(stored);
    expect(await predict()).toBeNull();
    expect(loads.count).toBe(0);
    stored.rows = salaries(300);
    const [first, second] = await Promise.all([predict(), predict()]);
    expect(first?.observations).toBe(300);
    expect(second?.observations).toBe(300);
    expect(loads.count).toBe(1);
    predictor.stop();
  });
});

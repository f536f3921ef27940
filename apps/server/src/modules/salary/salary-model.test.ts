import { describe, expect, it } from 'vitest';
import { fitSalaryModel, predictWithModel, solveSymmetric, type TrainingRow } from './salary-model.ts';

describe('solveSymmetric', () => {
  it('solves a small positive definite system', () => {
    // [[4, 2], [2, 3]] x = [2, 1] -> x = [0.5, 0]
    const x = solveSymmetric(new Float64Array([4, 2, 2, 3]), new Float64Array([2, 1]), 2);
    expect(x[0]).toBeCloseTo(0.5, 10);
    expect(x[1]).toBeCloseTo(0, 10);
  });
});

describe('fitSalaryModel', () => {
  // Salaries made from known effects: category 2 pays 1.5x, each years band 1.3x more, skill 7 adds 20%.
  const rows: TrainingRow[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 6000; i++) {
    const category = random() < 0.5 ? 1 : 2;
    const years = 1 + Math.floor(random() * 5);
    const hasSkill = random() < 0.4;
    const noise = Math.exp((random() - 0.5) * 0.2);
    rows.push({
      positionCategoryId: category,
      yearsCategoryId: years,
      cityId: 1,
      skillIds: hasSkill ? [7] : [3],
      amount: 8_000_000 * (category === 2 ? 1.5 : 1) * 1.3 ** (years - 1) * (hasSkill ? 1.2 : 1) * noise,
    });
  }
  const model = fitSalaryModel(rows);

  it('recovers the effects it was given', () => {
    const base = predictWithModel(model, {
      positionCategoryId: 1,
      yearsCategoryId: 1,
      cityId: 1,
      skillIds: [],
    });
    const otherCategory = predictWithModel(model, {
      positionCategoryId: 2,
      yearsCategoryId: 1,
      cityId: 1,
      skillIds: [],
    });
    const senior = predictWithModel(model, {
      positionCategoryId: 1,
      yearsCategoryId: 3,
      cityId: 1,
      skillIds: [],
    });
    const skilled = predictWithModel(model, {
      positionCategoryId: 1,
      yearsCategoryId: 1,
      cityId: 1,
      skillIds: [7],
    });
    const otherSkill = predictWithModel(model, {
      positionCategoryId: 1,
      yearsCategoryId: 1,
      cityId: 1,
      skillIds: [3],
    });
    expect(otherCategory.predicted / base.predicted).toBeCloseTo(1.5, 1);
    expect(senior.predicted / base.predicted).toBeCloseTo(1.69, 1);
    expect(skilled.predicted / otherSkill.predicted).toBeCloseTo(1.2, 1);
  });

  it('reports its error on rows it did not learn from', () => {
    expect(model.testedOn).toBe(1200);
    expect(model.trainedOn).toBe(4800);
    expect(model.heldOutR2).toBeGreaterThan(0.9);
    expect(model.heldOutRelativeError).toBeLessThan(0.1);
  });

  it('gives an 80% range around the prediction', () => {
    const { predicted, low, high } = predictWithModel(model, {
      positionCategoryId: 2,
      yearsCategoryId: null,
      cityId: null,
      skillIds: [],
    });
    expect(low).toBeLessThan(predicted);
    expect(high).toBeGreaterThan(predicted);
    expect(high / low).toBeLessThan(1.5);
  });
});

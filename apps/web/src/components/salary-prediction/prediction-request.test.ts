import { takeHomePayFromNett } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { talentFixture } from '@/test/talent-fixture';
import { positionOnRange, predictionRequestOf, roundedSalary } from './prediction-request';

const engineering = { id: 1, name: 'Engineering' };

describe('the prediction asked from a profile', () => {
  it('is none until the talent has chosen a job category', () => {
    expect(predictionRequestOf(talentFixture())).toBeNull();
  });

  it("sends the talent's skills, category and gross current salary", () => {
    const base = talentFixture();
    const talent = talentFixture({
      preference: {
        ...base.preference,
        position_category: engineering,
        cur_min_sal: 15_000_000,
        salary_type: 'gross',
      },
    });
    expect(predictionRequestOf(talent)).toEqual({
      talent_id: 7,
      skill_ids: [1, 2, 3, 4, 5],
      position_category_id: 1,
      current_salary: 15_000_000,
    });
  });

  it('sends a nett salary as the gross that leaves it, and no salary when none is stated', () => {
    const base = talentFixture();
    const nett = talentFixture({
      preference: {
        ...base.preference,
        position_category: engineering,
        cur_min_sal: 15_000_000,
        salary_type: 'nett',
      },
    });
    expect(predictionRequestOf(nett)?.current_salary).toBe(takeHomePayFromNett(15_000_000).gross);
    const none = talentFixture({ preference: { ...base.preference, position_category: engineering } });
    expect(predictionRequestOf(none)).not.toHaveProperty('current_salary');
  });
});

describe('where a salary sits on the range bar', () => {
  const range = { low: 10_000_000, high: 20_000_000 };
  it('is its share of the way from low to high, held inside the bar', () => {
    expect(positionOnRange(range, 15_000_000)).toBe(50);
    expect(positionOnRange(range, 5_000_000)).toBe(0);
    expect(positionOnRange(range, 40_000_000)).toBe(100);
    expect(positionOnRange({ low: 9, high: 9 }, 9)).toBe(50);
  });
});

describe('a predicted amount as shown', () => {
  it('is rounded to the nearest IDR 100.000', () => {
    expect(roundedSalary(37_771_656)).toBe(37_800_000);
    expect(roundedSalary(24_539_777)).toBe(24_500_000);
  });
});

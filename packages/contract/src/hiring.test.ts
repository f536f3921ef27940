import { describe, expect, it } from 'vitest';
import { marketplaceTimelineOf } from './hiring.ts';

const dates = { next_period_mp: 'next', active_mp: 'active', expired_mp: 'expired' };

describe('the marketplace timeline (spec section 4)', () => {
  it('maps every status number to its step and date', () => {
    const steps = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12].map((status) => [
      status,
      marketplaceTimelineOf(status, dates),
    ]);
    expect(steps).toEqual([
      [0, { count: 0, date: null }],
      [1, { count: 0, date: null }],
      [2, { count: 1, date: 'next' }],
      [3, { count: 1, date: null }],
      [4, { count: 1, date: null }],
      [5, { count: 2, date: 'active' }],
      [6, { count: 2, date: 'active' }],
      [7, { count: 2, date: 'active' }],
      [8, { count: 3, date: 'expired' }],
      [12, { count: 3, date: 'expired' }],
    ]);
  });
});

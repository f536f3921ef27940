import { describe, expect, it } from 'vitest';
import { type ListingOrder, moveJobs, placeAt, upTo } from './listing-order.ts';

/** An order from [id, score, published] triples, given in the listing's order. */
function orderOf(...jobs: Array<[number, number, number]>): ListingOrder {
  return {
    ids: Int32Array.from(jobs, ([id]) => id),
    scores: Uint16Array.from(jobs, ([, score]) => score),
    published: Float64Array.from(jobs, ([, , published]) => published),
  };
}

const idsOf = (order: ListingOrder) => [...order.ids];

describe('moving changed jobs in a kept listing order', () => {
  const order = orderOf([1, 90, 500], [2, 90, 400], [3, 60, 900], [4, 60, 100], [5, 0, 700]);

  it('puts a new job where its score, then its time, then its id place it', () => {
    expect(idsOf(moveJobs(order, [6], orderOf([6, 60, 400])))).toEqual([1, 2, 3, 6, 4, 5]);
    expect(idsOf(moveJobs(order, [7], orderOf([7, 100, 1])))).toEqual([7, 1, 2, 3, 4, 5]);
    expect(idsOf(moveJobs(order, [8], orderOf([8, 0, 1])))).toEqual([1, 2, 3, 4, 5, 8]);
    expect(idsOf(moveJobs(order, [9], orderOf([9, 90, 400])))).toEqual([1, 9, 2, 3, 4, 5]);
  });

  it('takes out a job that no longer belongs (closed, deleted, filtered out)', () => {
    expect(idsOf(moveJobs(order, [2, 5], orderOf()))).toEqual([1, 3, 4]);
  });

  it('moves a changed job to its new place, keeping its new score and time', () => {
    const moved = moveJobs(order, [4, 1], orderOf([4, 95, 100], [1, 10, 500]));
    expect(idsOf(moved)).toEqual([4, 2, 3, 1, 5]);
    expect([...moved.scores]).toEqual([95, 90, 60, 10, 0]);
    expect([...moved.published]).toEqual([100, 400, 900, 500, 700]);
  });

  it('leaves the order as it was when nothing changed or a changed job is not in it', () => {
    expect(idsOf(moveJobs(order, [], orderOf()))).toEqual([1, 2, 3, 4, 5]);
    expect(idsOf(moveJobs(order, [42], orderOf()))).toEqual([1, 2, 3, 4, 5]);
  });

  it('fills an empty order', () => {
    expect(idsOf(moveJobs(orderOf(), [3, 1], orderOf([3, 5, 2], [1, 5, 1])))).toEqual([3, 1]);
  });
});

describe('the head of a listing order', () => {
  const head = orderOf([1, 90, 500], [2, 90, 400], [3, 60, 900]);
  const last = placeAt(head, 2);

  it('keeps what ranks up to its last job, with it, and drops what came after it', () => {
    const moved = moveJobs(head, [7, 8], orderOf([7, 60, 950], [8, 60, 100]));
    expect(idsOf(upTo(moved, last))).toEqual([1, 2, 7, 3]);
  });

  it('keeps what ranks up to the last place when the last job itself moved away', () => {
    const moved = moveJobs(head, [3], orderOf([3, 10, 900]));
    expect(idsOf(upTo(moved, last))).toEqual([1, 2]);
  });
});

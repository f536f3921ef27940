import { describe, expect, it } from 'vitest';
import { createListingOrders } from './listing-orders.ts';

/** A computation that counts its runs and answers the ids given. */
function counted(...ids: number[]) {
  const compute = () => {
    compute.runs += 1;
    return Promise.resolve(Int32Array.from(ids));
  };
  compute.runs = 0;
  return compute;
}

describe('the kept listing orders', () => {
  it('computes an order once for requests at the same time and keeps it for its revision', async () => {
    const orders = createListingOrders();
    const compute = counted(3, 2, 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => orders.get('all', 'r1', compute)));
    expect(answers.map((ids) => [...ids])).toEqual(Array.from({ length: 5 }, () => [3, 2, 1]));
    await orders.get('all', 'r1', compute);
    expect(compute.runs).toBe(1);

    await orders.get('all', 'r2', compute);
    expect(compute.runs).toBe(2);
  });

  it('computes again after a failure instead of keeping it', async () => {
    const orders = createListingOrders();
    await expect(orders.get('all', 'r1', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect([...(await orders.get('all', 'r1', counted(7)))]).toEqual([7]);
  });

  it('drops the least recently used orders past its room, and keeps none longer than the room', async () => {
    const orders = createListingOrders(4);
    const first = counted(1, 2);
    const second = counted(3, 4);
    await orders.get('first', 'r1', first);
    await orders.get('second', 'r1', second);
    await orders.get('first', 'r1', first);
    await orders.get('third', 'r1', counted(5, 6));
    await orders.get('first', 'r1', first);
    await orders.get('second', 'r1', second);
    expect([first.runs, second.runs]).toEqual([1, 2]);

    const long = counted(1, 2, 3, 4, 5);
    await orders.get('long', 'r1', long);
    await orders.get('long', 'r1', long);
    expect(long.runs).toBe(2);
  });
});

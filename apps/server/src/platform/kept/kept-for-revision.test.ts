import { describe, expect, it } from 'vitest';
import { createKeptForRevision } from './kept-for-revision.ts';

/** A computation that counts its runs and answers the ids given. */
function counted(...ids: number[]) {
  const compute = () => {
    compute.runs += 1;
    return Promise.resolve(Int32Array.from(ids));
  };
  compute.runs = 0;
  return compute;
}

const orders = (room = 4_000_000) => createKeptForRevision<Int32Array>({ room, sizeOf: (ids) => ids.length });

describe('values kept for a revision', () => {
  it('are worked out once for requests at the same time and kept for their revision', async () => {
    const kept = orders();
    const compute = counted(3, 2, 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => kept.get('all', 'r1', compute)));
    expect(answers.map((ids) => [...ids])).toEqual(Array.from({ length: 5 }, () => [3, 2, 1]));
    await kept.get('all', 'r1', compute);
    expect(compute.runs).toBe(1);

    await kept.get('all', 'r2', compute);
    expect(compute.runs).toBe(2);
  });

  it('are worked out again after a failure instead of keeping it', async () => {
    const kept = orders();
    await expect(kept.get('all', 'r1', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect([...(await kept.get('all', 'r1', counted(7)))]).toEqual([7]);
  });

  it('drop the least recently used past the room, and none larger than the room is kept', async () => {
    const kept = orders(4);
    const first = counted(1, 2);
    const second = counted(3, 4);
    await kept.get('first', 'r1', first);
    await kept.get('second', 'r1', second);
    await kept.get('first', 'r1', first);
    await kept.get('third', 'r1', counted(5, 6));
    await kept.get('first', 'r1', first);
    await kept.get('second', 'r1', second);
    expect([first.runs, second.runs]).toEqual([1, 2]);

    const long = counted(1, 2, 3, 4, 5);
    await kept.get('long', 'r1', long);
    await kept.get('long', 'r1', long);
    expect(long.runs).toBe(2);
  });

  it('count one each unless told how to size them', async () => {
    const pages = createKeptForRevision<string>({ room: 2 });
    const runs: string[] = [];
    const page = (name: string) => () => {
      runs.push(name);
      return Promise.resolve(name);
    };
    for (const name of ['one', 'two', 'three', 'three', 'two', 'one'])
      await pages.get(name, 'r1', page(name));
    expect(runs).toEqual(['one', 'two', 'three', 'one']);
  });

  it('hand the value kept for an earlier revision to the work of a later one', async () => {
    const kept = orders();
    await kept.get('all', 'r1', counted(1, 2));
    const handed: string[] = [];
    const updated = await kept.get('all', 'r2', async (stale) => {
      handed.push(stale?.revision ?? 'none');
      const before = stale ? await stale.value : Int32Array.of();
      return Int32Array.from([...before, 3]);
    });
    expect([...updated]).toEqual([1, 2, 3]);
    expect(handed).toEqual(['r1']);
    await kept.get('other', 'r2', async (stale) => {
      handed.push(stale?.revision ?? 'none');
      return Int32Array.of();
    });
    expect(handed).toEqual(['r1', 'none']);
  });
});

import { describe, expect, it } from 'vitest';
import { handChanges } from '../../testing/hand-changes.ts';
import type { KeptFactsChange } from './changes.ts';
import { createKeptByTalent } from './kept-by-talent.ts';

/** A load that counts its runs and answers the run's number, for talent 7. */
function counted() {
  const load = () => Promise.resolve(++load.runs);
  load.runs = 0;
  return load;
}
const ofTalent7 = () => 7;

describe('values kept per talent', () => {
  it('keeps a value until a change of its talent, the option lists or everything is heard', async () => {
    const changes = handChanges();
    const kept = createKeptByTalent<number>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    const load = counted();
    expect(await kept.get('a', load, ofTalent7)).toBe(1);
    expect(await kept.get('a', load, ofTalent7)).toBe(1);
    changes.hear({ talentId: 8 });
    changes.hear('jobs');
    changes.hear('salary');
    expect(await kept.get('a', load, ofTalent7)).toBe(1);
    changes.hear({ talentId: 7 });
    expect(await kept.get('a', load, ofTalent7)).toBe(2);
    changes.hear('master-data');
    expect(await kept.get('a', load, ofTalent7)).toBe(3);
    changes.hear('everything');
    expect(await kept.get('a', load, ofTalent7)).toBe(4);
  });

  it("does not keep a value read while its talent's or everyone's change was heard, nor one it is told not to keep", async () => {
    const changes = handChanges();
    const kept = createKeptByTalent<number>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    const changedDuringLoad = (change: KeptFactsChange) => {
      const load = async () => {
        load.runs += 1;
        changes.hear(change);
        return load.runs;
      };
      load.runs = 0;
      return load;
    };
    const ownChange = changedDuringLoad({ talentId: 7 });
    expect(await kept.get('a', ownChange, ofTalent7)).toBe(1);
    expect(await kept.get('a', ownChange, ofTalent7)).toBe(2);
    const optionListsChange = changedDuringLoad('master-data');
    expect(await kept.get('b', optionListsChange, ofTalent7)).toBe(1);
    expect(await kept.get('b', optionListsChange, ofTalent7)).toBe(2);
    // Another job seeker's change says nothing about talent 7's value.
    const othersChange = changedDuringLoad({ talentId: 9 });
    expect(await kept.get('c', othersChange, ofTalent7)).toBe(1);
    expect(await kept.get('c', othersChange, ofTalent7)).toBe(1);

    const load = counted();
    await kept.get('b', load, () => null);
    await kept.get('b', load, () => null);
    expect(load.runs).toBe(2);
  });

  it('hears of the tables it names, and of its own facts only when it reads them', async () => {
    const changes = handChanges();
    const notifications = createKeptByTalent<number>(changes, {
      changedBy: { ownFacts: false, tables: ['notifications'] },
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    const facts = createKeptByTalent<number>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    const [count, profile] = [counted(), counted()];
    await notifications.get('count', count, ofTalent7);
    await facts.get('profile', profile, ofTalent7);

    changes.hear({ talentId: 7 });
    expect(await notifications.get('count', count, ofTalent7)).toBe(1);
    expect(await facts.get('profile', profile, ofTalent7)).toBe(2);

    changes.hear({ talentId: 7, table: 'talent_tours' });
    changes.hear({ talentId: 8, table: 'notifications' });
    expect(await notifications.get('count', count, ofTalent7)).toBe(1);
    expect(await facts.get('profile', profile, ofTalent7)).toBe(2);

    changes.hear({ talentId: 7, table: 'notifications' });
    expect(await notifications.get('count', count, ofTalent7)).toBe(2);
    expect(await facts.get('profile', profile, ofTalent7)).toBe(2);
  });

  it('reads every time while the process may miss changes', async () => {
    const changes = handChanges();
    const kept = createKeptByTalent<number>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    const load = counted();
    await kept.get('a', load, ofTalent7);
    changes.listening = false;
    expect(await kept.get('a', load, ofTalent7)).toBe(2);
    expect(await kept.get('a', load, ofTalent7)).toBe(3);
  });

  it('drops the least recently used past its room', async () => {
    const changes = handChanges();
    const kept = createKeptByTalent<number>(changes, { maxEntries: 2, maxAgeMs: 60_000 });
    const loads = { a: counted(), b: counted(), c: counted() };
    await kept.get('a', loads.a, ofTalent7);
    await kept.get('b', loads.b, ofTalent7);
    await kept.get('a', loads.a, ofTalent7);
    await kept.get('c', loads.c, ofTalent7);
    await kept.get('a', loads.a, ofTalent7);
    await kept.get('b', loads.b, ofTalent7);
    expect([loads.a.runs, loads.b.runs, loads.c.runs]).toEqual([1, 2, 1]);
  });

  it('drops the least recently used past the weight it has room for, and keeps none heavier than it all', async () => {
    const changes = handChanges();
    const kept = createKeptByTalent<string>(changes, {
      maxEntries: 10,
      maxAgeMs: 60_000,
      room: { bytes: 10, sizeOf: (value) => value.length },
    });
    const loads = { a: 0, b: 0, c: 0, huge: 0 };
    const load = (key: keyof typeof loads, value: string) => async () => {
      loads[key] += 1;
      return value;
    };
    await kept.get('a', load('a', 'aaaa'), ofTalent7);
    await kept.get('b', load('b', 'bbbb'), ofTalent7);
    await kept.get('a', load('a', 'aaaa'), ofTalent7);
    await kept.get('c', load('c', 'cccc'), ofTalent7);
    await kept.get('a', load('a', 'aaaa'), ofTalent7);
    await kept.get('b', load('b', 'bbbb'), ofTalent7);
    await kept.get('huge', load('huge', 'h'.repeat(11)), ofTalent7);
    await kept.get('huge', load('huge', 'h'.repeat(11)), ofTalent7);
    expect(loads).toEqual({ a: 1, b: 2, c: 1, huge: 2 });
    expect(kept.find('a')).toBe('aaaa');
  });
});

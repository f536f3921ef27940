import { describe, expect, it } from 'vitest';
import { handChanges } from '../../testing/hand-changes.ts';
import { createCacheUntilChanged } from './cache-until-changed.ts';

function salaryCache(maxEntries = 10) {
  const changes = handChanges();
  const cache = createCacheUntilChanged<string>(changes, { changedBy: ['salary'], maxEntries });
  return { changes, cache };
}

describe('a cache kept until its data is announced changed', () => {
  it('keeps values until a change it depends on, or a possible gap in listening, is heard', () => {
    const { changes, cache } = salaryCache();
    cache.keep('a', 'first', cache.heard);
    changes.hear({ talentId: 7 });
    changes.hear('jobs');
    changes.hear('master-data');
    expect(cache.find('a')).toBe('first');
    changes.hear('salary');
    expect(cache.find('a')).toBeUndefined();
    cache.keep('a', 'second', cache.heard);
    changes.hear('everything');
    expect(cache.find('a')).toBeUndefined();
  });

  it('does not keep a value read before a change it depends on was heard', () => {
    const { changes, cache } = salaryCache();
    const heardBefore = cache.heard;
    changes.hear('salary');
    cache.keep('a', 'stale', heardBefore);
    expect(cache.find('a')).toBeUndefined();
  });

  it('keeps and finds nothing while the process may miss changes', () => {
    const { changes, cache } = salaryCache();
    cache.keep('a', 'kept', cache.heard);
    changes.listening = false;
    expect(cache.find('a')).toBeUndefined();
    cache.keep('b', 'kept', cache.heard);
    changes.listening = true;
    expect(cache.find('b')).toBeUndefined();
  });

  it('forgets a value only while it is still the one kept', () => {
    const { cache } = salaryCache();
    cache.keep('a', 'old', cache.heard);
    cache.keep('a', 'new', cache.heard);
    cache.forget('a', 'old');
    expect(cache.find('a')).toBe('new');
    cache.forget('a', 'new');
    expect(cache.find('a')).toBeUndefined();
  });

  it('lets the least recently used value go first', () => {
    const { cache } = salaryCache(2);
    cache.keep('a', 'a', cache.heard);
    cache.keep('b', 'b', cache.heard);
    cache.find('a');
    cache.keep('c', 'c', cache.heard);
    expect(cache.find('b')).toBeUndefined();
    expect([cache.find('a'), cache.find('c'), cache.size]).toEqual(['a', 'c', 2]);
  });
});

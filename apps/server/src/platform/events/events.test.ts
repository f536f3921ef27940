import { describe, expect, it } from 'vitest';
import { createEventPublisher } from './events.ts';

declare module './events.ts' {
  interface AppEvents {
    'test.noted': { id: number };
  }
}

describe('the event publisher', () => {
  it('hands each event to its listeners until they unsubscribe', async () => {
    const events = createEventPublisher(() => {});
    const seen: number[] = [];
    const stop = events.subscribe('test.noted', ({ id }) => {
      seen.push(id);
    });
    await events.publish('test.noted', { id: 1 });
    stop();
    await events.publish('test.noted', { id: 2 });
    expect(seen).toEqual([1]);
  });

  it('reports a failing listener without failing the publisher or the other listeners', async () => {
    const failures: string[] = [];
    const events = createEventPublisher((_error, name) => failures.push(name));
    const seen: number[] = [];
    events.subscribe('test.noted', () => {
      throw new Error('listener broke');
    });
    events.subscribe('test.noted', ({ id }) => {
      seen.push(id);
    });
    await expect(events.publish('test.noted', { id: 3 })).resolves.toBeUndefined();
    expect(seen).toEqual([3]);
    expect(failures).toEqual(['test.noted']);
  });
});

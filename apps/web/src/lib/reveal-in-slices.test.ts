import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInSlices } from './reveal-in-slices';

const slices = { first: 2, step: 2 };

describe('useRevealInSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const nextTask = () => act(() => vi.advanceTimersByTime(0));

  it('reveals the first slice at once and one more slice in each following task', () => {
    const { result } = renderHook(() => useRevealInSlices(5, slices));
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(4);
    nextTask();
    expect(result.current).toBe(5);
    nextTask();
    expect(result.current).toBe(5);
  });

  it('waits for a list that is still empty, then slices it once it arrives', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInSlices(total, slices), {
      initialProps: { total: 0 },
    });
    nextTask();
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(3);
  });

  it('keeps what it revealed when the list grows, and slices the new items', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInSlices(total, slices), {
      initialProps: { total: 3 },
    });
    nextTask();
    expect(result.current).toBe(3);
    rerender({ total: 8 });
    expect(result.current).toBe(4);
    nextTask();
    expect(result.current).toBe(6);
  });
});

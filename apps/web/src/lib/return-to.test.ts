import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReturnTo, rememberReturnTo } from './return-to';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe("a guest's way back after signing in", () => {
  it('never leads off the site, and forgets a return older than a day', () => {
    rememberReturnTo('//evil.example/talent/job/5');
    expect(readReturnTo()).toBeNull();
    rememberReturnTo('https://evil.example/');
    expect(readReturnTo()).toBeNull();
    rememberReturnTo('/\\evil.example/talent/job/5');
    expect(readReturnTo()).toBeNull();
    window.localStorage.setItem('returnTo', JSON.stringify({ path: '/\\evil.example/', at: Date.now() }));
    expect(readReturnTo()).toBeNull();
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') });
    rememberReturnTo('/talent/job/5?action=save');
    vi.setSystemTime(new Date('2026-11-02T09:59:00Z'));
    expect(readReturnTo()).toBe('/talent/job/5?action=save');
    vi.setSystemTime(new Date('2026-11-02T10:01:00Z'));
    expect(readReturnTo()).toBeNull();
  });
});

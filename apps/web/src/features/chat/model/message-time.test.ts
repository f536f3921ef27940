import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2026, 10, 25, 15, 0);

  it('shows only the time for a message of today', () => {
    expect(messageTime(new Date(2026, 10, 25, 9, 5).toISOString(), now)).toBe('09:05');
  });

  it('shows the day too for an older message', () => {
    expect(messageTime(new Date(2026, 10, 23, 18, 40).toISOString(), now)).toBe('23 Nov, 18:40');
  });
});

import { describe, expect, it } from 'vitest';
import { parseEvents } from './sse-parser';

describe('parseEvents', () => {
  it('reads whole events and keeps the unfinished rest for the next chunk', () => {
    const { events, rest } = parseEvents(
      'retry: 2000\n\n: keep-alive\n\nid: 7\nevent: notification\ndata: {"id":7}\n\nevent: co',
    );
    expect(events).toEqual([{ id: '7', event: 'notification', data: '{"id":7}' }]);
    expect(rest).toBe('event: co');
    expect(parseEvents(`${rest}unt\ndata: {"unread_count":2}\n\n`).events).toEqual([
      { id: null, event: 'count', data: '{"unread_count":2}' },
    ]);
  });
});

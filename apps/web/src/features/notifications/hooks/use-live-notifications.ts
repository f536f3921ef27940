import { fillPath, notificationStream } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAuthToken } from '@/lib/auth-storage';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { notificationsKey } from '../api/notification-queries';
import { parseEvents } from '../model/sse-parser';

/** How long to wait before reconnecting after the stream dropped. */
const reconnectDelayMs = 2000;

/**
 * Keeps the talent's notifications live: reads the server's event stream (with `fetch`, since
 * EventSource cannot send the bearer token) and refreshes the notification queries on each event.
 * After a drop it reconnects by itself with the last id it saw, so the server sends what it missed.
 */
export function useLiveNotifications(talentId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (talentId === null) return;
    const abort = new AbortController();
    let lastId: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const url = `${getRuntimeConfig().serviceBases[notificationStream.group].replace(/\/+$/, '')}${fillPath(notificationStream.path, { id: talentId })}`;

    async function connect(): Promise<void> {
      const token = readAuthToken();
      if (token === null) return;
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      };
      if (lastId !== null) headers['last-event-id'] = lastId;
      const response = await fetch(url, { headers, signal: abort.signal });
      // 401 and 403 end the stream for good: the app's own calls handle the session.
      if (!response.ok || !response.body) {
        if (response.status >= 500) throw new Error(`stream ${response.status}`);
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        const { events, rest } = parseEvents(buffer + value);
        buffer = rest;
        for (const event of events) if (event.id !== null) lastId = event.id;
        if (events.length > 0)
          void queryClient.invalidateQueries({ queryKey: notificationsKey(talentId ?? 0) });
      }
    }

    function run(): void {
      connect().catch(() => {
        if (!abort.signal.aborted) timer = setTimeout(run, reconnectDelayMs);
      });
    }
    run();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [talentId, queryClient]);
}

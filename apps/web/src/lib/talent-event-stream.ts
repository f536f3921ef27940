import { fillPath, type ServiceGroup } from '@talent/contract';
import { useEffect, useRef } from 'react';
import { readAuthToken } from './auth-storage';
import { getRuntimeConfig } from './runtime-config';
import { parseEvents, type StreamEvent } from './sse-parser';

/** How long to wait before reconnecting after the stream dropped. */
const reconnectDelayMs = 2000;

/** A talent's Server-Sent Events stream, named as the contract names it. */
export interface TalentStream {
  group: ServiceGroup;
  path: string;
}

/**
 * Reads one of the talent's live streams (with `fetch`, since EventSource cannot send the bearer
 * token) and hands each batch of events to `onEvents`. After a drop it reconnects by itself with the
 * last id it saw, so the server sends what it missed. `null` for the talent keeps it closed.
 */
export function useTalentEventStream(
  stream: TalentStream,
  talentId: number | null,
  onEvents: (events: StreamEvent[]) => void,
): void {
  // The newest handler runs without reconnecting when the caller passes a new function.
  const handler = useRef(onEvents);
  useEffect(() => {
    handler.current = onEvents;
  });
  const { group, path } = stream;
  useEffect(() => {
    if (talentId === null) return;
    const abort = new AbortController();
    let lastId: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const url = `${getRuntimeConfig().serviceBases[group].replace(/\/+$/, '')}${fillPath(path, { id: talentId })}`;

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
        if (events.length > 0) handler.current(events);
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
  }, [group, path, talentId]);
}

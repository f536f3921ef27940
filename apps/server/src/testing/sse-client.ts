/** A Server-Sent Events reader for tests: what a browser's page receives, event by event. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseConnection {
  status: number;
  /** Resolves with the first event (from now on, or already received and unread) that matches. */
  next(matches: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves when the stream ends, whoever ended it. */
  ended: Promise<void>;
  /** Whether the stream is still open. */
  isOpen(): boolean;
  close(): void;
}

export async function connectSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiting: { matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] =
    [];

  function take(event: ReceivedEvent) {
    const index = waiting.findIndex((wait) => wait.matches(event));
    if (index === -1) received.push(event);
    else waiting.splice(index, 1)[0]?.resolve(event);
  }

  let open = false;
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    open = true;
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [
                  line.slice(0, line.indexOf(':')),
                  line.slice(line.indexOf(':') + 1).trimStart(),
                ]),
            );
            if (fields.data !== undefined)
              take({ id: fields.id ?? null, event: fields.event ?? 'message', data: fields.data });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Closed by the test.
      } finally {
        open = false;
      }
    })();
  }

  return {
    status: response.status,
    next(matches) {
      const index = received.findIndex(matches);
      if (index !== -1) return Promise.resolve(received.splice(index, 1)[0] as ReceivedEvent);
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
    ended,
    isOpen: () => open,
    close: () => abort.abort(),
  };
}

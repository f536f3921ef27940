/**
 * Work a request starts but does not wait for: the answer goes out first, so how long the work
 * takes (looking an account up, sending its mail) cannot be read from the answer's timing.
 * `settled` waits for everything started so far: the server's close, and tests reading the mails.
 */
export function createAfterAnswer(onError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>): void {
      const started = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => running.delete(started));
      running.add(started);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;

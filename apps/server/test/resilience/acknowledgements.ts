/**
 * Counts acknowledged writes as they come, so a disruption (a kill, a database restart) can wait
 * for the load to have reached a point rather than for a time.
 */
export function createAcknowledgements() {
  let count = 0;
  let finished = false;
  const waiting: { count: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const waiter of [...waiting]) {
      if (finished || count >= waiter.count) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  return {
    get count() {
      return count;
    },
    get finished() {
      return finished;
    },
    add() {
      count += 1;
      wake();
    },
    finish() {
      finished = true;
      wake();
    },
    /** Resolves once `target` writes were acknowledged, or all writes were sent. */
    reach(target: number): Promise<void> {
      return new Promise((resolve) => {
        waiting.push({ count: target, resolve });
        wake();
      });
    },
  };
}

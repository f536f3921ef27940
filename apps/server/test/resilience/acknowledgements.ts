import { type Acknowledged, sendWrites, type WritePlan, writeCount } from './logical-writes.ts';
import type { RetryingClient } from './retrying-client.ts';

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

/**
 * Sends the plan's writes and, spread over them by the writes acknowledged, disrupts the run
 * `times` times (a kill, a database restart) unless every write was already answered; resolves
 * with what was acknowledged and how many disruptions ran.
 */
export async function sendWritesDisrupted(
  plan: WritePlan,
  client: RetryingClient,
  options: { workers: number; times: number; disrupt: () => Promise<void> },
): Promise<{ acknowledged: Acknowledged; disruptions: number }> {
  const acknowledgements = createAcknowledgements();
  const sending = sendWrites(plan, client, {
    workers: options.workers,
    onAcknowledged: acknowledgements.add,
  }).finally(acknowledgements.finish);
  const between = Math.floor(writeCount(plan) / (options.times + 1));
  let disruptions = 0;
  for (let turn = 1; turn <= options.times; turn += 1) {
    await acknowledgements.reach(turn * between);
    if (acknowledgements.finished) break;
    await options.disrupt();
    disruptions += 1;
  }
  return { acknowledged: await sending, disruptions };
}

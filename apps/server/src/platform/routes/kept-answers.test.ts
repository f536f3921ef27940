import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { handChanges } from '../../testing/hand-changes.ts';
import { createKeptAnswers } from './kept-answers.ts';

/** A request of talent 7 for the same address, and a reply that records what it sends. */
function exchange() {
  const request = {
    session: { userId: 7 },
    headers: { 'accept-encoding': 'br' },
  } as unknown as FastifyRequest;
  const sent: { body?: Buffer | string } = {};
  const reply = {
    statusCode: 200,
    getHeader: (name: string) => (name === 'content-encoding' ? 'br' : undefined),
    code() {
      return reply;
    },
    headers() {
      return reply;
    },
    send(body: Buffer | string) {
      sent.body = body;
      return reply;
    },
  };
  return { request, reply: reply as unknown as FastifyReply, sent };
}

describe('answers kept as sent', () => {
  it('hold only their own bytes, not the whole chunk compression wrote them into', async () => {
    const kept = createKeptAnswers(handChanges(), async () => ({ key: 'listing', revision: 'r1' }));
    // Compression's output: 1,200 bytes at the start of a 64 KB chunk.
    const chunk = Buffer.alloc(64 * 1024, 1);
    const compressed = chunk.subarray(0, 1200);

    const first = exchange();
    await kept.answerKept.call(undefined as never, first.request, first.reply, () => {});
    await new Promise<void>((done) =>
      kept.keepAnswer.call(undefined as never, first.request, first.reply, compressed, () => done()),
    );

    const again = exchange();
    await kept.answerKept.call(undefined as never, again.request, again.reply, () => {});
    const body = again.sent.body as Buffer;
    expect(body.equals(compressed)).toBe(true);
    expect(body.buffer.byteLength).toBe(1200);
  });
});

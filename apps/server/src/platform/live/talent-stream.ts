import type { FastifyInstance } from 'fastify';
import { bearerTokenOf } from '../access/session.ts';
import type { AppContext } from '../app-context.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;

/**
 * How many streams of one kind stay open per talent and per address; past either, the oldest is
 * closed (a page whose stream closes reconnects on its own, so the newest pages stay live). One
 * token once held 2,000 streams and slowed every other call from 16 ms to 2.8 s. Ten covers a
 * talent's tabs and devices; an address is shared by everyone behind one carrier's or office's
 * NAT, so it gets far more.
 */
export const liveStreamLimits = { perTalent: 10, perAddress: 200 };

/** An open stream, closed by its page, by the server's shutdown or to make room for a newer one. */
interface OpenStream {
  close(): void;
}

/** Open streams by a key (a talent, an address), oldest first; past `cap`, the oldest is closed. */
function streamsBy<Key>(cap: number) {
  const byKey = new Map<Key, Set<OpenStream>>();
  return {
    add(key: Key, stream: OpenStream) {
      const streams = byKey.get(key) ?? new Set();
      byKey.set(key, streams);
      streams.add(stream);
      // A Set keeps the order of insertion: its first stream is the oldest.
      if (streams.size > cap) streams.values().next().value?.close();
    },
    remove(key: Key, stream: OpenStream) {
      const streams = byKey.get(key);
      streams?.delete(stream);
      if (streams?.size === 0) byKey.delete(key);
    },
  };
}

/** What a stream sends after a wake-up: Server-Sent Events text, and where the next one starts. */
export interface StreamBatch {
  text: string;
  cursor: number;
}

export interface TalentStreamOptions {
  /** The route path, with `:id` for the talent. */
  path: string;
  /** The NOTIFY channel; its payload is the id of the talent whose stream has news. */
  channel: string;
  /** Says who is refused, in the words of the feature (Not your notifications). */
  forbidden: string;
  /** Where a first connection starts: the newest item now, so it is sent only what comes after. */
  newestCursor: (talentId: number) => Promise<number>;
  /** Everything after `cursor` (always at least the counts, so a page is right after each wake-up). */
  batchAfter: (talentId: number, cursor: number) => Promise<StreamBatch>;
}

/** Tells every server process that a talent's stream on `channel` has news. */
export function announceToTalent(
  notify: (channel: string, payload: string) => Promise<void>,
  channel: string,
  talentId: number,
): Promise<void> {
  return notify(channel, String(talentId));
}

/**
 * Streams one kind of news to a talent's open pages. Each process LISTENs once; a NOTIFY for a talent
 * wakes that talent's streams in this process, which read what is new since the last id they sent.
 * A page that reconnects sends that id back (Last-Event-ID, or `since` for a first connection of a
 * page that already shows some), so nothing stored while it was away is lost.
 */
export async function registerTalentStream(
  app: FastifyInstance,
  context: AppContext,
  options: TalentStreamOptions,
): Promise<void> {
  const wakers = new Map<number, Set<() => void>>();
  const stopListening = await context.listen(options.channel, (payload) => {
    for (const wake of wakers.get(Number(payload)) ?? []) wake();
  });
  const open = new Set<OpenStream>();
  const ofTalent = streamsBy<number>(liveStreamLimits.perTalent);
  const ofAddress = streamsBy<string>(liveStreamLimits.perAddress);
  app.addHook('onClose', async () => {
    for (const stream of open) stream.close();
    await stopListening();
  });

  app.get<{ Params: { id: string }; Querystring: { since?: string } }>(
    options.path,
    async (request, reply) => {
      const talentId = Number(request.params.id);
      const token = bearerTokenOf(request.headers.authorization);
      const session = token ? await app.resolveSession(token) : null;
      if (session === null) return reply.code(401).send({ error: 'UNAUTHORIZED', message: 'Sign in first' });
      if (session === 'expired')
        return reply.code(401).send({ error: 'SESSION_EXPIRED', message: 'Session expired' });
      if (session.type !== 'talent' || session.userId !== talentId) {
        return reply.code(403).send({ error: 'FORBIDDEN', message: options.forbidden });
      }

      const resumeFrom = Number(request.headers['last-event-id'] ?? request.query.since ?? Number.NaN);
      let cursor =
        Number.isInteger(resumeFrom) && resumeFrom >= 0 ? resumeFrom : await options.newestCursor(talentId);

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 2000\n\n');

      let sending = Promise.resolve();
      const wake = () => {
        sending = sending
          .then(async () => {
            const batch = await options.batchAfter(talentId, cursor);
            cursor = batch.cursor;
            if (!reply.raw.writableEnded) reply.raw.write(batch.text);
          })
          .catch((error: unknown) =>
            request.log.error({ err: error, path: options.path }, 'a stream failed'),
          );
      };
      const set = wakers.get(talentId) ?? new Set();
      wakers.set(talentId, set);
      set.add(wake);
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), keepAliveMs);
      const stream: OpenStream = {
        close() {
          if (!open.delete(stream)) return;
          clearInterval(keepAlive);
          set.delete(wake);
          if (set.size === 0) wakers.delete(talentId);
          ofTalent.remove(talentId, stream);
          ofAddress.remove(request.ip, stream);
          reply.raw.end();
        },
      };
      open.add(stream);
      ofTalent.add(talentId, stream);
      ofAddress.add(request.ip, stream);
      request.raw.on('close', () => stream.close());
      wake();
    },
  );
}

import { readerLanguageOf } from '@talent/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { ownBytes } from '../http/own-bytes.ts';
import type { KeptFactsChanges } from '../kept/changes.ts';
import { createKeptByTalent, ownFactsOnly, type TalentChangesHeard } from '../kept/kept-by-talent.ts';

/** What a talent's answer depends on besides the talent's own facts: its key and its revision. */
export type AnswerIdentity = (request: FastifyRequest) => Promise<{ key: string; revision: string }>;

/** An answer that depends on nothing but the talent's data (see `changedBy`) and the address asked. */
export const byAddress: AnswerIdentity = async (request) => ({ key: request.url, revision: '' });

/** The same, written in the reader's language (`Accept-Language`). */
export const byAddressAndReaderLanguage: AnswerIdentity = async (request) => ({
  key: `${request.url} ${readerLanguageOf(request.headers['accept-language'])}`,
  revision: '',
});

export interface KeptAnswers {
  /** Answers with the bytes kept for this request when they are still valid. */
  answerKept: preHandlerHookHandler;
  /** Keeps the bytes of an answer written afresh, once compressed (see `keepAnswersOnceCompressed`). */
  keepAnswer: onSendHookHandler;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route keeps its answers as sent (`registerEndpoint`'s `keptAnswers`). */
    keptAnswers?: KeptAnswers;
  }
}

/**
 * Keeps the answers of routes whose config asks for it after compression wrote them, so a kept
 * answer is sent as the compressed bytes. Compression adds its own step to each route as the route is
 * added; a step added by a route hook registered after compression's comes after it.
 */
export function keepAnswersOnceCompressed(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const kept = route.config?.keptAnswers;
    if (!kept) return;
    const onSend = route.onSend;
    route.onSend = [...(Array.isArray(onSend) ? onSend : onSend ? [onSend] : []), kept.keepAnswer];
  });
}

interface KeptAnswer {
  revision: string;
  body: Buffer | string;
  headers: Record<string, string>;
}

interface Pending {
  key: string;
  talentId: number;
  revision: string;
  heardBefore: number;
}

/** The headers that describe the kept bytes; the others (request id, caching) are set per request. */
const describingHeaders = ['content-type', 'content-encoding', 'vary'];

/**
 * Answers kept per process and route: one per talent and address asked lately, about 1.2 KB each
 * compressed for the listing, more for a long profile; 32 MB at most whatever their size, so what a
 * process keeps does not grow with its talents past that.
 */
const keptAnswers = {
  maxEntries: 10_000,
  maxAgeMs: 10 * 60 * 1000,
  room: { bytes: 32 * 1024 * 1024, sizeOf: (answer: KeptAnswer) => answer.body.length },
};

/**
 * A cache of the finished answers of an endpoint a talent asks for again and again (the listing), kept per
 * talent, address and accepted encodings as the bytes sent, compressed: a repeat of the same request
 * skips building, serializing and compressing the answer, which cost most of its time once its data
 * was kept (decision 0097). An answer is kept for its revision and dropped with the talent's kept
 * facts, or with the changes `changedBy` names; the access check runs before, on every request.
 */
export function createKeptAnswers(
  changes: KeptFactsChanges,
  identify: AnswerIdentity,
  changedBy: TalentChangesHeard = ownFactsOnly,
): KeptAnswers {
  const kept = createKeptByTalent<KeptAnswer>(changes, { ...keptAnswers, changedBy });
  const pending = new WeakMap<FastifyRequest, Pending>();

  return {
    async answerKept(request: FastifyRequest, reply: FastifyReply) {
      const session = request.session;
      if (!session) return;
      const heardBefore = changes.sequence;
      const { key, revision } = await identify(request);
      const fullKey = `${session.userId} ${key} ${request.headers['accept-encoding'] ?? ''}`;
      const answer = kept.find(fullKey);
      if (answer?.revision === revision) return reply.code(200).headers(answer.headers).send(answer.body);
      pending.set(request, { key: fullKey, talentId: session.userId, revision, heardBefore });
    },

    keepAnswer(request, reply, payload, done) {
      const answer = pending.get(request);
      if (answer && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const headers: Record<string, string> = {};
        for (const name of describingHeaders) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        kept.keep(
          answer.key,
          answer.talentId,
          { revision: answer.revision, body: ownBytes(payload), headers },
          answer.heardBefore,
        );
      }
      done(null, payload);
    },
  };
}

import { defaultServiceBases, type ErrorEnvelope, messageIn, readerLanguageOf } from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Answer {
  meta?: { message?: unknown };
  error?: unknown;
  fields?: Record<string, string>;
}

const staffBase = `${defaultServiceBases.staff}/`;

/**
 * Which answers speak: every refusal, and what a change answers (its toast). A reading's message
 * (`Success`) is left, so an answer kept for its talent (`keptAnswers`) reads the same in any
 * language; staff read English.
 */
function isSpokenAnswer(request: FastifyRequest, answer: Answer): boolean {
  if (request.url.startsWith(staffBase)) return false;
  return 'error' in answer || request.method !== 'GET';
}

/**
 * Answers the contract's messages in the language the request reads (issue #35): its
 * `Accept-Language`, which the web app sends with the language on screen. English stays as the
 * spec writes it; a message the contract does not hold passes unchanged.
 */
export function answerInReaderLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = readerLanguageOf(request.headers['accept-language']);
    if (language === 'en' || typeof payload !== 'object' || payload === null) return payload;
    const answer = payload as Answer;
    if (typeof answer.meta?.message !== 'string' || !isSpokenAnswer(request, answer)) return payload;
    const say = (text: string) => messageIn(language, text);
    return {
      ...answer,
      meta: { ...answer.meta, message: say(answer.meta.message) },
      ...(typeof answer.error === 'string' ? { error: say(answer.error) } : {}),
      ...(answer.fields
        ? {
            fields: Object.fromEntries(
              Object.entries(answer.fields).map(([field, text]) => [field, say(text)]),
            ),
          }
        : {}),
    } as ErrorEnvelope | typeof payload;
  });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** Ids a proxy or client may hand us; anything else could forge or break log lines. */
const acceptedId = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it is a plain token, otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptedId.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a person reporting a problem can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}

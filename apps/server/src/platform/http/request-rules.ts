import http from 'node:http';
import type { Socket } from 'node:net';
import { defaultServiceBases } from '@talent/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { AppError, errorMessages } from '../errors/app-error.ts';
import { errorEnvelope } from '../errors/error-envelope.ts';

/** How deep a body is searched for NUL characters; the body limit keeps real bodies far shallower. */
const deepestSearch = 64;

/**
 * The dotted path of the first text (value or key) holding a NUL character, or undefined.
 * PostgreSQL cannot store NUL in text, so without this check it would answer a 500.
 */
export function pathOfNulCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'input' : undefined;
  if (!value || typeof value !== 'object' || depth > deepestSearch) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = [...path, key];
    if (key.includes('\u0000')) return innerPath.join('.');
    const found = pathOfNulCharacter(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses NUL characters in any path parameter, query or body field of every route, before the
 * route's own validation: a 400 in the envelope that names the field, for routes added later too.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = pathOfNulCharacter(part);
      if (field) {
        throw new AppError(400, 'VALIDATION_ERROR', errorMessages.invalidInput, {
          fields: { [field]: errorMessages.nulCharacter },
        });
      }
    }
  });
}

/**
 * zod checks each part of a request, and a request that sent no body is checked as having none:
 * Fastify hands a body validator `null` then, which a body schema with defaults would refuse as
 * "expected object, received null" (a sign-out without a body, a mail client's one-click POST).
 */
export const validatorOfParts: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data === null ? undefined : data) : validate;
};

/**
 * Which request bodies an endpoint takes. JSON endpoints accept only `application/json`: a plain
 * HTML form on another site can post form-encoded or text bodies without a CORS preflight, but
 * not JSON. A request without a body passes.
 */
export function acceptsMediaType(
  bodyType: 'json' | 'multipart' | 'form',
  contentType: string | undefined,
): boolean {
  if (!contentType) return true;
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (bodyType === 'multipart') return media === 'multipart/form-data';
  if (bodyType === 'form') return media === 'application/x-www-form-urlencoded';
  return media === 'application/json';
}

export function unsupportedMediaType(contentType: string): AppError {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', errorMessages.unsupportedMediaType(contentType));
}

/**
 * `Cache-Control: no-store` on every answer to a caller that sent a token and on every answer of
 * the auth group (sign-in and session answers carry tokens): no shared or browser cache keeps them.
 */
export function keepPrivateAnswersOutOfCaches(app: FastifyInstance): void {
  const authBase = `${defaultServiceBases.auth}/`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization || request.url.startsWith(authBase)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * How much of a request body left unread by its answer is still received and thrown away: enough
 * for a client that sent a little too much to read the answer before the connection closes, not
 * the rest of a gigabyte.
 */
const lingeringBodyBytes = 8 * 1024 * 1024;

/**
 * An answer given before its request's body was read (an upload refused at its limit or for its
 * type) ends the connection once a little more of the body has been discarded. Node would
 * otherwise receive the whole rest, however large, only to throw it away; closing at once would
 * make many clients lose the answer to a reset while they are still sending.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    const incoming = request.raw;
    if (incoming.complete) return;
    let discarded = 0;
    // After Node's own discarding has begun, which drops the listeners it finds.
    setImmediate(() => {
      incoming.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > lingeringBodyBytes) incoming.socket.destroy();
      });
      incoming.resume();
    });
  });
}

/** The raw answer for a request Node could not even parse (oversize headers or address, bad syntax). */
export function clientErrorAnswer(code: string | undefined): string {
  const tooLarge = code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge ? errorMessages.headersTooLarge : errorMessages.badRequest;
  const body = JSON.stringify(errorEnvelope(tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST', message));
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: requests refused before routing (a 20 KB header, an address
 * longer than the header limit) are answered in the error envelope like every other refusal.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorAnswer(error.code));
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: malformed addresses (`%zz`) and overlong parameters, in the envelope. */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.code(400).send(errorEnvelope('BAD_REQUEST', errorMessages.badRequest));
}

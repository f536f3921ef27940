import {
  type Access,
  defaultServiceBases,
  type Endpoint,
  envelopeOf,
  errorEnvelopeSchema,
  toRouterPath,
} from '@talent/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/v4/core';
import { decideAccess, isOwnTalent, ownerLocationOf } from '../access/access-rules.ts';
import { bearerTokenOf, type CallerSession } from '../access/session.ts';
import { forbidden, sessionExpired, unauthorized } from '../errors/app-error.ts';
import { acceptsMediaType, unsupportedMediaType } from '../http/request-rules.ts';
import { compiledAnswerSerializer } from './compiled-answer.ts';
import type { KeptAnswers } from './kept-answers.ts';

/** What a handler gets: the validated input, the caller and, for uploads and headers, the request. */
export interface EndpointInput<E> {
  params: E extends Endpoint<infer P, z.$ZodType, z.$ZodType, z.$ZodType, Access> ? z.output<P> : never;
  query: E extends Endpoint<z.$ZodType, infer Q, z.$ZodType, z.$ZodType, Access> ? z.output<Q> : never;
  /** Validated body; for multipart endpoints read the parts from `request` (see platform/storage). */
  body: E extends Endpoint<z.$ZodType, z.$ZodType, infer B, z.$ZodType, Access> ? z.output<B> : never;
  /** Never null on `talent` and `staff` endpoints: the access check ran before the handler. */
  session: E extends Endpoint<z.$ZodType, z.$ZodType, z.$ZodType, z.$ZodType, infer A>
    ? A extends 'public'
      ? CallerSession | null
      : CallerSession
    : never;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler answers with; it becomes `{ data, meta: { message, count } }`. */
export interface EndpointResult<E> {
  data: E extends Endpoint<z.$ZodType, z.$ZodType, z.$ZodType, infer D, Access> ? z.output<D> : never;
  meta?: { message?: string; count?: number };
}

/**
 * A handler answers with data for the envelope, or, to send a file itself (a download), with the
 * reply it has already sent.
 */
export type EndpointHandler<E> = (input: EndpointInput<E>) => Promise<EndpointResult<E> | FastifyReply>;

export interface EndpointOptions {
  /** Requests per window from one address; over it, a 429 with the time to wait. */
  rateLimit?: { max: number; timeWindow: number | string };
  /** Largest accepted body in bytes, when the default (1 MiB) does not fit. */
  bodyLimit?: number;
  /**
   * The success answer is written by a serializer compiled from the contract, which trusts the
   * values: for the busiest answers (see `compiledAnswerSerializer`).
   */
  compiledAnswer?: boolean;
  /** A talent's answers kept as sent until what they depend on changes (see `createKeptAnswers`). */
  keptAnswers?: KeptAnswers;
}

export const defaultSuccessMessage = 'Success';

/** Where an endpoint is mounted: its group's base and the spec's path in the router's syntax. */
export function routeUrlOf(endpoint: Pick<Endpoint, 'group' | 'path'>): string {
  return `${defaultServiceBases[endpoint.group]}${toRouterPath(endpoint.path)}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session on `talent` and `staff` endpoints; null elsewhere. */
    session: CallerSession | null;
  }
  interface FastifyInstance {
    resolveSession: (token: string) => Promise<CallerSession | 'expired'>;
  }
}

/**
 * Mounts one contract endpoint: zod validation of params, query and body with field reasons on
 * failure, the access check (401 without a session, SESSION_EXPIRED for a dead one, 403 for the
 * wrong kind of account or another talent's id), the envelope around the handler's answer, and
 * the OpenAPI entry under the endpoint's group.
 */
export function registerEndpoint<E extends Endpoint<z.$ZodType, z.$ZodType, z.$ZodType, z.$ZodType, Access>>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const successStatus = endpoint.successStatus ?? 200;
  const multipart = endpoint.bodyType === 'multipart';
  const owner = ownerLocationOf(endpoint);

  const checkMediaType: onRequestHookHandler = async (request) => {
    const contentType = request.headers['content-type'];
    if (!acceptsMediaType(endpoint.bodyType ?? 'json', contentType))
      throw unsupportedMediaType(contentType ?? '');
  };

  const checkAccess: onRequestHookHandler = async (request) => {
    if (endpoint.access === 'public') return;
    const token = bearerTokenOf(request.headers.authorization);
    const session = token ? await request.server.resolveSession(token) : null;
    const decision = decideAccess(endpoint.access, session);
    if (decision === 'unauthorized') throw unauthorized();
    if (decision === 'session-expired') throw sessionExpired();
    if (decision === 'forbidden') throw forbidden();
    request.session = session as CallerSession;
  };

  const checkOwner: preValidationHookHandler = async (request) => {
    if (request.session && !isOwnTalent(owner, request, request.session)) throw forbidden();
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routeUrlOf(endpoint),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.keptAnswers ? { keptAnswers: options.keptAnswers } : {}),
    },
    ...(options.compiledAnswer ? { serializerCompiler: compiledAnswerSerializer(successStatus) } : {}),
    schema: {
      tags: [endpoint.group],
      summary: endpoint.summary,
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.bodyType === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
      response: {
        [successStatus]: envelopeOf(endpoint.data),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    onRequest: [checkMediaType, checkAccess],
    preValidation: checkOwner,
    ...(options.keptAnswers ? { preHandler: options.keptAnswers.answerKept } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        session: request.session,
        request,
        reply,
      } as EndpointInput<E>);
      // What a call changed shows on the next request in every process, whatever they keep (decision 0097).
      if (endpoint.method !== 'GET') await request.server.platform.changes.heardAll();
      // A reply is thenable: a handler that returns the reply it sent resolves, once the file is
      // out, to undefined rather than to the reply, so whether it sent is asked of the reply.
      if (reply.sent) return reply;
      reply.code(successStatus);
      return {
        data: result.data,
        meta: {
          message: result.meta?.message ?? defaultSuccessMessage,
          ...(result.meta?.count === undefined ? {} : { count: result.meta.count }),
        },
      };
    },
  });
}

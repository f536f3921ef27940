import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * The web app's error report (spec section 8: a 400 or 404 answer without `meta.type` is also
 * sent to an error-reporting service). The spec names no path; ours is `POST /client-errors` in
 * the app v1 group. Anyone may report (errors happen before sign-in too); the server limits how
 * often one address may.
 */
export const clientErrorLimits = {
  methodLength: 10,
  urlLength: 2_000,
  messageLength: 2_000,
  requestIdLength: 128,
  stackLength: 16_000,
  releaseLength: 64,
} as const;

export const clientErrorMessages = {
  received: 'Error report received',
  statusRange: 'Must be an HTTP status from 100 to 599',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

const text = (max: number) => z.string().check(z.maxLength(max, clientErrorMessages.tooLong(max)));

export const clientErrorReportSchema = z.object({
  /** The HTTP status of the failed call. */
  status: z
    .number({ error: clientErrorMessages.statusRange })
    .check(
      z.int(clientErrorMessages.statusRange),
      z.gte(100, clientErrorMessages.statusRange),
      z.lte(599, clientErrorMessages.statusRange),
    ),
  method: text(clientErrorLimits.methodLength),
  /** The URL that was called. */
  url: text(clientErrorLimits.urlLength),
  /** The answer's `error` or `meta.message`, whichever it had. */
  message: text(clientErrorLimits.messageLength),
  /** The page the person was on. */
  page: z.optional(text(clientErrorLimits.urlLength)),
  /** The `x-request-id` of the failed answer, to find it in the server's log. */
  request_id: z.optional(text(clientErrorLimits.requestIdLength)),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const submitClientErrorReport = defineEndpoint({
  method: 'POST',
  group: 'appV1',
  path: '/client-errors',
  summary: 'Report an API error the web app received (400/404 without meta.type)',
  access: 'public',
  body: clientErrorReportSchema,
  data: z.null(),
});

/**
 * A page that failed to render (or whose route failed to load) and showed 'Something went wrong'.
 * The stack is the browser's, in the built files; with the release, the server maps it to the
 * sources through the build's source maps.
 */
export const renderErrorReportSchema = z.object({
  /** The error's name and message, as the browser printed it. */
  message: text(clientErrorLimits.messageLength),
  /** The error's stack, in the built files the browser ran. */
  stack: z.optional(text(clientErrorLimits.stackLength)),
  /** React's component stack: which components were rendering. */
  component_stack: z.optional(text(clientErrorLimits.stackLength)),
  /** The route pattern that failed, when the router knew it. */
  route: z.optional(text(clientErrorLimits.urlLength)),
  page: text(clientErrorLimits.urlLength),
  /** The build the browser ran (the app version), to map the stack with that build's source maps. */
  release: text(clientErrorLimits.releaseLength),
});

export type RenderErrorReport = z.infer<typeof renderErrorReportSchema>;

export const submitRenderErrorReport = defineEndpoint({
  method: 'POST',
  group: 'appV1',
  path: '/client-errors/render',
  summary: 'Report a page the web app failed to render',
  access: 'public',
  body: renderErrorReportSchema,
  data: z.null(),
});

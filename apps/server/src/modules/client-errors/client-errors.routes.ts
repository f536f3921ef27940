import { clientErrorMessages, submitClientErrorReport, submitRenderErrorReport } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { sourceMappedStack, sourceMapsIn } from './source-mapped-stack.ts';

/** At most this many reports per minute from one address: a broken page must not flood the log. */
export const clientErrorReportsPerMinute = 30;

/**
 * The web app's error reports go to the server log, with the reporter's request id, so they can be
 * found next to the failed call they describe: API errors at warn, pages that failed to render at
 * error, their stack mapped to the sources by the served build's source maps. Nothing is stored.
 */
export function registerClientErrorRoutes(app: FastifyInstance, context: AppContext): void {
  const sourceMapOf = sourceMapsIn(context.config.webDist);
  const rateLimit = { max: clientErrorReportsPerMinute, timeWindow: '1 minute' };

  registerEndpoint(
    app,
    submitClientErrorReport,
    async ({ body, request }) => {
      request.log.warn(
        { clientError: body, userAgent: request.headers['user-agent'] },
        'the web app reported an API error',
      );
      return { data: null, meta: { message: clientErrorMessages.received } };
    },
    { rateLimit },
  );

  registerEndpoint(
    app,
    submitRenderErrorReport,
    async ({ body, request }) => {
      const sourceStack =
        body.stack === undefined ? undefined : await sourceMappedStack(body.stack, sourceMapOf);
      request.log.error(
        { renderError: { ...body, source_stack: sourceStack }, userAgent: request.headers['user-agent'] },
        'the web app failed to render a page',
      );
      return { data: null, meta: { message: clientErrorMessages.received } };
    },
    { rateLimit },
  );
}

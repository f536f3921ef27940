import { clientErrorMessages, submitClientErrorReport } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';

/** At most this many reports per minute from one address: a broken page must not flood the log. */
export const clientErrorReportsPerMinute = 30;

/**
 * The web app's error reports go to the server log at warn, with the reporter's request id, so
 * they can be found next to the failed call they describe. Nothing is stored.
 */
export function registerClientErrorRoutes(app: FastifyInstance): void {
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
    { rateLimit: { max: clientErrorReportsPerMinute, timeWindow: '1 minute' } },
  );
}

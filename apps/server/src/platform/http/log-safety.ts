import type { FastifyRequest } from 'fastify';

/** Headers that carry credentials: never written to the log. */
export const redactedLogPaths = ['req.headers.authorization', 'req.headers.cookie', 'req.headers.token'];

/**
 * Query parameters that carry a secret (mail links, sign-in callbacks, and a signed file link's
 * signature, which opens the file without a session for hours).
 */
const secretQuery = /([?&](?:token|verify_token|reset_token|code|state|signature)=)[^&#]*/gi;

/** The address as it may be logged: secrets in the query string replaced. */
export function loggableUrl(url: string): string {
  return url.replace(secretQuery, '$1[redacted]');
}

/**
 * Fastify's request log line without the secrets a URL may carry (a verify link's token reaches
 * the server as `/verify?token=...`); otherwise the fields of Fastify's own serializer.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

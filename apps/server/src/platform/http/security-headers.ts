import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: helmet is middleware that parses its
 * options again on every call, which cost 4-5% of a busy server's time (the @fastify/helmet plugin
 * calls it per request). Answers the headers to set and the ones to remove (X-Powered-By).
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): {
  set: Record<string, string>;
  removed: string[];
} {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string) {
      set[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  helmet(options)({} as never, response as never, () => {});
  return { set, removed };
}

/**
 * Security headers on every answer. The content security policy admits what the built React app
 * needs and nothing more: its own scripts (the runtime configuration is a file, not inline),
 * inline styles (Mantine sets CSS variables through style attributes), images from anywhere over
 * HTTPS (company logos) and calls to its own origin.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; analyticsScriptUrl?: string | undefined },
): void {
  // The analytics script, when configured (production only), loads from its origin and reports there.
  const analytics = options.analyticsScriptUrl ? [new URL(options.analyticsScriptUrl).origin] : [];
  const headers = securityHeadersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only a production site is always on HTTPS; on a developer's machine HSTS would stick to localhost.
    strictTransportSecurity: options.production,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers.set);
    for (const name of headers.removed) reply.removeHeader(name);
    done();
  });
}

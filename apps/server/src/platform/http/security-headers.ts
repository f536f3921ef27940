import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The content security policy admits what the built React app
 * needs and nothing more: its own scripts (the runtime configuration is a file, not inline),
 * inline styles (Mantine sets CSS variables through style attributes), images from anywhere over
 * HTTPS (company logos) and calls to its own origin.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
}

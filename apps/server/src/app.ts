import multipart from '@fastify/multipart';
import type { DatabaseHandle } from '@talent/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './env.ts';
import { type FeatureModule, featureModules } from './modules/index.ts';
import type { SessionResolver } from './platform/access/session.ts';
import type { AppContext } from './platform/app-context.ts';
import { createSessionStore } from './platform/auth/session-store.ts';
import { installErrorHandler, installNotFoundHandler } from './platform/errors/error-handling.ts';
import { registerCompression } from './platform/http/compression.ts';
import { acceptFormBodies } from './platform/http/form-parser.ts';
import { closeConnectionsWhenStopping } from './platform/http/graceful-close.ts';
import { registerHealthChecks } from './platform/http/health.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { echoRequestId, requestIdOf } from './platform/http/request-id.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { type Storage, storageFor } from './platform/storage/index.ts';
import { registerWebApp } from './platform/web/web-app.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** How bearer tokens become sessions; by default the accounts capability's session store. */
  sessionResolver?: SessionResolver;
  /** Where uploads go; by default the configured S3-compatible store or the folder `DATA_DIR/uploads`. */
  storage?: Storage;
  /** Pino options; off unless given, so tests stay quiet. */
  logger?: FastifyServerOptions['logger'];
  /** The features to serve; all of them unless a test picks its own. */
  modules?: readonly FeatureModule[];
}

/** Largest JSON or form body; uploads are multipart and have their own limit (UPLOAD_MAX_MB). */
export const jsonBodyLimitBytes = 1024 * 1024;

/**
 * The whole server as a Fastify instance, without listening: server.ts listens, tests call
 * `app.inject`. Order matters: the error handler and OpenAPI come before any route, the web
 * app's catch-all comes last.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdOf,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Load balancers probe these every few seconds; logging each probe would bury real traffic.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
    trustProxy: config.trustProxy,
    bodyLimit: jsonBodyLimitBytes,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const context: AppContext = {
    config,
    db: database.db,
    storage: options.storage ?? storageFor(config),
  };
  // A store that cannot be reached stops the start with the reason, not the first upload.
  await context.storage.ready();
  const sessionResolver =
    options.sessionResolver ??
    createSessionStore({
      db: database.db,
      signingKey: config.sessionSecret,
      ttlMs: config.sessionTtlMs,
      now: () => new Date(),
    }).resolve;
  app.decorate('resolveSession', sessionResolver);
  app.decorateRequest('session', null);

  echoRequestId(app);
  closeConnectionsWhenStopping(app);
  await registerSecurityHeaders(app, { production: config.production });
  await registerRateLimit(app);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 200 } });
  acceptFormBodies(app);
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  registerHealthChecks(app, database.ping);

  for (const register of options.modules ?? featureModules) await register(app, context);

  const servePage = await registerWebApp(app, {
    dist: config.webDist,
    runtimeConfig: {
      environment: config.appEnv,
      announcement: config.announcement,
      enableTestHooks: config.webTestHooks,
    },
  });
  installNotFoundHandler(app, servePage);
  return app;
}

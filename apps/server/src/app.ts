import multipart from '@fastify/multipart';
import type { DatabaseHandle } from '@talent/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig, TrustedProxies } from './env.ts';
import { type FeatureModule, featureModules } from './modules/index.ts';
import type { SessionResolver } from './platform/access/session.ts';
import { type AppContext, createAppContext } from './platform/app-context.ts';
import { installErrorHandler, installNotFoundHandler } from './platform/errors/error-handling.ts';
import { registerCompression } from './platform/http/compression.ts';
import { acceptFormBodies } from './platform/http/form-parser.ts';
import { closeConnectionsWhenStopping } from './platform/http/graceful-close.ts';
import { type Readiness, registerHealthChecks } from './platform/http/health.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerProcessFigures } from './platform/http/process-figures.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { answerInReaderLanguage } from './platform/http/reader-language.ts';
import { echoRequestId, requestIdOf } from './platform/http/request-id.ts';
import {
  answerClientError,
  answerFrameworkError,
  closeConnectionsWithUnreadBodies,
  keepPrivateAnswersOutOfCaches,
  refuseNulCharacters,
  validatorOfParts,
} from './platform/http/request-rules.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { listenForKeptFactsChanges } from './platform/kept/changes.ts';
import { createAttemptsRepository } from './platform/limits/attempts.repository.ts';
import { registerMailboxPage } from './platform/mail/mailbox-page.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { keepAnswersOnceCompressed } from './platform/routes/kept-answers.ts';
import type { Storage } from './platform/storage/index.ts';
import { registerWebApp } from './platform/web/web-app.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** How bearer tokens become sessions; by default the context's session store. */
  sessionResolver?: SessionResolver;
  /** The clock of every module; tests pass one they move. */
  now?: () => Date;
  /** Where uploads go; by default the configured S3-compatible store or the folder `DATA_DIR/uploads`. */
  storage?: Storage;
  /** How mail goes out; by default SMTP_URL, or the database for the development mailbox. */
  mailer?: Mailer;
  /** Whether the process takes traffic yet (see `/readyz`); ready from the start unless given. */
  readiness?: Readiness;
  /** Pino options; off unless given, so tests stay quiet. */
  logger?: FastifyServerOptions['logger'];
  /** The features to serve; all of them unless a test picks its own. */
  modules?: readonly FeatureModule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The context the modules were registered with, for the start script and tests. A module
     * uses the context it is handed, not this.
     */
    platform: AppContext;
  }
}

/**
 * Fastify's trust for X-Forwarded-For. A hop count becomes a function because Fastify refuses a
 * bare number (it cannot tell a proxy from a client that reaches the server directly, which the
 * README's deploy table warns of): the socket is hop 0, so `hop < n` trusts the socket and the
 * n - 1 right-most entries, and the client is the n-th entry from the right (decision 0110).
 */
export function proxyTrustOf(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

/** Largest JSON or form body; uploads are multipart and have their own limit (UPLOAD_MAX_MB). */
export const jsonBodyLimitBytes = 1024 * 1024;

/**
 * The whole server as a Fastify instance, without listening: server.ts listens, tests call
 * `app.inject`. Order matters: the error handler and OpenAPI come before any route, the web
 * app's catch-all comes last.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // The contract is written with zod/mini, which loads no language: a value no contract message
  // covers keeps zod's English reason in the 400 answer.
  z.config(z.locales.en());
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdOf,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Load balancers probe these every few seconds; logging each probe would bury real traffic.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
    trustProxy: proxyTrustOf(config.trustProxy),
    bodyLimit: jsonBodyLimitBytes,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorOfParts);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  answerInReaderLanguage(app);

  const changes = await listenForKeptFactsChanges(database);
  app.addHook('onClose', () => changes.stop());
  const context = createAppContext({
    config,
    db: database.db,
    listen: database.listen,
    changes,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  // A store that cannot be reached stops the start with the reason, not the first upload.
  await context.storage.ready();
  app.decorate('platform', context);
  // Closing the app waits for a scheduled run in progress, so the database closes after it.
  app.addHook('onClose', () => context.schedule.stop());
  app.addHook('onClose', () => context.afterAnswer.settled());
  app.decorate('resolveSession', options.sessionResolver ?? context.sessions.resolve);
  app.decorateRequest('session', null);

  echoRequestId(app);
  refuseNulCharacters(app);
  keepPrivateAnswersOutOfCaches(app);
  closeConnectionsWithUnreadBodies(app);
  closeConnectionsWhenStopping(app);
  registerSecurityHeaders(app, {
    production: config.production,
    analyticsScriptUrl: config.analytics?.scriptUrl,
  });
  await registerRateLimit(app, { repository: createAttemptsRepository(database.db), now: context.now });
  await registerCompression(app);
  keepAnswersOnceCompressed(app);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 200 } });
  acceptFormBodies(app);
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  registerHealthChecks(app, database.ping, options.readiness);
  registerProcessFigures(app, database.poolFigures);

  if (!config.production) registerMailboxPage(app, context.mails, context.afterAnswer);
  // Each module in a plugin of its own: hooks and decorations it adds stay inside it.
  for (const module of options.modules ?? featureModules) {
    await app.register(async (scope) => module(scope, context));
  }

  const servePage = await registerWebApp(app, {
    dist: config.webDist,
    runtimeConfig: {
      environment: config.appEnv,
      announcement: config.announcement,
      enableTestHooks: config.webTestHooks,
      analytics: config.analytics ?? null,
    },
    pageHeads: context.pageHeads,
    publicUrl: config.publicUrl,
  });
  installNotFoundHandler(app, servePage);
  return app;
}

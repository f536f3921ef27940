import closeWithGrace from 'close-with-grace';
import type { FastifyServerOptions } from 'fastify';
import { type AppConfig, EnvironmentError, loadConfig } from './env.ts';
import { demoInvitationPath } from './modules/coworker-invitations/index.ts';
import { redactedLogPaths, requestLogSerializers } from './platform/http/log-safety.ts';
import { type RunningServer, startServer } from './start-server.ts';

/** Requests in flight get this long to finish, after the drain delay, before the process exits. */
const inFlightGraceMs = 10_000;

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const readable = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: redactedLogPaths,
    serializers: requestLogSerializers,
    ...(readable
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

function announce(server: RunningServer, config: AppConfig): void {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
  const lines = [
    '',
    `Talent is running at ${server.url} (environment ${config.appEnv}, database ${database})`,
    `API reference: ${server.url}/api/docs`,
  ];
  if (server.demoAccounts.length > 0) {
    lines.push('Demo accounts:');
    for (const account of server.demoAccounts) {
      lines.push(`  ${account.email.padEnd(26)} ${account.password}  ${account.purpose}`);
    }
    lines.push(`Coworker invitation (open it signed out): ${server.url}${demoInvitationPath}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const server = await startServer(config, { logger: loggerOptions(config) });
  announce(server, config);

  closeWithGrace(
    { delay: config.drainDelayMs + inFlightGraceMs, logger: server.app.log },
    async ({ signal, err }) => {
      if (err) server.app.log.error({ err }, 'stopping after an unexpected error');
      else
        server.app.log.info(
          `${signal} received: not ready any more; finishing requests in flight, then stopping`,
        );
      await server.stop();
    },
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});

import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './platform/storage/s3-storage.ts';

/** The environments of spec section 7; each has its own service URLs and data. */
export const appEnvironments = ['development', 'staging', 'experiment', 'demo', 'production'] as const;
export type AppEnvironment = (typeof appEnvironments)[number];

/** No proxy is trusted (false), so many hops, or the proxies' addresses and ranges. */
export type TrustedProxies = false | number | string[];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const repositoryRoot = resolve(import.meta.dirname, '..', '..', '..');
const developmentSessionSecret = 'development-only-session-secret-never-used-in-production';

/** Variables whose values must never be printed, not even in an error message. */
const secretVariables = new Set([
  'SESSION_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'OIDC_CLIENT_SECRET',
]);

const portRule = 'must be a whole number from 0 to 65535';
const flag = z.stringbool({ error: 'must be true or false' });
const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
/**
 * TRUST_PROXY: how many proxies stand in front (the client is that many entries from the right of
 * X-Forwarded-For, since each proxy appends the address it saw), or the proxies' addresses and
 * ranges. `true` is refused: it takes the left-most entry, which the client writes itself.
 */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxyRule =
  'must be false, the number of proxies in front (such as 1), or their addresses and ranges separated by commas (such as 10.0.0.0/8,loopback)';
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
const trustProxySchema = z.string().transform((value, context): TrustedProxies => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({ code: 'custom', input: value, message: trustProxyRule });
  return z.NEVER;
});

const urlWith = (protocols: RegExp, example: string) =>
  z.url({ protocol: protocols, error: `must be a URL such as ${example}` });

/** All of these or none: an S3-compatible store for uploads instead of the local folder. */
const s3Variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The privacy-friendly, self-hostable analytics whose script the web app can load (spec section 9). */
export const analyticsProviders = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

const analyticsVariables = ['ANALYTICS_PROVIDER', 'ANALYTICS_SRC', 'ANALYTICS_SITE'] as const;

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'test', 'production'], { error: oneOf(['development', 'test', 'production']) })
      .default('development'),
    APP_ENV: z.enum(appEnvironments, { error: oneOf(appEnvironments) }).default('development'),
    PORT: z.coerce
      .number({ error: portRule })
      .int(portRule)
      .min(0, portRule)
      .max(65535, portRule)
      .default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: urlWith(/^https?$/, 'https://talent.example.com').optional(),
    DATABASE_URL: urlWith(/^postgres(ql)?$/, 'postgres://user:password@host:5432/talent').optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number of connections' })
      .int('must be a whole number of connections')
      .min(1, 'must be at least 1 connection')
      .max(200, 'must be at most 200 connections')
      .optional(),
    DATA_DIR: z.string().default(join(repositoryRoot, 'data')),
    LOG_LEVEL: z.enum(logLevels, { error: oneOf(logLevels) }).default('info'),
    TRUST_PROXY: trustProxySchema.default(false),
    WEB_DIST: z.string().default(join(repositoryRoot, 'apps', 'web', 'dist')),
    WEB_TEST_HOOKS: flag.default(false),
    ANNOUNCEMENT: z.string().optional(),
    DRAIN_DELAY_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, 'must be a number of seconds, 0 or more')
      .max(120, 'must be at most 120 seconds')
      .default(0),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .positive('must be a number of hours above 0')
      .default(24 * 7),
    SMTP_URL: urlWith(/^smtps?$/, 'smtp://user:password@mail.example.com:587').optional(),
    MAIL_FROM: z.string().default('Talent <no-reply@talent.example.com>'),
    UPLOAD_MAX_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .positive('must be a number of megabytes above 0')
      .default(34),
    OUTBOUND_ALLOW_HOSTS: z.string().optional(),
    GITHUB_API_URL: urlWith(/^https?$/, 'https://api.github.com').default('https://api.github.com'),
    S3_ENDPOINT: urlWith(/^https?$/, 'https://s3.eu-central-1.amazonaws.com').optional(),
    S3_REGION: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    ANALYTICS_PROVIDER: z.enum(analyticsProviders, { error: oneOf(analyticsProviders) }).optional(),
    ANALYTICS_SRC: urlWith(/^https$/, 'https://plausible.io/js/script.manual.js').optional(),
    ANALYTICS_SITE: z.string().optional(),
    OIDC_ISSUER: urlWith(/^https?$/, 'https://www.linkedin.com/oauth').optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_REDIRECT_URL: urlWith(
      /^https?$/,
      'https://talent.example.com/api/auth/auth-core/oidc/callback',
    ).optional(),
  })
  .superRefine((env, context) => {
    const production = env.NODE_ENV === 'production' || env.APP_ENV === 'production';
    if (production && !env.SESSION_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (a random string of at least 32 characters)',
      });
    }
    if (production && env.WEB_TEST_HOOKS) {
      context.addIssue({ code: 'custom', path: ['WEB_TEST_HOOKS'], message: 'must not be on in production' });
    }
    const s3Given = s3Variables.filter((name) => env[name] !== undefined);
    if (s3Given.length > 0) {
      for (const name of s3Variables.filter((variable) => env[variable] === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when ${s3Given.join(', ')} ${s3Given.length === 1 ? 'is' : 'are'} set (an S3-compatible store needs all of ${s3Variables.join(', ')}; set none of them to keep uploads under DATA_DIR/uploads)`,
        });
      }
    }
    const analyticsGiven = analyticsVariables.filter((name) => env[name] !== undefined);
    if (analyticsGiven.length > 0) {
      for (const name of analyticsVariables.filter((variable) => env[variable] === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when ${analyticsGiven.join(', ')} ${analyticsGiven.length === 1 ? 'is' : 'are'} set (analytics needs all of ${analyticsVariables.join(', ')}; set none of them to send no analytics)`,
        });
      }
    }
    if (env.OIDC_ISSUER && !(env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.OIDC_CLIENT_ID ? 'OIDC_CLIENT_SECRET' : 'OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
  });

export type Environment = z.input<typeof envSchema>;

/** Everything the server is configured with; built from the environment once, at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  appEnv: AppEnvironment;
  /** Production behaviour: required secrets, no development mailbox, no test hooks. */
  production: boolean;
  port: number;
  host: string;
  /** Where links in mails point; the server's own address unless it runs behind another. */
  publicUrl: string;
  /** PostgreSQL; without it the embedded PGlite database under `pgliteDir` is used. */
  databaseUrl: string | undefined;
  /** Connections in this process's PostgreSQL pool (DATABASE_POOL_SIZE); unset, the database's default. */
  databasePoolSize: number | undefined;
  dataDir: string;
  pgliteDir: string;
  /** Where uploads go without `s3`. */
  uploadsDir: string;
  /** An S3-compatible object store for uploads, when S3_* is configured. */
  s3: S3Settings | undefined;
  logLevel: (typeof logLevels)[number];
  /** Which proxies in front may say who the client is (X-Forwarded-For); see TRUST_PROXY. */
  trustProxy: TrustedProxies;
  /** After a stop signal, how long `/readyz` says 503 while requests are still served. */
  drainDelayMs: number;
  webDist: string;
  webTestHooks: boolean;
  announcement: string | null;
  sessionSecret: string;
  sessionTtlMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadMaxBytes: number;
  /**
   * Hosts (`name` or `name:port`) that link previews and the GitHub import may reach even though
   * they resolve to a private or loopback address: tests serve pages on loopback this way.
   */
  outboundAllowHosts: ReadonlySet<string>;
  githubApiUrl: string;
  /**
   * The analytics script and site, only in the production environment (spec section 9: analytics
   * events only in production); elsewhere undefined even when ANALYTICS_* is set.
   */
  analytics: { provider: AnalyticsProvider; scriptUrl: string; site: string } | undefined;
  /** Without `redirectUrl` the callback is this server's own under PUBLIC_URL. */
  oidc:
    | { issuer: string; clientId: string; clientSecret: string; redirectUrl: string | undefined }
    | undefined;
}

/** A start refused because of the environment; the message names every wrong variable. */
export class EnvironmentError extends Error {
  readonly variables: string[];

  constructor(problems: ReadonlyArray<{ variable: string; message: string }>) {
    super(
      `The server cannot start: fix these environment variables.\n${problems
        .map(({ variable, message }) => `  ${variable} ${message}`)
        .join('\n')}`,
    );
    this.name = 'EnvironmentError';
    this.variables = problems.map(({ variable }) => variable);
  }
}

/**
 * Reads and checks the configuration. This module is the only reader of `process.env`; tests
 * pass their own variables. Empty values count as unset, as they do in most `.env` tooling.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new EnvironmentError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        const value = present[variable];
        const shown = value === undefined || secretVariables.has(variable) ? '' : ` (it is "${value}")`;
        return { variable, message: `${issue.message}${shown}` };
      }),
    );
  }
  const env = result.data;
  const dataDir = resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production' || env.APP_ENV === 'production';
  return {
    nodeEnv: env.NODE_ENV,
    appEnv: env.APP_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    uploadsDir: join(dataDir, 'uploads'),
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    drainDelayMs: env.DRAIN_DELAY_SECONDS * 1000,
    webDist: resolve(env.WEB_DIST),
    webTestHooks: env.WEB_TEST_HOOKS,
    announcement: env.ANNOUNCEMENT ?? null,
    sessionSecret: env.SESSION_SECRET ?? developmentSessionSecret,
    sessionTtlMs: env.SESSION_TTL_HOURS * 60 * 60 * 1000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    outboundAllowHosts: new Set(
      (env.OUTBOUND_ALLOW_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    githubApiUrl: env.GITHUB_API_URL.replace(/\/$/, ''),
    analytics:
      env.APP_ENV === 'production' && env.ANALYTICS_PROVIDER && env.ANALYTICS_SRC && env.ANALYTICS_SITE
        ? { provider: env.ANALYTICS_PROVIDER, scriptUrl: env.ANALYTICS_SRC, site: env.ANALYTICS_SITE }
        : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            redirectUrl: env.OIDC_REDIRECT_URL,
          }
        : undefined,
  };
}

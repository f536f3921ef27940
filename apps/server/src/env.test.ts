import { describe, expect, it } from 'vitest';
import { EnvironmentError, loadConfig } from './env.ts';

function refusal(variables: Record<string, string>): EnvironmentError {
  try {
    loadConfig(variables);
  } catch (error) {
    if (error instanceof EnvironmentError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration from the environment', () => {
  it('starts with nothing set: port 8080, development, the embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      appEnv: 'development',
      production: false,
      databaseUrl: undefined,
    });
    expect(config.pgliteDir).toMatch(/data[/\\]pglite$/);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads every environment of the spec', () => {
    for (const appEnv of ['development', 'staging', 'experiment', 'demo', 'production']) {
      expect(loadConfig({ APP_ENV: appEnv, SESSION_SECRET: 'x'.repeat(32) }).appEnv).toBe(appEnv);
    }
  });

  it('refuses a wrong value, naming the variable, the rule and the value', () => {
    const error = refusal({ PORT: 'eighty' });
    expect(error.variables).toEqual(['PORT']);
    expect(error.message).toContain('PORT must be a whole number from 0 to 65535 (it is "eighty")');
  });

  it('names every wrong variable at once', () => {
    const error = refusal({ APP_ENV: 'prod', LOG_LEVEL: 'loud', PORT: '70000', TRUST_PROXY: 'maybe' });
    expect(error.variables.sort()).toEqual(['APP_ENV', 'LOG_LEVEL', 'PORT', 'TRUST_PROXY']);
    expect(error.message).toContain(
      'APP_ENV must be one of development, staging, experiment, demo, production',
    );
  });

  it('refuses a database URL that is not PostgreSQL without printing it', () => {
    const error = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/talent' });
    expect(error.variables).toEqual(['DATABASE_URL']);
    expect(error.message).not.toContain('hunter2');
  });

  it('requires a session secret in production, and never prints a given one', () => {
    expect(refusal({ NODE_ENV: 'production' }).message).toContain('SESSION_SECRET is required in production');
    expect(refusal({ APP_ENV: 'production' }).variables).toEqual(['SESSION_SECRET']);
    const tooShort = refusal({ APP_ENV: 'production', SESSION_SECRET: 'short-secret' });
    expect(tooShort.message).toContain('SESSION_SECRET must be at least 32 characters');
    expect(tooShort.message).not.toContain('short-secret');
    const secret = 's'.repeat(40);
    expect(loadConfig({ APP_ENV: 'production', SESSION_SECRET: secret })).toMatchObject({
      production: true,
      sessionSecret: secret,
    });
  });

  it('keeps browser test hooks out of production', () => {
    expect(
      refusal({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), WEB_TEST_HOOKS: 'true' }).variables,
    ).toEqual(['WEB_TEST_HOOKS']);
    expect(loadConfig({ WEB_TEST_HOOKS: 'true' }).webTestHooks).toBe(true);
  });

  it('sizes the database pool as DATABASE_POOL_SIZE says, else as the database package does', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(refusal({ DATABASE_POOL_SIZE: '0' }).message).toContain(
      'DATABASE_POOL_SIZE must be at least 1 connection (it is "0")',
    );
  });

  it('counts an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('turns units into what the server uses', () => {
    const config = loadConfig({
      UPLOAD_MAX_MB: '2',
      SESSION_TTL_HOURS: '1',
      DATA_DIR: '/srv/talent',
      DRAIN_DELAY_SECONDS: '5',
    });
    expect(config.drainDelayMs).toBe(5000);
    expect(config.uploadMaxBytes).toBe(2 * 1024 * 1024);
    expect(config.sessionTtlMs).toBe(60 * 60 * 1000);
    expect(config.uploadsDir).toBe('/srv/talent/uploads');
  });

  it('asks for the whole professional-network client when its issuer is set', () => {
    expect(refusal({ OIDC_ISSUER: 'https://id.example.com' }).variables).toEqual(['OIDC_CLIENT_ID']);
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'talent',
        OIDC_CLIENT_SECRET: 'secret',
      }).oidc,
    ).toEqual({ issuer: 'https://id.example.com', clientId: 'talent', clientSecret: 'secret' });
  });

  it('takes an S3-compatible store only with all five S3 variables, naming each one missing', () => {
    const partial = refusal({ S3_BUCKET: 'talent-uploads', S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
    expect(partial.variables.sort()).toEqual(['S3_ACCESS_KEY_ID', 'S3_ENDPOINT', 'S3_REGION']);
    expect(partial.message).toContain(
      'S3_REGION is required when S3_BUCKET, S3_SECRET_ACCESS_KEY are set (an S3-compatible store needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; set none of them to keep uploads under DATA_DIR/uploads)',
    );
    expect(partial.message).not.toContain('do-not-print-me');
    expect(refusal({ S3_ENDPOINT: 'minio:9000' }).message).toContain(
      'S3_ENDPOINT must be a URL such as https://s3.eu-central-1.amazonaws.com (it is "minio:9000")',
    );
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'talent-uploads',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'talent',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'talent-uploads',
      region: 'eu-central-1',
      accessKeyId: 'talent',
      secretAccessKey: 'secret',
    });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const analytics = {
  ANALYTICS_PROVIDER: 'plausible',
  ANALYTICS_SRC: 'https://stats.example.org/js/script.manual.js',
  ANALYTICS_SITE: 'talent.example.com',
};
const production = { APP_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-32-characters!!' };

const apps: TestApp[] = [];
async function serve(env: Record<string, string>) {
  const server = await createTestApp({ env, modules: [] });
  apps.push(server);
  const page = await server.request({ method: 'GET', url: '/healthz' });
  const config = await server.request({ method: 'GET', url: '/runtime-config.js' });
  return { csp: String(page.headers['content-security-policy']), runtimeConfig: String(config.body) };
}

afterAll(async () => {
  for (const server of apps) await server.close();
});

describe('analytics (spec section 9: only in production)', { timeout: 60_000 }, () => {
  it('lets the provider script in and tells the web app, in production with a provider set', async () => {
    const { csp, runtimeConfig } = await serve({ ...production, ...analytics });
    expect(csp).toContain("script-src 'self' https://stats.example.org;");
    expect(csp).toContain("connect-src 'self' https://stats.example.org;");
    expect(runtimeConfig).toContain('"analytics":{"provider":"plausible"');
  });

  it('sends nothing and allows nothing outside production, or without a provider', async () => {
    for (const env of [analytics, production]) {
      const { csp, runtimeConfig } = await serve(env);
      expect(csp).not.toContain('stats.example.org');
      expect(csp).toContain("script-src 'self';");
      expect(runtimeConfig).toContain('"analytics":null');
    }
  });

  it('refuses a provider set by halves, naming what is missing', () => {
    expect(() => loadConfig({ ANALYTICS_PROVIDER: 'umami' })).toThrow(/ANALYTICS_SRC is required/);
    expect(() => loadConfig({ ...analytics, ANALYTICS_PROVIDER: 'google' })).toThrow(
      /ANALYTICS_PROVIDER must be one of plausible, umami/,
    );
  });
});

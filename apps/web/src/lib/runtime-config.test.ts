import { defaultServiceBases } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultRuntimeConfig,
  getRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

describe('runtime configuration', () => {
  it('serves every group under /api when the server sets nothing', () => {
    expect(parseRuntimeConfig(undefined)).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig(undefined).serviceBases).toEqual(defaultServiceBases);
    expect(defaultServiceBases.talentV2).toBe('/api/talent/v2');
  });

  it('takes what the server sets and keeps a default for everything missing or wrong', () => {
    const config = parseRuntimeConfig({
      environment: 'staging',
      serviceBases: { master: 'https://master.example/api', auth: 42 },
      staffSystemUrl: 'https://staff.example',
      invitationPageUrl: 'https://hire.example/invitation',
      siteLinks: { faq: 'https://site.example/faq' },
      announcement: '  ',
      enableTestHooks: true,
    });
    expect(config.environment).toBe('staging');
    expect(config.serviceBases.master).toBe('https://master.example/api');
    expect(config.serviceBases.auth).toBe('/api/auth');
    expect(config.staffSystemUrl).toBe('https://staff.example');
    expect(config.invitationPageUrl).toBe('https://hire.example/invitation');
    expect(config.siteLinks.faq).toBe('https://site.example/faq');
    expect(config.siteLinks.about).toBe(defaultRuntimeConfig.siteLinks.about);
    expect(config.announcement).toBeNull();
    expect(config.enableTestHooks).toBe(true);
  });

  it('never turns test hooks on in production', () => {
    expect(parseRuntimeConfig({ environment: 'production', enableTestHooks: true }).enableTestHooks).toBe(
      false,
    );
    expect(parseRuntimeConfig({ environment: 'demo', enableTestHooks: 'yes' }).enableTestHooks).toBe(false);
  });

  it('reads what the page was given in window.__TALENT_CONFIG__', () => {
    window.__TALENT_CONFIG__ = { announcement: 'New jobs every Monday' };
    setRuntimeConfig(undefined);
    expect(getRuntimeConfig().announcement).toBe('New jobs every Monday');
    window.__TALENT_CONFIG__ = undefined;
  });
});

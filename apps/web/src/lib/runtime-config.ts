import { defaultServiceBases, type ServiceGroup, serviceGroups } from '@talent/contract';

export const appEnvironments = ['development', 'staging', 'experiment', 'demo', 'production'] as const;
export type AppEnvironment = (typeof appEnvironments)[number];

/** Pages of the company site the footer links to; they live outside this app. */
/** A privacy-friendly, self-hostable analytics product the server configured (ANALYTICS_*). */
export interface AnalyticsSettings {
  provider: 'plausible' | 'umami';
  /** The provider's script (for Plausible its manual variant: the app sends page views itself). */
  scriptUrl: string;
  /** Plausible's domain or Umami's website id. */
  site: string;
}

export interface SiteLinks {
  about: string;
  career: string;
  event: string;
  contactUs: string;
  faq: string;
}

/**
 * What the app needs to know about where it runs. The server sets it per environment through
 * `/runtime-config.js` (`window.__TALENT_CONFIG__`), so one build serves every environment.
 */
export interface RuntimeConfig {
  environment: AppEnvironment;
  /** Base URL of every service group; the path after it is the spec's path. */
  serviceBases: Record<ServiceGroup, string>;
  /** Where paths under /staffs go: the staff system is not part of this app. */
  staffSystemUrl: string;
  /** The separate page a guest with a coworker invitation token is sent to (spec section 2). */
  invitationPageUrl: string;
  /** Where the employer side continues from an invitation: the employer site is another application. */
  employerSiteUrl: string;
  siteLinks: SiteLinks;
  /** Text of the announcement banner; no banner when absent. */
  announcement: string | null;
  /** Where page views and key events go: set by the server only in production (spec section 9). */
  analytics: AnalyticsSettings | null;
  /** Lets browser tests trigger failure paths (e.g. `?__throw=1`); never on in production. */
  enableTestHooks: boolean;
}

declare global {
  interface Window {
    __TALENT_CONFIG__?: unknown;
  }
}

export const defaultRuntimeConfig: RuntimeConfig = {
  environment: 'development',
  serviceBases: defaultServiceBases,
  staffSystemUrl: '/api/docs',
  invitationPageUrl: '/employer/invitation',
  // No employer site comes with this repository: the API reference shows the employer calls instead.
  employerSiteUrl: '/api/docs',
  // The footer pages this app serves (features/site); a deployment may point them at a company site.
  siteLinks: {
    about: '/about',
    career: '/career',
    event: '/event',
    contactUs: '/contact-us',
    faq: '/faq',
  },
  announcement: null,
  analytics: null,
  enableTestHooks: false,
};

type Source = Record<string, unknown>;

function isRecord(value: unknown): value is Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: Source, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function pickStrings<K extends string>(value: unknown, keys: readonly K[], fallback: Record<K, string>) {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(keys.map((key) => [key, text(source, key, fallback[key])])) as Record<K, string>;
}

function readAnalytics(value: unknown): AnalyticsSettings | null {
  if (!isRecord(value)) return null;
  const { provider, scriptUrl, site } = value;
  if (provider !== 'plausible' && provider !== 'umami') return null;
  if (typeof scriptUrl !== 'string' || !scriptUrl.startsWith('https://')) return null;
  if (typeof site !== 'string' || site.trim() === '') return null;
  return { provider, scriptUrl, site };
}

/**
 * Reads the configuration the server put on the page, keeping a default for every value that is
 * missing or of the wrong kind, so a partial or broken configuration never stops the app.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = isRecord(raw) ? raw : {};
  const environment = appEnvironments.find((name) => name === source.environment);
  const announcement = source.announcement;
  return {
    environment: environment ?? defaultRuntimeConfig.environment,
    serviceBases: pickStrings(source.serviceBases, serviceGroups, defaultRuntimeConfig.serviceBases),
    staffSystemUrl: text(source, 'staffSystemUrl', defaultRuntimeConfig.staffSystemUrl),
    invitationPageUrl: text(source, 'invitationPageUrl', defaultRuntimeConfig.invitationPageUrl),
    employerSiteUrl: text(source, 'employerSiteUrl', defaultRuntimeConfig.employerSiteUrl),
    siteLinks: pickStrings(
      source.siteLinks,
      ['about', 'career', 'event', 'contactUs', 'faq'],
      defaultRuntimeConfig.siteLinks,
    ),
    announcement: typeof announcement === 'string' && announcement.trim() !== '' ? announcement : null,
    // Analytics only in production, however the page was configured (spec section 9).
    analytics: environment === 'production' ? readAnalytics(source.analytics) : null,
    enableTestHooks: source.enableTestHooks === true && environment !== 'production',
  };
}

let current: RuntimeConfig | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  current ??= parseRuntimeConfig(typeof window === 'undefined' ? undefined : window.__TALENT_CONFIG__);
  return current;
}

/** Replaces the configuration, e.g. in a test; `undefined` re-reads the page's configuration. */
export function setRuntimeConfig(config: Partial<RuntimeConfig> | undefined): void {
  current = config === undefined ? undefined : { ...defaultRuntimeConfig, ...config };
}

import { getRuntimeConfig } from './runtime-config';

/**
 * Where a stored file (photo, CV, document) loads from. Server links are paths under the API base;
 * the app may be served beside another origin, so they are read against the API's own.
 */
export function fileHref(url: string): string {
  const base = getRuntimeConfig().serviceBases.talentV1;
  return url.startsWith('/api/talent/v1') ? `${base.replace(/\/api\/talent\/v1\/?$/, '')}${url}` : url;
}

import { type AccountLanguage, messageIn, type PageHead, pageHeadTexts } from '@talent/contract';
import type { SeededQuery } from './server-render.ts';
import { createSitemap, type Sitemap } from './sitemap.ts';

/** What the server knows of a page people share or search engines find, before any script runs. */
export interface SharedPage {
  /** The page's own title, description and picture; without one, the app's stay (a list page). */
  head?: PageHead;
  /** The page's one address when several paths show it (`/talent/company/7` is `/company/7`). */
  canonicalPath?: string;
  /** schema.org data about the page (a `JobPosting`, an `Organization`), written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** The answers the page's queries would fetch, for the server's render to show and hand over. */
  queries?: readonly SeededQuery[];
  /**
   * The revision of everything the page shows, from the change feed (decision 0097): its render is
   * kept for that revision and drawn again once it moves. A page without one is rendered each time.
   */
  revision?: string;
}

/**
 * Finds one page from its path's named parts, the site's origin (for the absolute addresses
 * structured data needs) and the address's query (a list's `?page=`), or null when there is no such
 * page: the server then answers 404.
 */
export type PageHeadSource = (
  parts: Readonly<Record<string, string>>,
  origin: string,
  search: URLSearchParams,
) => Promise<SharedPage | null>;

/** A path no source claims, a claimed path whose page is missing, or the page found. */
export type FoundPage = { kind: 'unclaimed' } | { kind: 'missing' } | { kind: 'found'; page: SharedPage };

/**
 * The pages whose links people share and search engines find: each feature adds its pattern
 * (`/company/:id`) and how to read that page, and the web app writes its head into the HTML of a
 * first load; each feature lists its public pages in the sitemap.
 */
export interface PageHeads {
  add(pattern: string, source: PageHeadSource): void;
  find(path: string, origin: string, search?: URLSearchParams): Promise<FoundPage>;
  sitemap: Sitemap;
}

export function createPageHeads(sitemap: Sitemap = createSitemap()): PageHeads {
  const sources: { pattern: string[]; source: PageHeadSource }[] = [];
  return {
    sitemap,
    add(pattern, source) {
      sources.push({ pattern: pattern.split('/'), source });
    },
    async find(path, origin, search = new URLSearchParams()) {
      const segments = path.split('/');
      for (const { pattern, source } of sources) {
        const parts = matchSegments(pattern, segments);
        if (parts === null) continue;
        const page = await source(parts, origin, search);
        return page === null ? { kind: 'missing' } : { kind: 'found', page };
      }
      return { kind: 'unclaimed' };
    },
  };
}

function matchSegments(pattern: readonly string[], segments: readonly string[]) {
  if (pattern.length !== segments.length) return null;
  const parts: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (expected.startsWith(':')) {
      if (segment === '') return null;
      try {
        parts[expected.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (expected !== segment) return null;
  }
  return parts;
}

/** Text for HTML (and XML) content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * JSON for a `<script type="application/ld+json">`: the browser never runs it (and the content
 * security policy would not let it), and `<`, `>`, `&` and the two line separators are written as
 * `\u` escapes, so no value can close the script element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page's HTML with its own title, description, Open Graph and Twitter card tags and structured
 * data in place of the app's, so a link preview or a search engine that runs no script reads the
 * page, in the page's language. `canonical` is the page's one address in its language
 * (`writeLanguageAlternates` links it); it makes the picture's address absolute.
 */
export function writePageHead(
  html: string,
  page: SharedPage,
  canonical: string,
  language: AccountLanguage,
): string {
  const { head } = page;
  if (head === undefined) return html;
  const title = escapeHtml(messageIn(language, head.title));
  const description = escapeHtml(messageIn(language, head.description));
  const image = head.image === null ? null : escapeHtml(new URL(head.image, canonical).href);
  const own = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Talent" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(image === null ? [] : [`<meta property="og:image" content="${image}" />`]),
    `<meta name="twitter:card" content="${image === null ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image === null ? [] : [`<meta name="twitter:image" content="${image}" />`]),
    ...(page.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(page.structuredData)}</script>`]
      : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${own.join('\n')}\n</head>`);
}

/** The app's own summary, for a page without one of its own (the login page), in its language. */
export function writeAppSummary(html: string, language: AccountLanguage): string {
  const summary = escapeHtml(messageIn(language, pageHeadTexts.app));
  return html.replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${summary}" />`);
}

import { accountLanguages } from '@talent/contract';
import { escapeHtml } from './page-heads.ts';
import { addressIn } from './page-languages.ts';

/** A sitemap page holds at most this many addresses (sitemaps.org). */
const addressesPerSitemapPage = 50_000;

/**
 * Each public page is listed at every address it has (decision 0161): the one that lets the browser
 * choose and one per language, each naming the others, as search engines ask of pages in several
 * languages.
 */
const languageVariants = [null, ...accountLanguages] as const;

/** How many public pages one sitemap page lists. */
export const sitemapPageSize = Math.floor(addressesPerSitemapPage / languageVariants.length);

/** One address of a sitemap: a root-relative path and when its page last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * The public pages of one kind (open jobs, companies, articles), in a fixed order so a page of the
 * sitemap is a stable slice: how many there are, and the slice at `offset`.
 */
export interface SitemapListing {
  count(): Promise<number>;
  entries(offset: number, limit: number): Promise<SitemapEntry[]>;
}

/** The listings by name (`jobs`, `companies`), each split into sitemap pages. */
export interface Sitemap {
  add(name: string, listing: SitemapListing): void;
  /** The index: one sitemap page per `pageSize` addresses of each listing. */
  index(origin: string): Promise<string>;
  /** One page of a listing, or null for a name or page number that is not there. */
  page(name: string, number: number, origin: string): Promise<string | null>;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>';
const sitemapsNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

export function createSitemap(pageSize = sitemapPageSize): Sitemap {
  const listings = new Map<string, SitemapListing>();
  return {
    add(name, listing) {
      listings.set(name, listing);
    },
    async index(origin) {
      const pages: string[] = [];
      for (const [name, listing] of listings) {
        const count = await listing.count();
        for (let number = 1; number <= Math.max(1, Math.ceil(count / pageSize)); number += 1) {
          pages.push(
            `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${name}-${number}.xml`)}</loc></sitemap>`,
          );
        }
      }
      return `${xmlHead}\n<sitemapindex xmlns="${sitemapsNamespace}">\n${pages.join('\n')}\n</sitemapindex>\n`;
    },
    async page(name, number, origin) {
      const listing = listings.get(name);
      if (!listing || !Number.isSafeInteger(number) || number < 1) return null;
      const entries = await listing.entries((number - 1) * pageSize, pageSize);
      if (entries.length === 0 && number > 1) return null;
      const urls = entries.flatMap(({ path, lastModified }) => {
        const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
        const addresses = languageVariants.map((language) => ({
          hreflang: language ?? 'x-default',
          href: escapeHtml(addressIn(new URL(path, origin), language).href),
        }));
        const alternates = addresses
          .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
          .join('');
        return addresses.map(({ href }) => `<url><loc>${href}</loc>${modified}${alternates}</url>`);
      });
      return `${xmlHead}\n<urlset xmlns="${sitemapsNamespace}" xmlns:xhtml="${xhtmlNamespace}">\n${urls.join('\n')}\n</urlset>\n`;
    },
  };
}

/**
 * Lets search engines read the public pages and keeps them out of the signed-in ones: everything
 * under /talent but the job pages (which guests and shared links open), the API, the sign-in
 * callbacks and the account pages.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /talent/job/',
    'Disallow: /talent/',
    'Disallow: /api/',
    'Disallow: /employer/',
    'Disallow: /logout',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import type { PageHead } from '@talent/contract';

/** Finds the head of one page from its path's named parts, or null when there is no such page. */
export type PageHeadSource = (parts: Readonly<Record<string, string>>) => Promise<PageHead | null>;

/**
 * The pages whose links people share: each feature adds its pattern (`/company/:id`) and how to
 * read that page's head, and the web app writes the head into the HTML of a first load.
 */
export interface PageHeads {
  add(pattern: string, source: PageHeadSource): void;
  find(path: string): Promise<PageHead | null>;
}

export function createPageHeads(): PageHeads {
  const sources: { pattern: string[]; source: PageHeadSource }[] = [];
  return {
    add(pattern, source) {
      sources.push({ pattern: pattern.split('/'), source });
    },
    async find(path) {
      const segments = path.split('/');
      for (const { pattern, source } of sources) {
        const parts = matchSegments(pattern, segments);
        if (parts !== null) return source(parts);
      }
      return null;
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
      parts[expected.slice(1)] = decodeURIComponent(segment);
    } else if (expected !== segment) return null;
  }
  return parts;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page's HTML with its own title, description and Open Graph tags in place of the app's, so a
 * link preview that runs no script shows the page. `pageUrl` makes the picture's address absolute.
 */
export function writePageHead(html: string, head: PageHead, pageUrl: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    ...(head.image === null
      ? []
      : [`<meta property="og:image" content="${escapeHtml(new URL(head.image, pageUrl).href)}" />`]),
  ];
  const own = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`, ...tags];
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${own.join('\n')}\n</head>`);
}

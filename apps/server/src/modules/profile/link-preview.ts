import { linkFetchMessages } from '@talent/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { fetchPublic } from '../../platform/http/public-fetch.ts';

/** What a project, publication or portfolio link shows: read from the page's meta tags. */
export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decode(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes[name] = match[3] ?? match[4] ?? match[5] ?? '';
  }
  return attributes;
}

function clip(text: string | undefined, max: number): string | null {
  if (!text) return null;
  const clean = decode(text);
  return clean === '' ? null : clean.slice(0, max);
}

/** Title, description and image of an HTML page: Open Graph first, then the plain tags. Pure. */
export function readLinkPreview(html: string, pageUrl: string): LinkPreview {
  const head = html.slice(0, 200_000);
  const meta = new Map<string, string>();
  for (const tag of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag[0]);
    const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
    if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
  }
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  let image: string | null = null;
  const rawImage = meta.get('og:image') ?? meta.get('twitter:image');
  if (rawImage) {
    try {
      const resolved = new URL(decode(rawImage), pageUrl);
      if (resolved.protocol === 'https:' || resolved.protocol === 'http:') image = resolved.toString();
    } catch {
      image = null;
    }
  }
  return {
    url: pageUrl,
    title: clip(meta.get('og:title') ?? meta.get('twitter:title') ?? titleTag, 255),
    description: clip(meta.get('og:description') ?? meta.get('description'), 500),
    image,
  };
}

export async function previewLink(
  url: string,
  options: { allowHosts: ReadonlySet<string>; timeoutMs?: number | undefined },
): Promise<LinkPreview> {
  const answer = await fetchPublic(url, {
    allowHosts: options.allowHosts,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  if (answer.status >= 400) {
    throw new AppError(400, 'VALIDATION_ERROR', linkFetchMessages.unreachable, {
      fields: { url: linkFetchMessages.unreachable },
    });
  }
  if (!/text\/html|application\/xhtml/i.test(answer.contentType)) {
    throw new AppError(400, 'VALIDATION_ERROR', linkFetchMessages.notHtml, {
      fields: { url: linkFetchMessages.notHtml },
    });
  }
  return readLinkPreview(answer.body.toString('utf8'), answer.url);
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { linkFetchMessages } from '@talent/contract';
import { AppError } from '../errors/app-error.ts';

/**
 * Fetches a page from the public internet for the server's own use (link previews, the GitHub
 * import) without letting a caller reach what only the server can see (server-side request
 * forgery): http(s) only; every address the name resolves to is checked at connect time, so a
 * name that resolves to a private, loopback or link-local address, or re-resolves to one between
 * check and connect, is refused; redirects are followed by hand and checked again; a slow or
 * oversized answer is cut off.
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; false for private, loopback, link-local and the like. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !blocked.check(address, 'ipv6');
}

export interface PublicFetchOptions {
  /** `host` or `host:port` entries allowed although they resolve to a private address (tests). */
  allowHosts?: ReadonlySet<string>;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  headers?: Record<string, string>;
}

export interface PublicAnswer {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const refuse = (message: string, status = 400) =>
  new AppError(status, status === 400 ? 'VALIDATION_ERROR' : 'BAD_GATEWAY', message, {
    fields: { url: message },
  });

function parseAddress(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(linkFetchMessages.invalidAddress);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(linkFetchMessages.invalidAddress);
  if (url.username || url.password) throw refuse(linkFetchMessages.notPublic);
  return url;
}

function isAllowed(url: URL, allowHosts: ReadonlySet<string>): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return allowHosts.has(host) || allowHosts.has(`${host}:${url.port}`);
}

/** A DNS lookup that answers only public addresses, so the socket never opens to a private one. */
function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !isPublicAddress(entry.address));
      if (!allowPrivate && (refused || list.length === 0)) {
        callback(Object.assign(new Error(linkFetchMessages.notPublic), { code: 'ENOTPUBLIC' }), '', 0);
        return;
      }
      if (options.all) callback(null, list);
      else callback(null, list[0]?.address ?? '', list[0]?.family ?? 4);
    });
  };
}

/**
 * What a failed fetch tells the talent: our own refusals as they are, a private address as such, and
 * anything else (refused, reset halfway through the page, no such host) as a site we could not
 * reach. A raw socket error would otherwise read as our own database being away.
 */
function fetchFailure(error: Error & { code?: string }): AppError {
  if (error instanceof AppError) return error;
  if (error.code === 'ENOTPUBLIC') return refuse(linkFetchMessages.notPublic);
  return refuse(linkFetchMessages.unreachable, 502);
}

function requestOnce(url: URL, options: Required<Omit<PublicFetchOptions, 'headers'>> & PublicFetchOptions) {
  const allowPrivate = isAllowed(url, options.allowHosts);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate && !isPublicAddress(literal)) {
    return Promise.reject(refuse(linkFetchMessages.notPublic));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: publicLookup(allowPrivate),
        timeout: options.timeoutMs,
        headers: { accept: options.accept, 'user-agent': 'TalentLinkPreview/1.0', ...options.headers },
      },
      (response) => {
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(refuse(linkFetchMessages.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(refuse(linkFetchMessages.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        response.on('error', (error) => reject(fetchFailure(error)));
      },
    );
    const deadline = setTimeout(() => {
      request.destroy(refuse(linkFetchMessages.tooSlow));
    }, options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(refuse(linkFetchMessages.tooSlow)));
    request.on('error', (error) => reject(fetchFailure(error)));
  });
}

export async function fetchPublic(raw: string, options: PublicFetchOptions = {}): Promise<PublicAnswer> {
  const settings = {
    allowHosts: options.allowHosts ?? new Set<string>(),
    maxBytes: options.maxBytes ?? 1024 * 1024,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxRedirects: options.maxRedirects ?? 3,
    accept: options.accept ?? 'text/html,application/xhtml+xml',
    ...(options.headers ? { headers: options.headers } : {}),
  };
  let url = parseAddress(raw);
  for (let hop = 0; hop <= settings.maxRedirects; hop += 1) {
    const { response, body } = await requestOnce(url, settings);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      url = parseAddress(new URL(location, url).toString());
      continue;
    }
    return {
      url: url.toString(),
      status,
      contentType: String(response.headers['content-type'] ?? ''),
      body,
    };
  }
  throw refuse(linkFetchMessages.tooManyRedirects);
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { linkFetchMessages } from '@talent/contract';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors/app-error.ts';

/**
 * Fetches a page from the public internet for the server's own use (link previews, the GitHub
 * import) without letting a caller reach what only the server can see (server-side request
 * forgery): http(s) only; every address the name resolves to is checked at connect time, so a
 * name that resolves to a private, loopback or link-local address, or re-resolves to one between
 * check and connect, is refused; redirects are followed by hand and checked again; a slow or
 * oversized answer is cut off.
 */

/** IPv6's global unicast block (RFC 4291): every address outside it is special in some way. */
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True for a global unicast address on the public internet; false for every range ipaddr.js names
 * (private, loopback, link-local, carrier NAT, documentation, 6to4, Teredo, NAT64, multicast...)
 * and, in IPv6, for anything outside 2000::/3 (IPv4-compatible `::a.b.c.d`, site-local `fec0::/10`).
 * Only what is allowed is listed, so a form nobody thought of is refused. An IPv4-mapped IPv6
 * address is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(globalUnicast);
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

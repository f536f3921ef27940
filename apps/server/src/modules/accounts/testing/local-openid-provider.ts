import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface NetworkPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next (the provider's own login screen is skipped). */
  signInAs(person: NetworkPerson): void;
  /**
   * Plays the browser from the authorization URL our server redirected to, through the
   * provider's login and consent, up to the redirect back to our callback; answers that URL.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 with a free port, standing
 * in for the professional network in tests. Its interaction step signs in the chosen person and
 * grants the requested scopes without showing a page.
 */
export async function startLocalOpenIdProvider(redirectUrl: string): Promise<LocalOpenIdProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'talent-web';
  const clientSecret = 'talent-web-test-secret-with-enough-length';
  const people = new Map<string, NetworkPerson>();
  let next: NetworkPerson | undefined;

  const { privateKey: signingKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['local-openid-provider-test-key'] },
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      return person && { accountId: sub, claims: () => person };
    },
  });

  const providerCallback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    providerCallback(req, res);
  };

  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (!next) throw new Error('Call signInAs before authorize');
    people.set(next.sub, next);
    const grant = new provider.Grant({ accountId: next.sub, clientId: details.params.client_id });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: next.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(person) {
      next = person;
    },
    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.href.startsWith(redirectUrl)) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const separator = pair.indexOf('=');
          cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('Too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import { accountLimits, accountLinks, type NetworkSignInError, normalizeEmail } from '@talent/contract';
import * as oidc from 'openid-client';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { AccountsRepository, User } from './accounts.repository.ts';

/** The professional network's OpenID Connect client registration, from the environment. */
export interface ProfessionalNetworkSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback as registered at the provider: `<PUBLIC_URL>/api/auth/auth-core/oidc/callback`. */
  redirectUrl: string;
}

export interface ProfessionalNetworkOptions {
  settings: ProfessionalNetworkSettings | undefined;
  repository: AccountsRepository;
  sessions: SessionStore;
  now: () => Date;
  publicUrl: string;
  onError: (error: unknown) => void;
}

const loginTtlMs = 10 * 60_000;
const scope = 'openid email profile';

export type ProfessionalNetwork = ReturnType<typeof createProfessionalNetwork>;

/**
 * Sign-in with a professional network through openid-client: authorization code flow with PKCE,
 * state and nonce. The first sign-in creates a talent without a password (so the gating sends it
 * to create one); later sign-ins find it by the provider's subject, or by a verified email.
 */
export function createProfessionalNetwork(options: ProfessionalNetworkOptions) {
  const { settings, repository, sessions, now } = options;
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(current: ProfessionalNetworkSettings): Promise<oidc.Configuration> {
    const insecure = new URL(current.issuer).protocol === 'http:';
    configuration ??= oidc
      .discovery(
        new URL(current.issuer),
        current.clientId,
        current.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  function webPage(outcome: { token: string } | { error: NetworkSignInError }): string {
    const url = new URL(accountLinks.oidcCallbackPage, options.publicUrl);
    if ('token' in outcome) url.hash = new URLSearchParams({ token: outcome.token }).toString();
    else url.searchParams.set(accountLinks.oidcErrorQuery, outcome.error);
    return url.toString();
  }

  async function accountFor(
    claims: {
      sub: string;
      email?: unknown;
      email_verified?: unknown;
      name?: unknown;
      given_name?: unknown;
      family_name?: unknown;
    },
    issuer: string,
  ): Promise<User | NetworkSignInError> {
    const linked = await repository.findUserByIdentity(issuer, claims.sub);
    if (linked) return linked;
    if (typeof claims.email !== 'string' || !claims.email.includes('@')) return 'email_missing';
    const email = normalizeEmail(claims.email);
    const emailVerified = claims.email_verified === true;
    const existing = await repository.findUserByEmail(email);
    if (existing) {
      if (!emailVerified) return 'email_taken';
      await repository.linkIdentity({ issuer, subject: claims.sub, userId: existing.id });
      return existing;
    }
    const created = await repository.insertUser({
      type: 'talent',
      email,
      passwordHash: null,
      passwordCreated: false,
      verifiedAt: emailVerified ? now() : null,
      fullname: displayName(claims, email),
      phone: null,
      onboarded: false,
      createdAt: now(),
      updatedAt: now(),
    });
    if (!created) return 'failed';
    await repository.linkIdentity({ issuer, subject: claims.sub, userId: created.id });
    return created;
  }

  return {
    configured: settings !== undefined,

    /** Where to send the browser to start; or the web page with an error when it cannot start. */
    async start(): Promise<string> {
      if (!settings) return webPage({ error: 'unavailable' });
      try {
        const config = await discover(settings);
        const codeVerifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        await repository.saveOidcLogin(
          { state, codeVerifier, nonce, expiresAt: new Date(now().getTime() + loginTtlMs) },
          now(),
        );
        return oidc
          .buildAuthorizationUrl(config, {
            redirect_uri: settings.redirectUrl,
            scope,
            state,
            nonce,
            code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
            code_challenge_method: 'S256',
          })
          .toString();
      } catch (error) {
        options.onError(error);
        return webPage({ error: 'unavailable' });
      }
    },

    /** Finishes the flow from the provider's redirect; answers the web page to send the browser to. */
    async finish(query: Record<string, string | undefined>): Promise<string> {
      if (!settings) return webPage({ error: 'unavailable' });
      if (query.error) return webPage({ error: 'cancelled' });
      const login = query.state ? await repository.takeOidcLogin(query.state, now()) : undefined;
      if (!login) return webPage({ error: 'expired' });
      try {
        const config = await discover(settings);
        const currentUrl = new URL(settings.redirectUrl);
        for (const [name, value] of Object.entries(query))
          if (value !== undefined) currentUrl.searchParams.set(name, value);
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
        });
        const idClaims = tokens.claims();
        if (!idClaims) return webPage({ error: 'failed' });
        const claims =
          typeof idClaims.email === 'string'
            ? idClaims
            : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
        const user = await accountFor(claims, config.serverMetadata().issuer);
        if (typeof user === 'string') return webPage({ error: user });
        if (user.deactivatedAt) return webPage({ error: 'failed' });
        return webPage({ token: await sessions.start(user.id) });
      } catch (error) {
        options.onError(error);
        return webPage({ error: 'failed' });
      }
    },
  };
}

/** The network's name for the person, cut to our limit; the email's local part when it gives none. */
function displayName(
  claims: { name?: unknown; given_name?: unknown; family_name?: unknown },
  email: string,
): string {
  const fromParts = [claims.given_name, claims.family_name]
    .filter((p) => typeof p === 'string' && p.trim())
    .join(' ');
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : fromParts;
  return (name || email.split('@')[0] || email).slice(0, accountLimits.fullNameMax);
}

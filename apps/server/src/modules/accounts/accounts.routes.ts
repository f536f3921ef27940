import {
  accountHeaders,
  accountMessages,
  changePassword,
  confirmEmailChange,
  createPassword,
  currentSession,
  deactivateAccount,
  defaultServiceBases,
  oidcPaths,
  readerLanguageOf,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  saveAccountLanguage,
  signin,
  signout,
  signup,
  undoEmailChange,
  verifyEmail,
} from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../../platform/access/session.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { sessionExpired, unauthorized } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createAccountsService } from './accounts.service.ts';
import { type AttemptLimits, defaultAttemptLimits } from './attempt-limits.ts';
import { readDeviceCookie } from './device-cookie.ts';
import { createEmailChangeService } from './email-change.ts';
import { createEmailChangesRepository } from './email-changes.repository.ts';
import { createProfessionalNetwork, type ProfessionalNetworkSettings } from './professional-network.ts';

export interface AccountsModuleOptions {
  limits?: Partial<AttemptLimits>;
  /** The professional network; by default from OIDC_* in the environment. */
  network?: ProfessionalNetworkSettings;
}

const hour = 3_600_000;
export const verifyTokenTtlMs = 48 * hour;
export const resetTokenTtlMs = hour;

/** The callback to register at the provider, unless OIDC_REDIRECT_URL names another. */
export function oidcCallbackUrl(publicUrl: string): string {
  return `${publicUrl}${defaultServiceBases.auth}${oidcPaths.callback}`;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Ended mail links are useless at once; an hourly sweep keeps the table to the live ones. */
const endedTokensCleanUpEveryMs = 60 * 60 * 1000;

/** The accounts capability: the auth endpoints of spec section 7 and their mails. */
export function createAccountsModule(options: AccountsModuleOptions = {}) {
  return async function registerAccountsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
    const { config, db, now, sessions, mailer, attempts } = context;
    const repository = createAccountsRepository(db);
    const service = createAccountsService({
      repository,
      sessions,
      mailer,
      attempts,
      afterAnswer: context.afterAnswer,
      events: context.events,
      now,
      publicUrl: config.publicUrl,
      signingKey: config.sessionSecret,
      limits: { ...defaultAttemptLimits, ...options.limits },
      verifyTokenTtlMs,
      resetTokenTtlMs,
      onMailError: (error, mail) =>
        app.log.error({ err: error, subject: mail.subject }, 'sending a mail failed'),
    });
    const network = createProfessionalNetwork({
      settings:
        options.network ??
        (config.oidc && {
          ...config.oidc,
          redirectUrl: config.oidc.redirectUrl ?? oidcCallbackUrl(config.publicUrl),
        }),
      repository,
      sessions,
      now,
      publicUrl: config.publicUrl,
      onError: (error) => app.log.warn({ err: error }, 'professional-network sign-in failed'),
    });
    const emailChange = createEmailChangeService({
      changes: createEmailChangesRepository(db),
      accounts: repository,
      sessions,
      send: async (mail) => {
        try {
          await mailer.send(mail);
        } catch (error) {
          app.log.error({ err: error, subject: mail.subject }, 'sending a mail failed');
        }
      },
      afterAnswer: context.afterAnswer,
      now,
      publicUrl: config.publicUrl,
    });
    context.events.subscribe('account.email-change-requested', (asked) => emailChange.request(asked));
    context.schedule.every('account-tokens:delete-ended', endedTokensCleanUpEveryMs, async (at) => {
      app.log.info({ deleted: await repository.deleteEndedTokens(at) }, 'deleted ended mail links');
    });

    /** For the calls that take a token without requiring one (sign-out, session lookup). */
    async function sessionOf(request: FastifyRequest) {
      const token = bearerTokenOf(request.headers.authorization);
      return { token, session: token ? await app.resolveSession(token) : null };
    }

    registerEndpoint(app, signup, async ({ body, request }) => ({
      data: await service.signup(
        body,
        request.ip,
        headerOf(request, accountHeaders.source),
        readerLanguageOf(request.headers['accept-language']),
      ),
      meta: { message: accountMessages.signupSuccess },
    }));

    registerEndpoint(app, signin, async ({ body, request, reply }) => {
      const device = readDeviceCookie(request.headers.cookie, config.sessionSecret);
      const { session, deviceCookie } = await service.signin(body, request.ip, device);
      reply.header('set-cookie', deviceCookie);
      return { data: session, meta: { message: accountMessages.signinSuccess } };
    });

    registerEndpoint(app, currentSession, async ({ request }) => {
      const { token, session } = await sessionOf(request);
      if (!token || !session) throw unauthorized();
      if (session === 'expired') throw sessionExpired();
      return {
        data: await service.currentSession(session, token),
        meta: { message: accountMessages.session },
      };
    });

    registerEndpoint(app, signout, async ({ body, request }) => {
      const { session } = await sessionOf(request);
      if (session && session !== 'expired') await service.signout(session, body.everywhere);
      return { data: null, meta: { message: accountMessages.signedOut } };
    });

    registerEndpoint(app, changePassword, async ({ body, session, request }) => ({
      data: await service.changePassword(session, body, request.ip),
      meta: { message: accountMessages.passwordUpdated },
    }));

    registerEndpoint(app, createPassword, async ({ body, session }) => ({
      data: await service.createPassword(session, body),
      meta: { message: accountMessages.passwordCreated },
    }));

    registerEndpoint(app, resendVerification, async ({ body, request }) => {
      await service.resendVerification(
        body,
        request.ip,
        readerLanguageOf(request.headers['accept-language']),
      );
      return { data: null, meta: { message: accountMessages.resendVerificationSuccess } };
    });

    registerEndpoint(app, verifyEmail, async ({ query }) => ({
      data: await service.verifyEmail(query.token),
      meta: { message: accountMessages.verifySuccess },
    }));

    registerEndpoint(app, requestPasswordReset, async ({ query, request }) => {
      await service.requestPasswordReset(
        query,
        request.ip,
        readerLanguageOf(request.headers['accept-language']),
      );
      return { data: null, meta: { message: accountMessages.resetUrlSent } };
    });

    registerEndpoint(app, resetPassword, async ({ body, request, reply }) => {
      reply.header(
        'set-cookie',
        await service.resetPassword(headerOf(request, accountHeaders.resetToken), body),
      );
      return { data: null, meta: { message: accountMessages.passwordUpdated } };
    });

    registerEndpoint(app, confirmEmailChange, async ({ body }) => {
      const { email } = await emailChange.confirm(body.token);
      return { data: { email }, meta: { message: accountMessages.emailChanged(email) } };
    });

    registerEndpoint(app, undoEmailChange, async ({ body }) => {
      const { email } = await emailChange.undo(body.token);
      return { data: { email }, meta: { message: accountMessages.emailChangeUndone(email) } };
    });

    registerEndpoint(app, saveAccountLanguage, async ({ body, session }) => ({
      data: { language: await service.saveLanguage(session, body.language) },
    }));

    registerEndpoint(app, deactivateAccount, async ({ session }) => {
      await service.deactivate(session);
      return { data: null, meta: { message: accountMessages.deactivated } };
    });

    app.get(
      `${defaultServiceBases.auth}${oidcPaths.authorize}`,
      { schema: { tags: ['auth'], summary: 'Start the professional-network sign-in (browser redirect)' } },
      async (_request, reply) => reply.redirect(await network.start()),
    );

    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${defaultServiceBases.auth}${oidcPaths.callback}`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Finish the professional-network sign-in; redirects to the web app with a session token',
        },
      },
      async (request, reply) => reply.redirect(await network.finish(request.query)),
    );
  };
}

export const registerAccountsRoutes = createAccountsModule();

import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Accounts: sign-up, sign-in, passwords and sessions (spec sections 4, 5, 6, 7 Auth, 8 Login).
 * Every rule and message below is the single source for the server and the web forms.
 */

export const userTypes = ['talent', 'employer', 'staff'] as const;
export type UserType = (typeof userTypes)[number];

/** Limits of spec section 5; the password maximum is ours and keeps hashing bounded. */
export const accountLimits = {
  emailMax: 50,
  passwordMin: 6,
  passwordMax: 128,
  fullNameMin: 3,
  fullNameMax: 255,
  phoneMin: 9,
  phoneMax: 18,
} as const;

export const accountMessages = {
  /** Sign-up with `source: employer`: this app serves talents only (its employer is rejected at login too). */
  employerSignupClosed: 'Employer accounts are not created in this app',
  passwordRequired: '* Field cannot be empty',
  passwordTooShort: '* Password is too short (should be more than 6 characters)',
  passwordTooLong: `* Password is too long (should be at most ${accountLimits.passwordMax} characters)`,
  passwordConfirmationMismatch: "* Password confirmation doesn't match Password",
  /** Checked by the server only: the list of common passwords is too large to send to browsers. */
  passwordTooCommon: '* This password is one of the most common; choose one that is harder to guess',
  fullNameRequired: '* Please fill your Full Name',
  fullNameLength: `* Full Name should be ${accountLimits.fullNameMin} to ${accountLimits.fullNameMax} characters`,
  fullNameLettersOnly: 'Letters only',
  emailRequired: '* Please fill your Email',
  emailInvalid: '* Invalid email address. Insert @ to your email',
  emailTooLong: `* Email should be at most ${accountLimits.emailMax} characters`,
  phoneRequired: '* Please fill your Phone Number',
  phoneNumbersOnly: 'Numbers only',
  emailTaken: '* This email is already registered. Please sign in or reset your password',
  signupSuccess: 'Sign up success, Please check your email to verify your account.',
  termsRequired: '* Please agree to the Terms of Service and Privacy Policy to create an account',
  signinSuccess: 'Sign in success',
  invalidCredentials: 'email or password is invalid',
  wrongCurrentPassword: "Sorry, that password isn't right.",
  accountNotVerified: 'Your email is not verified yet. Please check your email or resend the verification.',
  verifySuccess: 'Your email has been verified. Please sign in.',
  resendVerificationSuccess: 'Resend verification success, Please check your email.',
  resetUrlSent:
    'If an account exists for this email, we have sent a link to reset the password. Please check your email.',
  passwordUpdated: 'Your password has been successfully updated',
  passwordCreated: 'Your password has been successfully created',
  passwordAlreadyCreated: 'Your password is already created. Please change it from Settings instead.',
  linkInvalid: 'This link is invalid, expired or already used. Please request a new one.',
  /** Asked for at the email field of the personal edit, when the email changes (issue 29). */
  currentPasswordForEmail: '* Enter your current password to change your email',
  /** Where only name and phone may change (the Apply Job modal), the email is changed from the profile. */
  emailChangedInProfileOnly: '* To change your email, edit your personal information in your profile',
  emailChangeLinkSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your sign-in email changes when you follow it.`,
  emailChanged: (email: string) => `Your sign-in email is now ${email}. Please sign in with it.`,
  emailChangeUndone: (email: string) =>
    `The change of your sign-in email was undone: it is ${email} again. Please sign in and choose a new password.`,
  signedOut: 'You have signed out',
  deactivated: 'Your account has been deactivated',
  session: 'Session found',
} as const;

export function phoneLengthMessage(min: number, max: number): string {
  return `* Phone Number should be ${min} to ${max} characters`;
}

/** `meta.type` of account answers a client branches on, beside the shared catalogue. */
export const accountErrorTypes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountNotVerified: 'ACCOUNT_NOT_VERIFIED',
  emailTaken: 'EMAIL_TAKEN',
  wrongCurrentPassword: 'WRONG_PASSWORD',
  linkInvalid: 'LINK_INVALID',
  passwordAlreadyCreated: 'PASSWORD_ALREADY_CREATED',
} as const;

function requiredText(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }));
}

export const emailSchema = requiredText(accountMessages.emailRequired).check(
  z.maxLength(accountLimits.emailMax, { error: accountMessages.emailTooLong, abort: true }),
  z.regex(z.regexes.email, { error: accountMessages.emailInvalid }),
);

/** Passwords are taken as typed: spaces count and are never trimmed. */
export const passwordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .check(
    z.minLength(1, { error: accountMessages.passwordRequired, abort: true }),
    z.minLength(accountLimits.passwordMin, { error: accountMessages.passwordTooShort, abort: true }),
    z.maxLength(accountLimits.passwordMax, { error: accountMessages.passwordTooLong }),
  );

/** Sign-in only checks presence, so old or mistyped passwords get the one quiet answer. */
export const currentPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .check(
    z.minLength(1, { error: accountMessages.passwordRequired, abort: true }),
    z.maxLength(accountLimits.passwordMax, { error: accountMessages.passwordTooLong }),
  );

const nameCharacters = /^[\p{L}\p{M} '’-]+$/u;

export const fullNameSchema = requiredText(accountMessages.fullNameRequired).check(
  z.minLength(accountLimits.fullNameMin, { error: accountMessages.fullNameLength, abort: true }),
  z.maxLength(accountLimits.fullNameMax, { error: accountMessages.fullNameLength, abort: true }),
  z.regex(nameCharacters, { error: accountMessages.fullNameLettersOnly }),
);

const phoneCharacters = /^[0-9+()_\- ]+$/;

/** The spec has phone variants (9-18 for accounts, 6-18 elsewhere, 6-15 for a friend's number). */
export function makePhoneSchema(length: { min: number; max: number }) {
  const lengthMessage = phoneLengthMessage(length.min, length.max);
  return requiredText(accountMessages.phoneRequired).check(
    z.regex(phoneCharacters, { error: accountMessages.phoneNumbersOnly, abort: true }),
    z.minLength(length.min, { error: lengthMessage }),
    z.maxLength(length.max, { error: lengthMessage }),
  );
}

export const phoneSchema = makePhoneSchema({ min: accountLimits.phoneMin, max: accountLimits.phoneMax });

/**
 * Adds the confirmation rule to any object holding `password` and `password_confirmation`;
 * the reason lands on the confirmation field, where the form shows it.
 */
export function withPasswordConfirmation<
  T extends z.ZodMiniType<{ password: string; password_confirmation: string }>,
>(schema: T) {
  return schema.check(
    z.refine((value) => value.password === value.password_confirmation, {
      error: accountMessages.passwordConfirmationMismatch,
      path: ['password_confirmation'],
    }),
  );
}

/** Lower-cased and trimmed: one person, one account, whatever the casing typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Request headers the spec names. Header names are case-insensitive; these are the lower-case forms. */
export const accountHeaders = {
  /** `employer` on sign-up creates an employer account; the talent app sends `marketplace`. */
  source: 'source',
  /** The reset token on `POST /auth-core/forgot-password`. */
  resetToken: 'token',
} as const;

export const signupSources = { employer: 'employer', marketplace: 'marketplace' } as const;

/**
 * Links that mails carry, all to the web app's login page, which calls the API with the token.
 * The professional-network sign-in ends on `oidcCallbackPage` with `#token=...` or `?error=...`.
 */
export const accountLinks = {
  verifyQuery: 'verify_token',
  resetQuery: 'reset_token',
  /** In the mail to the new address: following it makes the change. */
  emailChangeQuery: 'email_change_token',
  /** In the mail to the old address: following it undoes the change. */
  emailUndoQuery: 'email_undo_token',
  oidcCallbackPage: '/login/callback',
  oidcErrorQuery: 'error',
} as const;

/** Why a professional-network sign-in ended without a session (`/login/callback?error=...`). */
export const networkSignInErrors = [
  'unavailable',
  'cancelled',
  'expired',
  'email_missing',
  'email_taken',
  'failed',
] as const;
export type NetworkSignInError = (typeof networkSignInErrors)[number];

const linkQueries = {
  verify: accountLinks.verifyQuery,
  reset: accountLinks.resetQuery,
  'email-change': accountLinks.emailChangeQuery,
  'email-undo': accountLinks.emailUndoQuery,
} as const;

export function accountLink(publicUrl: string, purpose: keyof typeof linkQueries, token: string): string {
  const url = new URL('/login', publicUrl);
  url.searchParams.set(linkQueries[purpose], token);
  return url.toString();
}

export const onboardedSchema = z.object({
  status: z.boolean(),
  last_page: z.number().check(z.int(), z.nonnegative()),
  password_created: z.boolean(),
});

/** The languages a person reads Talent in (issue #35); English is the spec's. */
export const accountLanguages = ['en', 'id'] as const;
export type AccountLanguage = (typeof accountLanguages)[number];

/** The address's parameter that names a public page's language: `/login?lang=id` (decision 0161). */
export const languageParameter = 'lang';

/**
 * The cookie in which a browser keeps the language last chosen on it, so that the server renders an
 * address that names none in that language rather than the browser's preferred one.
 */
export const languageCookie = 'language';

export const accountLanguageSchema = z.object({ language: z.enum(accountLanguages) });

/** What sign-in answers and what the login gating needs (spec section 4). */
export const sessionDataSchema = z.object({
  token: z.string(),
  type: z.enum(userTypes),
  id: z.number().check(z.int(), z.positive()),
  onboarded: onboardedSchema,
  /** The account's language, so it follows the person to every device they sign in on. */
  language: z.optional(z.enum(accountLanguages)),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullname: fullNameSchema,
  phone: phoneSchema,
  /** The person agrees to the Terms of Service and the Privacy Policy (decision 0138). */
  terms_accepted: z.literal(true, { error: accountMessages.termsRequired }),
});

export const signinBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});

export const changePasswordBodySchema = withPasswordConfirmation(
  z.object({
    old_password: currentPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: accountMessages.passwordRequired }),
  }),
);

export const createPasswordBodySchema = withPasswordConfirmation(
  z.object({
    password: passwordSchema,
    password_confirmation: z.string({ error: accountMessages.passwordRequired }),
  }),
);

export const emailBodySchema = z.object({ email: emailSchema });

const tokenSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(512));

export const signup = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/signup',
  summary:
    'Create a talent account and send the verify mail; a taken email gets the same answer and its owner a mail. The header `source: employer` is refused with a 403: this app serves no employer',
  access: 'public',
  body: signupBodySchema,
  successStatus: 201,
  /** No account id: a taken email is answered exactly like a new one, so nothing tells them apart. */
  data: z.object({ email: z.string(), type: z.enum(userTypes) }),
});

export const signin = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/signin',
  summary: 'Sign in with email and password; 401 when the email is not verified yet',
  access: 'public',
  body: signinBodySchema,
  data: sessionDataSchema,
});

/** Ours: the web app reads the session it was handed (after the professional-network sign-in). */
export const currentSession = defineEndpoint({
  method: 'GET',
  group: 'auth',
  path: '/auth-core/session',
  summary: 'The signed-in account of the bearer token, in the sign-in shape',
  access: 'public',
  data: sessionDataSchema,
});

/** Ours: the spec does not show a sign-out call. `everywhere` ends every session of the account. */
export const signout = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/signout',
  summary: 'End the session of the bearer token (or every session with `everywhere`)',
  access: 'public',
  body: z._default(z.object({ everywhere: z._default(z.boolean(), false) }), { everywhere: false }),
  data: z.null(),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/changepassword',
  summary: 'Change the password; ends every session and answers a fresh one for this device',
  access: 'talent',
  body: changePasswordBodySchema,
  data: sessionDataSchema,
});

export const createPassword = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/createpassword',
  summary: 'Set the first password of an account made without one; ends other sessions',
  access: 'talent',
  body: createPasswordBodySchema,
  data: sessionDataSchema,
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/resendverification',
  summary: 'Send the verify mail again (same answer whether or not the account exists)',
  access: 'public',
  body: emailBodySchema,
  data: z.null(),
});

export const verifyEmail = defineEndpoint({
  method: 'GET',
  group: 'auth',
  path: '/auth-core/verify',
  summary: 'Verify the email with the single-use token from the verify mail',
  access: 'public',
  query: z.object({ token: tokenSchema }),
  data: z.object({ email: z.string() }),
});

export const requestPasswordReset = defineEndpoint({
  method: 'GET',
  group: 'auth',
  path: '/auth-core/reseturl',
  summary: 'Send a password reset mail (same answer whether or not the account exists)',
  access: 'public',
  query: emailBodySchema,
  data: z.null(),
});

/** The reset token travels in the `Token` header (spec section 7). */
export const resetPassword = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/forgot-password',
  summary: 'Set a new password with the single-use reset token of the `Token` header; ends every session',
  access: 'public',
  body: z.object({ password: passwordSchema }),
  data: z.null(),
});

export const deactivateAccount = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/account/deactivate',
  summary: 'Deactivate the signed-in account and end every session',
  access: 'talent',
  data: z.null(),
});

/** Ours: the spec's settings page does not name a language; saved on the account, it follows them. */
export const saveAccountLanguage = defineEndpoint({
  method: 'PUT',
  group: 'auth',
  path: '/account/language',
  summary: 'Choose the language the account reads Talent and its mails in',
  access: 'talent',
  body: accountLanguageSchema,
  data: accountLanguageSchema,
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/email-change/confirm',
  summary: 'Make the asked-for change of the sign-in email, with the token mailed to the new address',
  access: 'public',
  body: z.object({ token: tokenSchema }),
  data: z.object({ email: z.string() }),
});

export const undoEmailChange = defineEndpoint({
  method: 'POST',
  group: 'auth',
  path: '/auth-core/email-change/undo',
  summary: 'Undo a change of the sign-in email, with the token mailed to the old address; ends every session',
  access: 'public',
  body: z.object({ token: tokenSchema }),
  data: z.object({ email: z.string() }),
});

/** Ours: browser redirects of the professional-network (OpenID Connect) sign-in, not JSON calls. */
export const oidcPaths = {
  authorize: '/auth-core/oidc/authorize',
  callback: '/auth-core/oidc/callback',
} as const;

export const accountEndpoints = {
  signup,
  signin,
  currentSession,
  signout,
  changePassword,
  createPassword,
  resendVerification,
  verifyEmail,
  requestPasswordReset,
  resetPassword,
  deactivateAccount,
  saveAccountLanguage,
  confirmEmailChange,
  undoEmailChange,
} as const;

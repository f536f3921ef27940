import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accountLink,
  accountMessages,
  changePasswordBodySchema,
  createPasswordBodySchema,
  emailSchema,
  fullNameSchema,
  makePhoneSchema,
  normalizeEmail,
  passwordSchema,
  phoneSchema,
  signupBodySchema,
} from './accounts.ts';

/** The message a form would show for a value, or `ok` when the value passes. */
function messageFor(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'no message');
}

describe('email rule', () => {
  it.each([
    [undefined, '* Please fill your Email'],
    ['', '* Please fill your Email'],
    ['   ', '* Please fill your Email'],
    ['talent.example.com', '* Invalid email address. Insert @ to your email'],
    ['talent@', '* Invalid email address. Insert @ to your email'],
    [`${'a'.repeat(39)}@example.com`, '* Email should be at most 50 characters'],
    [`${'a'.repeat(38)}@example.com`, 'ok'],
    ['  Budi.Santoso@Example.co.id ', 'ok'],
  ])('%j gives %s', (value, message) => {
    expect(messageFor(emailSchema, value)).toBe(message);
  });

  it('normalizes casing and spaces so one person has one account', () => {
    expect(normalizeEmail('  Budi.Santoso@Example.CO.ID ')).toBe('budi.santoso@example.co.id');
  });
});

describe('password rule', () => {
  it.each([
    [undefined, '* Field cannot be empty'],
    ['', '* Field cannot be empty'],
    ['12345', '* Password is too short (should be more than 6 characters)'],
    ['123456', 'ok'],
    ['      ', 'ok'],
    ['x'.repeat(129), '* Password is too long (should be at most 128 characters)'],
  ])('%j gives %s', (value, message) => {
    expect(messageFor(passwordSchema, value)).toBe(message);
  });

  it('puts a confirmation mismatch on the confirmation field', () => {
    const result = createPasswordBodySchema.safeParse({
      password: 'Demo!2026',
      password_confirmation: 'Demo!2027',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['password_confirmation'],
        message: "* Password confirmation doesn't match Password",
      }),
    ]);
  });

  it('accepts a matching confirmation when changing the password', () => {
    const result = changePasswordBodySchema.safeParse({
      old_password: 'x',
      password: 'Demo!2026',
      password_confirmation: 'Demo!2026',
    });
    expect(result.success).toBe(true);
  });
});

describe('full name rule', () => {
  it.each([
    [undefined, '* Please fill your Full Name'],
    ['  ', '* Please fill your Full Name'],
    ['Al', '* Full Name should be 3 to 255 characters'],
    ['A'.repeat(256), '* Full Name should be 3 to 255 characters'],
    ['Budi 2', 'Letters only'],
    ['budi@santoso', 'Letters only'],
    ["Siti Nur'aini", 'ok'],
    ['Anak Agung Gde-Putra', 'ok'],
    ['Zoë Müller', 'ok'],
  ])('%j gives %s', (value, message) => {
    expect(messageFor(fullNameSchema, value)).toBe(message);
  });
});

describe('phone rule', () => {
  it.each([
    [undefined, '* Please fill your Phone Number'],
    ['', '* Please fill your Phone Number'],
    ['0812-abc-999', 'Numbers only'],
    ['08123456', '* Phone Number should be 9 to 18 characters'],
    ['+62 (812) 3456-7890_12', '* Phone Number should be 9 to 18 characters'],
    ['081234567', 'ok'],
    ['+62 (812) 3456-789', 'ok'],
  ])('%j gives %s', (value, message) => {
    expect(messageFor(phoneSchema, value)).toBe(message);
  });

  it('serves the shorter variants with their own bounds', () => {
    const friendPhone = makePhoneSchema({ min: 6, max: 15 });
    expect(messageFor(friendPhone, '123456')).toBe('ok');
    expect(messageFor(friendPhone, '1234567890123456')).toBe('* Phone Number should be 6 to 15 characters');
  });
});

describe('sign-up body', () => {
  it('reports every invalid field at once, each under its own name', () => {
    const result = signupBodySchema.safeParse({ email: 'x', password: '1', fullname: '', phone: 'abc' });
    const reasons = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(reasons).toEqual({
      email: accountMessages.emailInvalid,
      password: accountMessages.passwordTooShort,
      fullname: accountMessages.fullNameRequired,
      phone: accountMessages.phoneNumbersOnly,
      terms_accepted: accountMessages.termsRequired,
    });
  });
});

describe('mail links', () => {
  it('point at the web login page with the token in the query', () => {
    expect(accountLink('https://talent.example.com/', 'verify', 'a.b')).toBe(
      'https://talent.example.com/login?verify_token=a.b',
    );
    expect(accountLink('http://localhost:8080', 'reset', 'xyz')).toBe(
      'http://localhost:8080/login?reset_token=xyz',
    );
  });
});

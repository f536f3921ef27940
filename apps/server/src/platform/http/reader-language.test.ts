import {
  accountMessages,
  addBankTest,
  indonesianMessages,
  platformMessages,
  signup,
  verifyEmail,
} from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

const indonesian = { 'accept-language': 'id' };
const badSignup = {
  email: 'ani',
  password: '123',
  fullname: 'Ani',
  phone: '0812',
  terms_accepted: true,
} as never;

describe('answers in the reader language', () => {
  it("answers a refusal's message and field reasons in Indonesian when the request reads Indonesian", async () => {
    const answer = await server.inject(signup, { body: badSignup }, { headers: indonesian });
    expect(answer.status).toBe(400);
    expect(answer.body.meta.message).toBe(indonesianMessages.platformMessages.invalidInput);
    expect(answer.body.fields?.email).toBe(indonesianMessages.accountMessages.emailInvalid);
    expect(answer.body.fields?.password).toBe(indonesianMessages.accountMessages.passwordTooShort);
  });

  it("keeps the spec's English byte for byte otherwise", async () => {
    const readers: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'fr' },
    ];
    for (const headers of readers) {
      const answer = await server.inject(signup, { body: badSignup }, { headers });
      expect(answer.body.meta.message).toBe(platformMessages.invalidInput);
      expect(answer.body.fields?.email).toBe(accountMessages.emailInvalid);
      expect(answer.body.fields?.password).toBe(accountMessages.passwordTooShort);
    }
  });

  it("answers a change's message in Indonesian, and a service's refusal too", async () => {
    const signedUp = await server.inject(
      signup,
      {
        body: {
          email: 'ani.lestari@example.co.id',
          password: 'Rahasia!2026',
          fullname: 'Ani Lestari',
          phone: '+62 812 1234 5678',
          terms_accepted: true,
        } as never,
      },
      { headers: { ...indonesian, source: 'marketplace' } },
    );
    expect(signedUp.body.meta.message).toBe(indonesianMessages.accountMessages.signupSuccess);
    const dead = await server.inject(
      verifyEmail,
      { query: { token: 'no-such-token' } as never },
      { headers: indonesian },
    );
    expect(dead.status).toBe(400);
    expect(dead.body.meta.message).toBe(indonesianMessages.accountMessages.linkInvalid);
  });

  it('leaves staff answers in English', async () => {
    const answer = await server.inject(addBankTest, { body: {} as never }, { headers: indonesian });
    expect(answer.status).toBe(401);
    expect(answer.body.meta.message).toBe(platformMessages.unauthorized);
  });
});

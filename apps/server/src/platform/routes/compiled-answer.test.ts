import { envelopeOf, listTalentOpportunities, type Opportunity } from '@talent/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registerEndpoint } from './register-endpoint.ts';

const card: Opportunity = {
  id: 7,
  company_id: 1,
  company_name: 'Gojek "GoTo" <Jakarta>',
  company_image: null,
  location: 'Jakarta',
  position_category: 'Engineering',
  position_level: 'Mid Level',
  working_system: 'On-site',
  min_exp: 2,
  position_name: 'Backend Engineer',
  salary: { min: 15_000_000, max: 20_000_000 },
  skills: ['Java', 'TypeScript'],
  is_closed: false,
  published_at: '2026-11-20T08:00:00.000Z',
  applied: false,
  application: null,
  bookmarked: true,
  match: { score: 85, matched: true, reasons: ['2 of your skills', 'in Jakarta'] },
  buttons: [{ type: 'UNBOOKMARK', params: { product_id: 7 } }],
};

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    modules: [
      (app) =>
        registerEndpoint(
          app,
          listTalentOpportunities,
          async ({ query }) => {
            // A row carries more than the card: what the contract leaves out must not be written.
            const rows = [
              { ...card, password_hash: 'secret' },
              { ...card, id: 8, match: null, salary: null },
            ];
            return { data: rows.slice(0, query.size), meta: { count: 2 } };
          },
          { compiledAnswer: true },
        ),
    ],
  });
});

afterAll(async () => {
  await server?.close();
});

describe('an answer written by the serializer compiled from the contract', () => {
  it('writes what zod writes for the same answer, and only the contract’s fields', async () => {
    const talent = await server.signInAs('compiled@example.com');
    const answer = await server.inject(
      listTalentOpportunities,
      { params: { id: talent.id }, query: { size: 2 } },
      { token: talent.token },
    );
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    const byZod = serializerCompiler({
      schema: envelopeOf(listTalentOpportunities.data),
      method: 'GET',
      url: '/',
    })({
      data: [
        { ...card, password_hash: 'secret' },
        { ...card, id: 8, match: null, salary: null },
      ],
      meta: { message: 'Success', count: 2 },
    });
    expect(answer.body).toEqual(JSON.parse(byZod));
  });

  it('keeps the error envelope for a refused call', async () => {
    const talent = await server.signInAs('refused@example.com');
    const answer = await server.inject(
      listTalentOpportunities,
      { params: { id: talent.id }, query: { size: 0 } },
      { token: talent.token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: null, meta: { type: 'VALIDATION_ERROR' } });
  });
});

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

/**
 * The OpenAPI document of every registered endpoint, built from the same zod schemas that
 * validate requests, and its reference page, served from this server (no CDN).
 * Register before any route, so every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Talent API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ data, meta: { message, count, type } }`; a refusal adds `error` and, for invalid input, `fields` with a reason per field.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Tags start folded: with every operation unfolded (the default) Swagger UI drew only the first tag
  // once the API passed about 140 operations, and a list of tags reads better at this size anyway.
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    staticCSP: true,
    uiConfig: { docExpansion: 'none' },
  });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}

import type { FastifyInstance } from 'fastify';
import { parseFormBody } from './form-body.ts';

/** Accepts `application/x-www-form-urlencoded` bodies (the spec's surveys send them). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseFormBody(String(body)));
    },
  );
}

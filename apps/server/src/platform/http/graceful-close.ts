import type { FastifyInstance } from 'fastify';

/**
 * Once the server is stopping, every answer still going out closes its connection. Otherwise a
 * keep-alive connection that carried a request in flight would hold the shutdown open until its
 * idle timeout, long after its last answer was sent.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

import { type DataOf, defaultServiceBases, type Endpoint, type Meta } from '@talent/contract';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network every component test talks to: MSW answers the app's own `fetch` calls, at the
 * network level, with the handlers a test gives (`network.use(...)`, usually a feature's shared
 * handlers from its `test/` folder). Handlers last one test; a request no handler answers goes on
 * to the real `fetch`, which fails in the test environment.
 */
export const network = setupServer();

/** A handler for `endpoint` at its address in the app (`{id}` in its path matches any value). */
export function onEndpoint(endpoint: Endpoint, resolver: HttpResponseResolver) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](`${defaultServiceBases[endpoint.group]}${path}`, resolver);
}

/** A handler that answers `endpoint` with `data` in the success envelope. */
export function answer<E extends Endpoint>(
  endpoint: E,
  data: DataOf<E>,
  meta: Meta = { message: 'Success' },
) {
  return onEndpoint(endpoint, () => HttpResponse.json({ data, meta }));
}

/**
 * Every option list of the master group (`/data/<list>`) answering `lists[<list>]` whole, or an
 * empty list, as forms open them.
 */
export function serveOptionLists(lists: Record<string, unknown[]> = {}): void {
  network.use(
    http.get(`${defaultServiceBases.master}/data/:list`, ({ params }) => {
      const data = lists[String(params.list)] ?? [];
      return HttpResponse.json({ data, meta: { message: 'Success', count: data.length } });
    }),
  );
}

/**
 * Every other call of the API answered with an empty list, for a page whose test describes only the
 * calls it is about; give it before the handlers that matter (`network.use` puts the latest first).
 */
export function answerTheRestEmpty(): void {
  network.use(http.all('/api/*', () => HttpResponse.json({ data: [], meta: { message: 'Success' } })));
}

/** A write the app sent: its method, path and JSON body (null when it had none). */
export interface SentWrite {
  method: string;
  path: string;
  body: unknown;
}

/** A list of the writes handlers keep with `keep`, which also hands back the body it read. */
export function writeLog() {
  const writes: SentWrite[] = [];
  return {
    writes,
    async keep(request: Request): Promise<unknown> {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      writes.push({ method: request.method, path: new URL(request.url).pathname, body });
      return body;
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import {
  type BodyOf,
  defaultServiceBases,
  type Endpoint,
  fillPath,
  type Meta,
  type ParamsOf,
} from '@talent/contract';

/** A 5xx as a client saw it: when, and what its envelope said. */
export interface ServerErrorAnswer {
  at: number;
  status: number;
  type: string | undefined;
  message: string | undefined;
}

export interface ClientRecord {
  /** Requests that met no server, or lost it before the whole answer came (a crash, a stop). */
  connectionErrors: number;
  /** Requests that got no answer within the client's patience. */
  hangs: number;
  serverErrors: ServerErrorAnswer[];
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the caller reads the fields of the endpoint it called
  data: any;
  meta: Meta;
}

export interface Call<E extends Endpoint> {
  params?: ParamsOf<E>;
  body?: BodyOf<E>;
  token?: string;
  headers?: Record<string, string>;
}

/** How long a client waits for one answer before it gives up on it and sends again. */
const patienceMs = 20_000;
const pauseBetweenTriesMs = 50;

/**
 * A client as a careful app behaves: a request that met no server, lost its connection or got a
 * 5xx is sent again, the same, until an answer of 4xx or below comes; every failure is counted.
 */
export function createRetryingClient(baseUrl: string) {
  const record: ClientRecord = { connectionErrors: 0, hangs: 0, serverErrors: [] };

  async function once<E extends Endpoint>(endpoint: E, call: Call<E>): Promise<Answer | undefined> {
    const url = `${baseUrl}${defaultServiceBases[endpoint.group]}${fillPath(endpoint.path, (call.params ?? {}) as Record<string, string | number>)}`;
    try {
      const response = await fetch(url, {
        method: endpoint.method,
        headers: {
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...call.headers,
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(patienceMs),
      });
      const envelope = (await response.json()) as { data: unknown; meta: Meta };
      if (response.status < 500) return { status: response.status, data: envelope.data, meta: envelope.meta };
      record.serverErrors.push({
        at: Date.now(),
        status: response.status,
        type: envelope.meta?.type,
        message: envelope.meta?.message,
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') record.hangs += 1;
      else record.connectionErrors += 1;
    }
    return undefined;
  }

  return {
    record,
    /** One try: the answer, or nothing when it failed (counted in the record). */
    tryOnce: once,
    async send<E extends Endpoint>(endpoint: E, call: Call<E>): Promise<Answer> {
      for (;;) {
        const answer = await once(endpoint, call);
        if (answer) return answer;
        await sleep(pauseBetweenTriesMs);
      }
    },
  };
}

export type RetryingClient = ReturnType<typeof createRetryingClient>;

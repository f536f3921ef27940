import autocannon from 'autocannon';

/** Connections every HTTP benchmark holds open, no pipelining. */
export const connections = 32;
/**
 * Seconds per measurement (`BENCH_SECONDS`, default 3). The API bench measures about fifty endpoints,
 * each beside the trivial one, on two databases, and must finish in 15 minutes on two cores: at 5 s it
 * took 18.6. Three seconds still send thousands of requests to all but the slowest endpoints.
 */
export const seconds = Number(process.env.BENCH_SECONDS ?? 3);
/** The endpoint each measurement is set beside, so a loaded machine slows both alike. */
export const trivialPath = '/healthz';
/** What every browser sends, so the measured answers are the compressed ones browsers get. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

/** The address and the headers of one request in a sequence that `measure` walks. */
export interface SequencedRequest {
  path: string;
  headers: Record<string, string>;
}

/**
 * One address under load for `seconds`; or, with `next`, the next request of a sequence for every
 * request, whichever connection sends it (for addresses that must not repeat while they could be kept).
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  next?: () => SequencedRequest,
): Promise<Measurement> {
  const requests = next && [{ setupRequest: (request: object) => ({ ...request, ...next() }) }];
  const result = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    headers,
    ...(requests && { requests }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A few hundred requests first, so caches, plans and the JIT are what a running server has. */
export async function warm(url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, connections: 8, amount: 400, headers });
}

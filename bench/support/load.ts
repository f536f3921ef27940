import autocannon from 'autocannon';

/** Connections every HTTP benchmark holds open, no pipelining. */
export const connections = 32;
/** Seconds per measurement (`BENCH_SECONDS`, default 5). */
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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

/** One address under load for `seconds`. */
export async function measure(url: string, headers: Record<string, string>): Promise<Measurement> {
  const result = await autocannon({ url, connections, pipelining: 1, duration: seconds, headers });
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

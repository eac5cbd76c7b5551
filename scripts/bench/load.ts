import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
}

/**
 * Drives one endpoint with a fixed number of connections for a fixed time (loopback only, bounded)
 * and reports latency percentiles from every response, in milliseconds.
 */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A path for each request (a different search each time, say), instead of the url's. */
  path?: () => string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        connections: options.connections,
        duration: options.seconds,
        ...(options.path
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({ ...request, path: options.path?.() }),
                },
              ],
            }
          : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) errors++;
    });
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return {
    requests: times.length,
    errors: errors + result.errors + result.timeouts,
    rps: times.length / options.seconds,
    p50: at(0.5),
    p95: at(0.95),
  };
}

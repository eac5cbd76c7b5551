import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from '../access/access.ts';

/** How long requests take, in seconds: the bounds of the latency histogram's buckets. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** A pool's connections as the metrics tell them (PostgreSQL's; the embedded database has none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

/** A label's value in the exposition format: backslash, quote and newline escaped. */
const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * The process's figures in the Prometheus text format (issue 44), at `GET /api/metrics` for the
 * operator's scraper: requests by method, route (its template, never its ids) and status, their
 * latency as a histogram, the 5xx among them, the pool's connections, the event loop's lag and the
 * memory. Served only where `METRICS_TOKEN` is set, to the bearer of that token: the figures name
 * every route and how busy the service is, which is nobody else's business.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string;
    pool: () => PoolStats | null;
    /** Reads sent to the replica and to the primary, where a replica is set. */
    reads?: () => { replica: number; primary: number } | null;
  },
): void {
  const series = new Map<string, Series>();
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  app.addHook('onClose', async () => lag.disable());

  // Every answer counts, a refusal by the access hook included: Fastify measures from its arrival.
  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    // The route's template (`/api/x/findById/:id`): an unknown path is one series, not one per path.
    // The web app's files (a route each) are one series: the API's routes are what is watched.
    const template = request.routeOptions.url;
    const route = template === undefined ? 'ninguna' : template.startsWith('/api/') ? template : 'web';
    const key = `method="${label(request.method)}",route="${label(route)}",status="${reply.statusCode}"`;
    let s = series.get(key);
    if (!s) {
      s = { count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      series.set(key, s);
    }
    s.count++;
    s.sum += seconds;
    LATENCY_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) (s as Series).buckets[i] = ((s as Series).buckets[i] ?? 0) + 1;
    });
  });

  const expected = Buffer.from(`Bearer ${options.token}`);
  const allowed = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.get(
    '/api/metrics',
    // Public to the access hook (no session): the token below is its own guard.
    { config: PUBLIC, schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(request))
        return reply.code(401).send({ result: false, message: 'Se requiere el token de métricas.' });
      const lines: string[] = [];
      const help = (name: string, type: string, text: string) =>
        lines.push(`# HELP ${name} ${text}`, `# TYPE ${name} ${type}`);
      help('erario_http_requests_total', 'counter', 'Solicitudes atendidas, por método, ruta y estado.');
      for (const [key, s] of series) lines.push(`erario_http_requests_total{${key}} ${s.count}`);
      help('erario_http_errors_total', 'counter', 'Solicitudes respondidas con un error del servidor (5xx).');
      let errors = 0;
      for (const [key, s] of series) if (/status="5\d\d"/.test(key)) errors += s.count;
      lines.push(`erario_http_errors_total ${errors}`);
      help('erario_http_request_duration_seconds', 'histogram', 'Duración de las solicitudes, en segundos.');
      for (const [key, s] of series) {
        LATENCY_BUCKETS.forEach((bound, i) => {
          lines.push(`erario_http_request_duration_seconds_bucket{${key},le="${bound}"} ${s.buckets[i]}`);
        });
        lines.push(`erario_http_request_duration_seconds_bucket{${key},le="+Inf"} ${s.count}`);
        lines.push(`erario_http_request_duration_seconds_sum{${key}} ${s.sum.toFixed(6)}`);
        lines.push(`erario_http_request_duration_seconds_count{${key}} ${s.count}`);
      }
      const pool = options.pool();
      if (pool) {
        help('erario_db_pool_connections', 'gauge', 'Conexiones del pool a PostgreSQL, por estado.');
        lines.push(`erario_db_pool_connections{state="total"} ${pool.total}`);
        lines.push(`erario_db_pool_connections{state="idle"} ${pool.idle}`);
        help('erario_db_pool_waiting', 'gauge', 'Solicitudes esperando una conexión del pool.');
        lines.push(`erario_db_pool_waiting ${pool.waiting}`);
      }
      const reads = options.reads?.();
      if (reads) {
        help(
          'erario_db_reads_total',
          'counter',
          'Lecturas de reportes y listas, por base: la réplica al día, o la principal (réplica atrasada o caída).',
        );
        lines.push(`erario_db_reads_total{target="replica"} ${reads.replica}`);
        lines.push(`erario_db_reads_total{target="primary"} ${reads.primary}`);
      }
      help(
        'erario_event_loop_lag_seconds',
        'gauge',
        'Retraso del ciclo de eventos desde la lectura anterior de las métricas: media, p99 y máximo.',
      );
      lines.push(`erario_event_loop_lag_seconds{stat="mean"} ${(lag.mean / 1e9).toFixed(6)}`);
      lines.push(`erario_event_loop_lag_seconds{stat="p99"} ${(lag.percentile(99) / 1e9).toFixed(6)}`);
      lines.push(`erario_event_loop_lag_seconds{stat="max"} ${(lag.max / 1e9).toFixed(6)}`);
      // Each scrape reads the lag since the one before: an alert sees now, not the whole uptime.
      lag.reset();
      const memory = process.memoryUsage();
      help('erario_process_resident_memory_bytes', 'gauge', 'Memoria residente del proceso.');
      lines.push(`erario_process_resident_memory_bytes ${memory.rss}`);
      help('erario_process_heap_used_bytes', 'gauge', 'Memoria en uso del montón de JavaScript.');
      lines.push(`erario_process_heap_used_bytes ${memory.heapUsed}`);
      help('erario_process_uptime_seconds', 'gauge', 'Segundos desde que el proceso arrancó.');
      lines.push(`erario_process_uptime_seconds ${process.uptime().toFixed(0)}`);
      return reply
        .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
        .send(`${lines.join('\n')}\n`);
    },
  );
}

import { existsSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { errorEnvelope } from '@erario/contracts';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PEPPERED_LIKE, sessionCheck } from './modules/identity/index.ts';
import { SERVER_MODULES } from './modules.ts';
import { registerAccessHook } from './platform/access/access.hook.ts';
import { PUBLIC } from './platform/access/access.ts';
import { loadTokenKeys } from './platform/access/token.ts';
import { startAuditSealer } from './platform/audit/audit-chain.ts';
import { recordSecurityEvent } from './platform/audit/security-events.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/database.ts';
import { pendingMigrations } from './platform/db/migrate.ts';
import { readsOn } from './platform/db/replica.ts';
import { addDocumentHooks } from './platform/documents/hooks.ts';
import { addGuideChecks } from './platform/guide.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { type PoolStats, registerMetrics } from './platform/http/metrics.ts';
import { namedSchemas } from './platform/http/openapi.ts';
import { newRequestId, registerRequestContext } from './platform/http/request-context.ts';
import { requestForLog } from './platform/http/request-log.ts';
import { createMailer } from './platform/mail/mailer.ts';
import type { ServerModule } from './platform/module.ts';
import { startRealtime } from './platform/realtime/realtime.ts';
import { reportRoutes } from './platform/reports/report.routes.ts';
import { addResourceHooks } from './platform/resources/hooks.ts';
import { registerResources } from './platform/resources/resource.routes.ts';
import type { Platform } from './platform/services.ts';
import { addStatistics } from './platform/statistics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the access, permission and tenancy sweeps. */
    routeTable: RouteOptions[];
    platform: Platform;
  }
}

export async function buildApp(
  db: Db,
  config: Config,
  options: {
    logger?: boolean;
    modules?: readonly ServerModule[];
    clock?: Clock;
    /** The database pool's connections, for the metrics (PostgreSQL's). */
    pool?: () => PoolStats | null;
    /** DATABASE_REPLICA_URL's database: reports and lists read there once it has caught up. */
    replica?: Db;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    frameworkErrors,
    // Made here, never taken from a header a client could set: it goes into the audit trail.
    genReqId: newRequestId,
  });
  registerRequestContext(app);
  // The API takes JSON bodies only (ASVS 13.1.5): plain text, which a page of another site may post
  // without the browser asking first, is answered 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // The generated documentation is public by declaration here, in one place.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, ...PUBLIC };
    routeTable.push(route);
  });

  const keys = await loadTokenKeys(db, process.env.JWT_SECRET);
  const platform: Platform = {
    db,
    reads: readsOn(db, options.replica, (error) =>
      app.log.warn({ err: error }, 'la réplica no responde: las lecturas van a la base principal por 5 s'),
    ),
    config,
    keys,
    mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    clock: options.clock ?? systemClock,
  };
  app.decorate('platform', platform);
  await warnOfMissingPepper(app, db, config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
  await app.register(cookie);
  // API answers carry people's and institutions' data: no browser or proxy keeps a copy
  // (OWASP ASVS 8.2.1). A route that may be cached says so itself.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: a value that may be null is said as JSON Schema says it (`type: [..., 'null']`).
      openapi: '3.1.0',
      info: {
        title: 'Erario API',
        version: '0.1.0',
        description: 'Finanzas públicas: servicios de Erario',
        license: { name: 'Propietaria', identifier: 'LicenseRef-Erario' },
      },
      servers: [{ url: '/', description: 'Este servidor' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas that carry an id (`.meta({ id })`) become named components a generated client imports.
    transformObject: namedSchemas,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const spa = existsSync(join(config.webDist, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      // `dist` is a link to the build of the day (scripts/build-web.mjs): resolved now, a running server
      // keeps the build it started with when a later start swaps the link to a new one.
      root: realpathSync(config.webDist),
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/vite.compress.ts): sent to whoever accepts them.
      preCompressed: true,
      cacheControl: false,
      // Hashed files never change under their name: a year. The page that names them is checked each
      // time. Caches keep each encoding apart.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  registerErrorHandler(app, {
    spa,
    onForbidden: (request, error) =>
      recordSecurityEvent(
        db,
        {
          kind: 'acceso_negado',
          idUser: request.auth?.idUser ?? null,
          idClient: request.auth?.idClient ?? null,
          ip: request.ip,
          detail: {
            ruta: `${request.method} ${request.routeOptions.url ?? request.url}`,
            motivo: error.message,
          },
        },
        (failure) => request.log.error({ err: failure }, 'evento de seguridad sin registrar'),
      ),
  });
  const sessions = sessionCheck(db);
  app.addHook('onClose', async () => sessions.stop());
  registerAccessHook(app, keys, db, sessions.stands, platform.clock);
  registerInputGuard(app);

  // Readiness: the database answers and has every migration this code expects (a load balancer sends
  // traffic only to a process that says so); the journal is read once, when the code loads.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: PUBLIC,
      schema: {
        tags: ['platform'],
        summary: 'Listo para atender: la base de datos responde y tiene sus migraciones',
        operationId: 'getHealth',
        // The input guard refuses a malformed request here as on every route.
        response: { 200: z.object({ status: z.literal('ok') }), 400: errorEnvelope, 503: errorEnvelope },
      },
    },
    async (_request, reply) => {
      const pending = await pendingMigrations(db);
      if (pending.length > 0)
        return reply.status(503).send({
          result: false,
          message:
            pending.length === 1
              ? `La base de datos no tiene la migración ${pending[0]}: reinicie el servidor para aplicarla.`
              : `La base de datos no tiene las migraciones ${pending.join(', ')}: reinicie el servidor para aplicarlas.`,
        });
      return { status: 'ok' as const };
    },
  );

  // Liveness without touching the database: also the benchmark's floor for an empty route.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/live',
    {
      config: PUBLIC,
      schema: {
        tags: ['platform'],
        summary: 'El proceso responde',
        operationId: 'getHealthLive',
        response: { 200: z.object({ status: z.literal('ok') }), 400: errorEnvelope },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  if (config.metricsToken)
    registerMetrics(app, {
      token: config.metricsToken,
      pool: options.pool ?? (() => null),
      reads: () => platform.reads.counts(),
    });

  const modules = options.modules ?? SERVER_MODULES;
  const reports = modules.flatMap((m) => m.reports ?? []);
  await registerResources(
    app,
    platform,
    reports.map((s) => s.report),
  );
  for (const module of modules) {
    if (module.resourceHooks) addResourceHooks(module.resourceHooks);
    if (module.documentHooks) addDocumentHooks(module.documentHooks);
    for (const provision of module.provides ?? []) provision.plug();
    if (module.statistics) addStatistics(module.statistics);
    if (module.guide) addGuideChecks(module.guide);
    for (const { prefix, plugin } of module.routes?.(platform) ?? []) await app.register(plugin, { prefix });
  }
  await app.register(reportRoutes(db, platform.reads, reports), { prefix: '/api/reports' });
  // The audit trail's entries are sealed into their hash chain a few seconds after they commit.
  const stopSealing = startAuditSealer(db, (error) =>
    app.log.error({ err: error }, 'sellado de la auditoría'),
  );
  app.addHook('onClose', () => stopSealing());
  await startRealtime(
    app,
    db,
    keys,
    sessions,
    modules.flatMap((m) => m.realtime ?? []),
    platform.clock,
  );

  await app.ready();
  return app;
}

/**
 * Passwords hashed with a pepper cannot be verified without it: said once at start, in words an
 * operator acts on, rather than as every such person failing to sign in.
 */
async function warnOfMissingPepper(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  if (config.passwordPepper) return;
  const found = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from app_user where password_hash like ${PEPPERED_LIKE}`,
  );
  const n = found.rows[0]?.n ?? 0;
  if (n > 0)
    app.log.error(
      `${n} contraseña(s) se guardaron con PASSWORD_PEPPER y la variable no está definida: esas personas no podrán ingresar hasta que se defina con el mismo valor.`,
    );
}

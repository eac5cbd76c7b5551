import { type AnyReport, RESOURCES, type ResourceDef, resourceEndpoints } from '@erario/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authOf } from '../access/access.hook.ts';
import { ownedRow, type Tenancy } from '../access/access.ts';
import { fileRoute, route } from '../http/endpoint.ts';
import { ok } from '../http/replies.ts';
import { PERIOD_ROW } from '../periods/period.ts';
import { csvText } from '../reports/csv.ts';
import { xlsxBuffer } from '../reports/xlsx.ts';
import type { Platform } from '../services.ts';
import { ListCache } from './list-cache.ts';
import { type Row, resourceService } from './resource.service.ts';

/**
 * The spec's operations for one declared master, as `resourceEndpoints(def)` declares them in
 * contracts, on the plugin of its service; the tenancy of each (SQL) is decided here.
 */
export function resourceRoutes(
  def: ResourceDef,
  { db, reads }: Platform,
  reportScreens: string[] = [],
  cache?: ListCache,
) {
  const service = resourceService(def, cache);
  const e = resourceEndpoints(def);
  const token: Tenancy = { kind: 'token' };
  // A route naming a row of a tenant master reaches only the token's client's rows (404 otherwise).
  const row: Tenancy = service.tenant ? ownedRow(def.table) : token;
  const options = {
    ...e.options,
    access:
      e.options.access.kind === 'anyScreen'
        ? { ...e.options.access, screens: [...e.options.access.screens, ...reportScreens] }
        : e.options.access,
  };

  return async (app: FastifyInstance) => {
    // Lists read where reports do: the replica once it has caught up (platform/db/replica.ts).
    route(app, e.list, token, async (request) =>
      ok(await reads.read((from) => service.list(from, authOf(request), request.query))),
    );

    if (e.ofClient) {
      route(app, e.ofClient, { kind: 'client-param', param: 'idClient' }, async (request) =>
        ok(await reads.read((from) => service.list(from, authOf(request), request.query))),
      );
    }

    if (e.ofParent && def.scope.kind === 'parent') {
      const parentDef = RESOURCES.find(
        (x) => x.name === (def.scope as { resource: string }).resource,
      ) as ResourceDef;
      const parentRow: Tenancy = service.tenant ? ownedRow(parentDef.table, 'idParent') : token;
      route(app, e.ofParent, parentRow, async (request) => {
        const auth = authOf(request);
        // The parent must be visible to the caller; its absence reads as not found.
        await resourceService(parentDef).findOne(db, auth, request.params.idParent);
        return ok(
          await reads.read((from) =>
            service.list(from, auth, { ...request.query, parentId: request.params.idParent }),
          ),
        );
      });
    }

    if (e.ofPeriod) {
      route(app, e.ofPeriod, PERIOD_ROW, async (request) =>
        ok(
          await reads.read((from) =>
            service.list(from, authOf(request), { ...request.query, idPeriod: request.params.idPeriod }),
          ),
        ),
      );
    }

    route(app, e.detail, row, async (request) =>
      ok(await service.findOne(db, authOf(request), request.params.id)),
    );

    route(app, options, token, async (request) =>
      ok(await service.options(db, authOf(request), request.query.search, request.query.idPeriod)),
    );

    route(app, e.create, token, async (request) =>
      ok(await service.create(db, authOf(request), request.body as Row), done(def, 'creado')),
    );

    route(app, e.update, token, async (request) =>
      ok(
        await service.update(db, authOf(request), request.body as Row & { id: number; version: number }),
        done(def, 'actualizado'),
      ),
    );

    route(app, e.remove, row, async (request) => {
      await service.remove(db, authOf(request), request.params.id);
      return ok(null, done(def, 'eliminado'));
    });

    fileRoute(app, e.export, token, async (request, reply) => {
      const { format, ...query } = request.query;
      const rows = await service.all(db, authOf(request), query);
      return sendExport(reply, def, rows, format);
    });
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const done = (def: ResourceDef, participle: string) =>
  `${capital(def.labels.singular)} ${def.labels.feminine ? participle.replace(/o$/, 'a') : participle}.`;

/** The columns a person reads, in the list's order, with referenced rows by their shown value. */
function exportColumns(def: ResourceDef) {
  return def.fields.map((fd) => ({
    header: fd.label,
    value: (row: Row) => {
      const v = fd.kind === 'ref' ? row[`${fd.name}Label`] : row[fd.name];
      if (fd.kind === 'boolean') return v ? 'Sí' : 'No';
      if (fd.kind === 'enum') return fd.options?.find((o) => o.value === v)?.label ?? v;
      return v;
    },
    money: fd.kind === 'money',
    rate: fd.kind === 'rate',
    numeric: fd.kind === 'integer',
  }));
}

async function sendExport(reply: FastifyReply, def: ResourceDef, rows: Row[], format: 'csv' | 'xlsx') {
  const columns = exportColumns(def);
  const name = `${def.labels.plural.replace(/\s+/g, '-')}`;
  if (format === 'csv') {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(
        csvText(
          columns.map((c) => ({ header: c.header, money: c.money, numeric: c.numeric })),
          rows.map((row) => columns.map((c) => c.value(row))),
        ),
      );
  }
  const buffer = await xlsxBuffer(
    capital(def.labels.plural),
    columns.map((c) => ({ header: c.header, money: c.money })),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .send(buffer);
}

/**
 * Every declared master's routes. `reports` are every module's reports: one that asks for a row of
 * a master (a beneficiary, a document type) lets its screen read that master's options. The other
 * screens that pick a master's rows are declared with the screen (`picks`, in the catalogue). Their
 * list pages and options share one `cache` for the app.
 */
export async function registerResources(
  app: FastifyInstance,
  platform: Platform,
  reports: readonly Pick<AnyReport, 'screen' | 'params'>[] = [],
  cache = new ListCache(),
): Promise<void> {
  for (const def of RESOURCES) {
    const screens = [
      ...reports
        .filter((r) => r.params.some((p) => p.kind === 'master' && p.resource === def.name))
        .map((r) => r.screen),
    ];
    await app.register(resourceRoutes(def, platform, screens, cache), { prefix: `/api/${def.service}` });
  }
}

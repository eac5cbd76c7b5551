import {
  idClientParam,
  idParam,
  inputSchema,
  page,
  pageQuery,
  RESOURCES,
  type ResourceDef,
  rowId,
  updateSchema,
  writeRoles,
} from '@erario/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../access/access.hook.ts';
import { anyScreen, screen } from '../access/access.ts';
import { ok, replies } from '../http/replies.ts';
import { xlsxBuffer } from '../reports/xlsx.ts';
import type { Platform } from '../services.ts';
import { type Row, resourceService } from './resource.service.ts';

const rowSchema = z.record(z.string(), z.unknown());
const parentParam = z.object({ idParent: rowId });

function listQuery(def: ResourceDef) {
  const sortable = ['id', ...def.fields.map((fd) => fd.name)] as [string, ...string[]];
  return pageQuery.extend({
    sort: z.enum(sortable).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
  });
}

/**
 * The spec's operations for one declared master, under /api/<service>/<path>/: findAll,
 * findById/{id}, findByIdClient/{idClient} (client masters), the parent's list (findByIdBank/{id}…),
 * create, update, deleteById/{id}, plus options (for selects) and export (CSV, XLSX).
 */
export function resourceRoutes(def: ResourceDef, { db }: Platform) {
  const service = resourceService(def);
  // Shared masters are read by every institution's users with the screen, and written by the SA only.
  const writers = writeRoles(def);
  const rowSample = service.tenant ? `select id from ${def.table} where id_client = $1 limit 1` : null;
  const byRow = (param: string, roles = def.roles) =>
    rowSample
      ? screen(
          def.screen,
          {
            kind: 'row',
            param,
            owned: `select 1 from ${def.table} where id = $1 and id_client = $2`,
            sample: rowSample,
          },
          roles,
        )
      : screen(def.screen, undefined, roles);
  const list = listQuery(def);
  const tags = [def.service];
  const title = def.labels.plural;
  // Screens of the masters whose forms pick a row of this one.
  const pickers = [
    def.screen,
    ...RESOURCES.filter((r) => r.fields.some((fd) => fd.ref?.resource === def.name)).map((r) => r.screen),
  ];

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/findAll',
      {
        config: screen(def.screen, undefined, def.roles),
        schema: { tags, summary: `Lista de ${title}`, querystring: list, response: replies(page(rowSchema)) },
      },
      async (request) => ok(await service.list(db, authOf(request), request.query)),
    );

    if (service.tenant) {
      r.get(
        '/findByIdClient/:idClient',
        {
          config: screen(def.screen, { kind: 'client-param', param: 'idClient' }, def.roles),
          schema: {
            tags,
            summary: `Lista de ${title} de una institución`,
            params: idClientParam,
            querystring: list,
            response: replies(page(rowSchema)),
          },
        },
        async (request) => ok(await service.list(db, authOf(request), request.query)),
      );
    }

    if (def.scope.kind === 'parent') {
      const parent = def.scope;
      const parentTable = RESOURCES.find((x) => x.name === parent.resource)?.table ?? parent.resource;
      r.get(
        `/${parent.path}/:idParent`,
        {
          config: service.tenant
            ? screen(
                def.screen,
                {
                  kind: 'row',
                  param: 'idParent',
                  owned: `select 1 from ${parentTable} where id = $1 and id_client = $2`,
                  sample: `select id from ${parentTable} where id_client = $1 limit 1`,
                },
                def.roles,
              )
            : screen(def.screen, undefined, def.roles),
          schema: {
            tags,
            summary: `Lista de ${title} de un registro padre`,
            params: parentParam,
            querystring: list,
            response: replies(page(rowSchema)),
          },
        },
        async (request) => {
          const auth = authOf(request);
          // The parent must be visible to the caller; its absence reads as not found.
          await resourceService(RESOURCES.find((x) => x.name === parent.resource) as ResourceDef).findOne(
            db,
            auth,
            request.params.idParent,
          );
          return ok(await service.list(db, auth, { ...request.query, parentId: request.params.idParent }));
        },
      );
    }

    r.get(
      '/findById/:id',
      {
        config: byRow('id'),
        schema: { tags, summary: `Un registro de ${title}`, params: idParam, response: replies(rowSchema) },
      },
      async (request) => ok(await service.findOne(db, authOf(request), request.params.id)),
    );

    r.get(
      '/options',
      {
        config: anyScreen(pickers),
        schema: {
          tags,
          summary: `Opciones de ${title} para elegir en un formulario`,
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: replies(z.array(z.object({ id: z.number(), label: z.string() }))),
        },
      },
      async (request) => ok(await service.options(db, authOf(request), request.query.search)),
    );

    r.post(
      '/create',
      {
        config: screen(def.screen, undefined, writers),
        schema: {
          tags,
          summary: `Crea ${def.labels.singular}`,
          body: inputSchema(def),
          response: replies(rowSchema),
        },
      },
      async (request) =>
        ok(await service.create(db, authOf(request), request.body as Row), done(def, 'creado')),
    );

    r.put(
      '/update',
      {
        config: screen(def.screen, undefined, writers),
        schema: {
          tags,
          summary: `Modifica ${def.labels.singular}`,
          body: updateSchema(def),
          response: replies(rowSchema),
        },
      },
      async (request) =>
        ok(
          await service.update(db, authOf(request), request.body as Row & { id: number; version: number }),
          done(def, 'actualizado'),
        ),
    );

    r.delete(
      '/deleteById/:id',
      {
        config: byRow('id', writers),
        schema: {
          tags,
          summary: `Elimina ${def.labels.singular}`,
          params: idParam,
          response: replies(z.null()),
        },
      },
      async (request) => {
        await service.remove(db, authOf(request), request.params.id);
        return ok(null, done(def, 'eliminado'));
      },
    );

    r.get(
      '/export',
      {
        config: screen(def.screen, undefined, def.roles),
        schema: {
          tags,
          summary: `Exporta la lista de ${title} (CSV o XLSX)`,
          querystring: list.omit({ page: true, size: true }).extend({
            format: z.enum(['csv', 'xlsx']).default('xlsx'),
            parentId: rowId.optional(),
          }),
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const rows = await service.all(db, authOf(request), query);
        return sendExport(reply, def, rows, format);
      },
    );
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
  }));
}

async function sendExport(reply: FastifyReply, def: ResourceDef, rows: Row[], format: 'csv' | 'xlsx') {
  const columns = exportColumns(def);
  const name = `${def.labels.plural.replace(/\s+/g, '-')}`;
  if (format === 'csv') {
    // Semicolons and decimal commas: what a Spanish-locale spreadsheet opens without asking.
    const cell = (v: unknown, money: boolean) => {
      if (v === null || v === undefined) return '';
      const text = money ? String(v).replace('.', ',') : String(v);
      return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const lines = [
      columns.map((c) => cell(c.header, false)).join(';'),
      ...rows.map((row) => columns.map((c) => cell(c.value(row), c.money)).join(';')),
    ];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
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

/** Registers every declared master's routes under its service. */
export async function registerResources(app: FastifyInstance, platform: Platform): Promise<void> {
  for (const def of RESOURCES) {
    await app.register(resourceRoutes(def, platform), { prefix: `/api/${def.service}/${def.path}` });
  }
}

import { z } from 'zod';
import { SCREENS } from '../catalogue.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { idClientParam, idParam, page, pageQuery } from '../envelope.ts';
import { rowId } from '../input.ts';
import { isTenantResource, RESOURCES, writeRoles } from './registry.ts';
import { type InputOf, inputSchema, type ResourceDef, type RowOf, updateSchema } from './resource.ts';

/** A master's row as the API answers it: its id, its fields by name, `<ref>Label` for each reference. */
export const resourceRow = z
  .object({ id: z.number().int() })
  .catchall(z.unknown())
  .meta({ id: 'ResourceRow' });
/** Any master's row, as the generic engines (the routes, the master screen) handle them. */
export type ResourceRow = RowOf<ResourceDef>;
export const resourceOption = z
  .object({
    id: z.number(),
    label: z.string(),
    /** What tells rows of the same name apart: the row's code (its whole path in a tree) and its parent. */
    detail: z.string().optional(),
  })
  .meta({ id: 'ResourceOption' });
export type ResourceOption = z.infer<typeof resourceOption>;

/** The list's query: a page, a text search, and a sort by id or by any declared field. */
export function resourceListQuery(def: ResourceDef) {
  const sortable = ['id', ...def.fields.map((fd) => fd.name)] as [string, ...string[]];
  return pageQuery.extend({
    sort: z.enum(sortable).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    // Which budget period: read only by masters of a period (see ResourceDef.period).
    idPeriod: rowId.optional(),
  });
}

const cache = new WeakMap<ResourceDef, unknown>();

/**
 * A declared master's endpoints, under /api/<service>/<path>/, with the spec's names: findAll,
 * findByIdClient/{idClient} (masters of an institution), the parent's list (findByIdBank/{id}…),
 * findById/{id}, options (for selects), create, update, deleteById/{id} and export (CSV, XLSX).
 * Readers hold the master's screen; writers too, and a shared master is written by the SA only.
 */
export function resourceEndpoints<D extends ResourceDef>(def: D): ReturnType<typeof build<D>> {
  let found = cache.get(def) as ReturnType<typeof build<D>> | undefined;
  if (!found) {
    found = build(def);
    cache.set(def, found);
  }
  return found;
}

function build<D extends ResourceDef>(def: D) {
  // The rows are checked loosely at the wire (every master the same way) and typed by the declaration.
  const row = resourceRow as unknown as z.ZodType<RowOf<D>, RowOf<D>>;
  // Named in the API documentation (`BankInput` to create, `BankUpdateInput` to change): a generated
  // client imports them.
  const named = def.name[0]?.toUpperCase() + def.name.slice(1);
  const input = inputSchema(def).meta({ id: named }) as unknown as z.ZodType<InputOf<D>, InputOf<D>>;
  type Update = InputOf<D> & { id: number; version: number };
  const update = updateSchema(def).meta({ id: `${named}Update` }) as unknown as z.ZodType<Update, Update>;
  const base = `/${def.path}`;
  const { service } = def;
  const title = def.labels.plural;
  // A master kept by another module's screen too, where the institution lacks its own: either screen.
  const stewards = def.stewardScreens ?? [];
  // Either screen opens it: a master written only by some roles (a shared one) would lose that rule.
  if (stewards.length && (def.roles || writeRoles(def)))
    throw new Error(`${def.name}: un maestro con pantallas que lo suplen no puede reservarse a unos roles`);
  const reads = stewards.length
    ? access.anyScreen([def.screen, ...stewards])
    : access.screen(def.screen, def.roles);
  const writes = stewards.length
    ? access.anyScreen([def.screen, ...stewards])
    : access.screen(def.screen, writeRoles(def));
  const list = resourceListQuery(def);
  const parent = def.scope.kind === 'parent' ? def.scope : null;
  return {
    list: defineEndpoint({
      method: 'GET',
      service,
      path: `${base}/findAll`,
      summary: `Lista de ${title}`,
      access: reads,
      query: list,
      response: page(row),
    }),
    ofClient: isTenantResource(def)
      ? defineEndpoint({
          method: 'GET',
          service,
          path: `${base}/findByIdClient/:idClient`,
          summary: `Lista de ${title} de una institución`,
          access: reads,
          params: idClientParam,
          query: list,
          response: page(row),
        })
      : null,
    ofParent: parent
      ? defineEndpoint({
          method: 'GET',
          service,
          path: `${base}/${parent.path}/:idParent`,
          summary: `Lista de ${title} de un registro padre`,
          access: reads,
          params: z.object({ idParent: rowId }),
          query: list,
          response: page(row),
        })
      : null,
    // A master of a budget period listed by period (the sector's own parent list already is).
    ofPeriod:
      def.period && parent?.path !== 'findByIdPeriod'
        ? defineEndpoint({
            method: 'GET',
            service,
            path: `${base}/findByIdPeriod/:idPeriod`,
            summary: `Lista de ${title} de un período`,
            access: reads,
            params: z.object({ idPeriod: rowId }),
            // The period of the path wins over one in the query.
            query: list,
            response: page(row),
          })
        : null,
    detail: defineEndpoint({
      method: 'GET',
      service,
      path: `${base}/findById/:id`,
      summary: `Un registro de ${title}`,
      access: reads,
      params: idParam,
      response: row,
    }),
    options: defineEndpoint({
      method: 'GET',
      service,
      path: `${base}/options`,
      summary: `Opciones de ${title} para elegir en un formulario`,
      // The master's screen, those of the masters whose forms pick one of its rows and the screens
      // that declare they pick them (`picks`); the server adds the screens of the reports that ask for one.
      access: access.anyScreen([
        def.screen,
        ...(def.stewardScreens ?? []),
        ...RESOURCES.filter((r) => r.fields.some((fd) => fd.ref?.resource === def.name)).map((r) => r.screen),
        ...SCREENS.filter((screen) => screen.picks?.includes(def.name)).map((screen) => screen.code),
      ]),
      query: z.object({
        search: z.string().trim().max(100).optional(),
        idPeriod: rowId.optional(),
      }),
      response: z.array(resourceOption),
    }),
    create: defineEndpoint({
      method: 'POST',
      service,
      path: `${base}/create`,
      summary: `Crea ${def.labels.singular}`,
      access: writes,
      body: input,
      response: row,
    }),
    update: defineEndpoint({
      method: 'PUT',
      service,
      path: `${base}/update`,
      summary: `Modifica ${def.labels.singular}`,
      access: writes,
      body: update,
      response: row,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      service,
      path: `${base}/deleteById/:id`,
      summary: `Elimina ${def.labels.singular}`,
      access: writes,
      params: idParam,
      response: z.null(),
    }),
    export: defineEndpoint({
      method: 'GET',
      service,
      path: `${base}/export`,
      summary: `Exporta la lista de ${title} (CSV o XLSX)`,
      access: reads,
      files: ['csv', 'xlsx'],
      query: list.omit({ page: true, size: true }).extend({
        format: z.enum(['csv', 'xlsx']).default('xlsx'),
        parentId: rowId.optional(),
      }),
    }),
  };
}

import type { FieldDef, ResourceDef } from '@erario/contracts';
import { type BuildColumns, type ColumnBuilderBase, type NotNull, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// biome-ignore lint/suspicious/noExplicitAny: drizzle's table type for a table built at run time.
export type AnyTable = PgTableWithColumns<any>;

function tableOf(name: string, tables = registry): AnyTable {
  const table = tables.get(name);
  if (!table) throw new Error(`Sin tabla para el recurso ${name}`);
  return table;
}

/** Every declared table, filled by tableFor as the registry is built (platform/resources/tables.ts). */
export const registry = new Map<string, AnyTable>();

function column(fd: FieldDef, tables: Map<string, AnyTable>): PgColumnBuilderBase {
  const required = <T extends { notNull(): PgColumnBuilderBase }>(builder: T): PgColumnBuilderBase =>
    fd.required ? builder.notNull() : (builder as unknown as PgColumnBuilderBase);
  switch (fd.kind) {
    case 'text':
    case 'email':
      return required(text(fd.column));
    case 'enum':
      // A choice with a default keeps it in the database too: rows that were there when the column
      // came (every institution, when the time zone came) take it.
      return typeof fd.initial === 'string'
        ? text(fd.column).notNull().default(fd.initial)
        : required(text(fd.column));
    case 'integer':
      return required(integer(fd.column));
    case 'boolean':
      return boolean(fd.column).notNull().default(Boolean(fd.initial));
    case 'date':
      return required(date(fd.column));
    case 'money':
      return required(numeric(fd.column, { precision: 18, scale: 2 }));
    case 'rate':
      return required(numeric(fd.column, { precision: 18, scale: 8 }));
    case 'ref': {
      const target = tables.get(fd.ref?.resource ?? '');
      if (!target) throw new Error(`${fd.name}: el recurso ${fd.ref?.resource} debe declararse antes`);
      return required(integer(fd.column).references(() => target.id));
    }
  }
}

/**
 * The table of a declared master: id, tenancy columns, one column per field, an optimistic-lock
 * version, a normalised search column with a trigram index, and indexes for every filter the API uses.
 */
export function tableFor(def: ResourceDef, tables: Map<string, AnyTable>, tenant: boolean): AnyTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  };
  if (tenant)
    columns.idClient = integer('id_client')
      .notNull()
      .references(() => tableOf('client').id);
  for (const fd of def.fields) columns[fd.name] = column(fd, tables);
  columns.version = integer('version').notNull().default(0);
  const searchFields = def.fields.filter((fd) => fd.search);
  if (searchFields.length > 0) {
    const joined = sql.join(
      searchFields.map((fd) => sql`coalesce(${sql.identifier(fd.column)}::text, '')`),
      sql` || ' ' || `,
    );
    columns.searchText = text('search_text').generatedAlwaysAs(
      (): SQL => sql`erario_ext.search_text(${joined})`,
    );
  }

  const table = pgTable(def.table, columns, (t) => {
    const extras = [];
    const c = (name: string) => {
      const found = t[name];
      if (!found) throw new Error(`${def.name}: campo desconocido ${name}`);
      return found;
    };
    const sortColumn = t[def.defaultSort.field];
    if (tenant)
      extras.push(index(`${def.table}_client_idx`).on(c('idClient'), ...(sortColumn ? [sortColumn] : [])));
    else if (sortColumn) extras.push(index(`${def.table}_sort_idx`).on(sortColumn));
    for (const fd of def.fields) {
      if (fd.kind === 'ref') extras.push(index(`${def.table}_${fd.column}_idx`).on(c(fd.name)));
    }
    for (const rule of def.uniques) {
      const cols = rule.fields.map(c);
      const [first, ...rest] = tenant ? [c('idClient'), ...cols] : cols;
      if (first) extras.push(uniqueIndex(uniqueName(def, rule.fields)).on(first, ...rest));
    }
    if (searchFields.length > 0) {
      extras.push(
        index(`${def.table}_search_idx`).using('gin', sql`${c('searchText')} erario_ext.gin_trgm_ops`),
      );
    }
    return extras;
  });
  tables.set(def.name, table as AnyTable);
  return table as AnyTable;
}

export function uniqueName(def: ResourceDef, fields: string[]): string {
  return `${def.table}_${fields.map((name) => def.fields.find((fd) => fd.name === name)?.column ?? name).join('_')}_uq`;
}

// The column builders a master's table is made of, as types: `TableOf` maps each field to one.
const builders = {
  id: () => integer('id').primaryKey().generatedAlwaysAsIdentity(),
  idClient: () => integer('id_client').notNull(),
  version: () => integer('version').notNull().default(0),
  text: () => text(''),
  integer: () => integer(''),
  boolean: () => boolean('').notNull().default(false),
  date: () => date(''),
  money: () => numeric('', { precision: 18, scale: 2 }),
  rate: () => numeric('', { precision: 18, scale: 8 }),
};
type Builders = { [K in keyof typeof builders]: ReturnType<(typeof builders)[K]> };
type KindBuilder = {
  text: Builders['text'];
  email: Builders['text'];
  enum: Builders['text'];
  integer: Builders['integer'];
  ref: Builders['integer'];
  boolean: Builders['boolean'];
  date: Builders['date'];
  money: Builders['money'];
  rate: Builders['rate'];
};
type FieldColumn<Fd extends FieldDef> = Fd extends { kind: 'boolean' }
  ? Builders['boolean']
  : Fd extends { required: true }
    ? NotNull<KindBuilder[Fd['kind']]>
    : KindBuilder[Fd['kind']];
type ColumnsOf<D extends ResourceDef> = {
  id: Builders['id'];
  version: Builders['version'];
} & (D['scope'] extends {
  kind: 'global';
}
  ? unknown
  : { idClient: Builders['idClient'] }) & {
    [Fd in D['fields'][number] as Fd['name']]: FieldColumn<Fd>;
  };

type Simplify<T> = { [K in keyof T]: T[K] } extends infer S extends Record<string, ColumnBuilderBase>
  ? S
  : never;

/**
 * A master's drizzle table as its declaration types it: id, version, `idClient` for a master of an
 * institution, and each field's column (not null where required). Built at run time by `tableFor`.
 */
export type TableOf<D extends ResourceDef> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, Simplify<ColumnsOf<D>>, 'pg'>;
  dialect: 'pg';
}>;

import { z } from 'zod';
import type { Role } from '../identity.ts';
import { INT4_MAX, INT4_MIN, integerIn, isoDate, rowId, versionNumber } from '../input.ts';
import type { ServiceName } from '../services.ts';

/**
 * A master is declared once, here, and everything else comes from the declaration: the table and
 * its migration, the five API operations with tenancy, permission and audit, OpenAPI, the list and
 * form screen, and the export. See docs/platform.md, "Maestros".
 */

/**
 * `rate`: a positive decimal of up to eight places (an exchange rate as the BCV publishes it,
 * 52,12345678), kept as numeric(18,8) and carried as text like money.
 */
export type FieldKind = 'text' | 'integer' | 'boolean' | 'date' | 'money' | 'rate' | 'email' | 'enum' | 'ref';

export interface FieldDef {
  name: string;
  /** Column name in the database (snake_case of `name` unless given). */
  column: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  /** Maximum length of text fields. */
  max?: number;
  /** Shown as a list column. */
  list: boolean;
  /** Part of the list's text search. */
  search: boolean;
  /** Enum choices. */
  options?: readonly { value: string; label: string }[];
  /**
   * For `ref`: the resource pointed at and the field of it shown to the user. `owned`: the row is part
   * of the one it points at (a period's classifier) and goes with it, instead of refusing its deletion.
   * `embed`: rows carry the referenced row whole under this key (spec: a bank account's `bank`, with
   * its `idClient`).
   */
  ref?: { resource: string; display: string; owned?: boolean; embed?: string };
  pattern?: { regex: RegExp; message: string };
  /** Default value for new rows. */
  initial?: string | number | boolean;
  /** Text shown under the input. */
  help?: string;
  /** A valid value, for fields with a pattern: shown as a hint and used by the registry's tests. */
  example?: string;
  /**
   * Set when the row is created and never changed afterwards (the server refuses a different value on
   * update; the form shows it read-only): a value other rows or the code rely on.
   */
  immutable?: boolean;
}

export type Scope =
  /** Shared by every client (currencies, document types). */
  | { kind: 'global' }
  /** Rows of one client; id_client comes from the token. */
  | { kind: 'client' }
  /** Rows of one client and period; the period must belong to the token's client. */
  | { kind: 'period' }
  /** Rows under a parent row of another resource; the parent's own scope decides tenancy. */
  | { kind: 'parent'; resource: string; field: string; path: string };

export interface UniqueRule {
  fields: string[];
  message: string;
}

export interface ResourceDef {
  name: string;
  table: string;
  service: ServiceName;
  /** Path under the service: `/api/<service>/<path>/findAll`… */
  path: string;
  screen: string;
  /**
   * Screens of other modules that keep the master too, where the institution lacks its own module
   * (each declares `unlessModule`): the asset office's departments without payroll.
   */
  stewardScreens?: readonly string[];
  /** Roles that may use the master besides holding the screen (the institutions: SA only). */
  roles?: Role[];
  scope: Scope;
  labels: { singular: string; plural: string; feminine?: boolean };
  fields: readonly FieldDef[];
  /** Field shown when another row names this one (a delete refusal, a select). */
  display: string;
  /**
   * The name the spec gives the row's id (section 3: a client's `idClient`, a period's `idPeriod`):
   * its rows carry the id under that name too.
   */
  idName?: string;
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  uniques: UniqueRule[];
  /**
   * Extra filter on top of the scope for lists by client (spec: bank accounts keep only those whose
   * bank belongs to the client). Expressed on a `ref` field whose resource is client-scoped.
   */
  clientThrough?: string;
  /**
   * A master whose rows belong to a budget period through their parents (the budget structure): SQL
   * answering the ids of its rows in period `$period`. Its lists never mix periods: `findAll` and
   * `options` take `idPeriod` (the institution's current period when absent, unless a parent is
   * named), `findByIdPeriod/{idPeriod}` lists one period, and its screen follows the top bar's period.
   */
  period?: { rows: string };
  /** Tables outside the resource registry that point at this one, for delete refusals. */
  referencedBy?: { table: string; column: string; label: string }[];
  /** Rules across fields, checked in the form and by the server. */
  rules?: CrossFieldRule[];
  /**
   * Read-only columns computed by the database: an SQL expression over the row, named `t`. `{today}` stands for the institution's date at the
   * request's instant (the server's clock), never the database's UTC `current_date`.
   */
  computed?: { name: string; label: string; kind: 'boolean' | 'text'; sql: string }[];
  /**
   * Tables its computed columns or its period's rows read, besides its own, its references' and the
   * periods: the server keeps its list pages until one of them changes (a test holds this to what
   * PostgreSQL reads).
   */
  reads?: readonly string[];
  /**
   * `false` for a master the documents write at every posting (a numbering counter): its pages are
   * read each time, and its table counts no changes, which would queue every posting on one row.
   */
  cached?: false;
}

export interface CrossFieldRule {
  /** The field the message is shown under. */
  field: string;
  message: string;
  test(row: Record<string, unknown>): boolean;
}

type FieldOptions = Partial<Omit<FieldDef, 'name' | 'kind' | 'label' | 'column'>> & { column?: string };

/** A field as its builder declares it: its kind, its name and whether it is required, kept as types. */
export type TypedField<K extends FieldKind, N extends string, R extends boolean> = FieldDef & {
  kind: K;
  name: N;
  required: R;
};
type Required<O> = O extends { required: true } ? true : false;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function field<K extends FieldKind, N extends string, O extends FieldOptions>(
  kind: K,
  name: N,
  label: string,
  options?: O,
): TypedField<K, N, Required<O>> {
  return {
    kind,
    name,
    label,
    column: options?.column ?? snake(name),
    required: options?.required ?? false,
    list: options?.list ?? true,
    search: options?.search ?? false,
    ...options,
  } as TypedField<K, N, Required<O>>;
}

/** A field declared without options: the defaults apply. */
type NoOptions = Record<never, never>;

/** Field builders: `f.text('name', 'Nombre', { required: true, max: 120, search: true })`. */
export const f = {
  text: <const N extends string, const O extends FieldOptions = NoOptions>(name: N, label: string, o?: O) =>
    field('text', name, label, { max: 200, ...o } as O),
  email: <const N extends string, const O extends FieldOptions = NoOptions>(name: N, label: string, o?: O) =>
    field('email', name, label, { max: 200, ...o } as O),
  integer: <const N extends string, const O extends FieldOptions = NoOptions>(
    name: N,
    label: string,
    o?: O,
  ) => field('integer', name, label, o),
  boolean: <const N extends string>(name: N, label: string, o?: FieldOptions) =>
    field('boolean', name, label, { initial: false, ...o, required: false } as const),
  date: <const N extends string, const O extends FieldOptions = NoOptions>(name: N, label: string, o?: O) =>
    field('date', name, label, o),
  money: <const N extends string, const O extends FieldOptions = NoOptions>(name: N, label: string, o?: O) =>
    field('money', name, label, o),
  rate: <const N extends string, const O extends FieldOptions = NoOptions>(name: N, label: string, o?: O) =>
    field('rate', name, label, o),
  enum: <const N extends string, const O extends FieldOptions = NoOptions>(
    name: N,
    label: string,
    options: readonly { value: string; label: string }[],
    o?: O,
  ) => field('enum', name, label, { ...o, options } as O),
  ref: <const N extends string, const O extends FieldOptions = NoOptions>(
    name: N,
    label: string,
    ref: NonNullable<FieldDef['ref']>,
    o?: O,
  ) => field('ref', name, label, { ...o, ref } as O),
  /**
   * The budget period a per-period master's row belongs to (see `perPeriod`): set when the row is
   * created, never moved. `owned`: the row goes with its period instead of refusing its deletion.
   */
  period: (o: { owned?: boolean; list?: boolean } = {}) =>
    field('ref', 'idPeriod', 'Período', {
      ref: { resource: 'budgetPeriod', display: 'description', ...(o.owned && { owned: true }) },
      required: true as const,
      immutable: true,
      list: o.list ?? true,
    }),
};

/**
 * The scope of a master kept per budget period on its own `id_period` column: its rows hang from the
 * period (whose institution decides tenancy) and its lists never mix periods.
 */
export function perPeriod(table: string) {
  return {
    scope: { kind: 'parent', resource: 'budgetPeriod', field: 'idPeriod', path: 'findByIdPeriod' } as const,
    period: { rows: `select id from ${table} where id_period = $period` },
  };
}

interface KindValue {
  text: string;
  email: string;
  date: string;
  money: string;
  rate: string;
  enum: string;
  integer: number;
  ref: number;
  boolean: boolean;
}
type Stored<Fd extends FieldDef> = Fd extends { kind: 'boolean' } | { required: true }
  ? KindValue[Fd['kind']]
  : KindValue[Fd['kind']] | null;

/**
 * A master's row as the API answers it, from its declaration: its id and version, each field by
 * name with its type (null where the field is optional), and `<ref>Label` for each reference.
 */
export type RowOf<D extends { fields: readonly FieldDef[] }> = { id: number; version: number } & {
  [Fd in D['fields'][number] as Fd['name']]: Stored<Fd>;
} & {
  [Fd in D['fields'][number] as Fd extends { kind: 'ref' } ? `${Fd['name']}Label` : never]: string | null;
};

/** What a master's create takes: each field by name with its type. */
export type InputOf<D extends { fields: readonly FieldDef[] }> = {
  [Fd in D['fields'][number] as Fd['name']]: Stored<Fd>;
};

/** A declared master: its fields and scope keep their types, for `RowOf`, `InputOf` and its table. */
export type Resource<
  F extends readonly FieldDef[] = readonly FieldDef[],
  S extends Scope = Scope,
> = ResourceDef & {
  fields: F;
  scope: S;
};

export function defineResource<const F extends readonly FieldDef[], const S extends Scope>(
  def: Omit<ResourceDef, 'uniques' | 'defaultSort' | 'fields' | 'scope'> &
    Partial<Pick<ResourceDef, 'uniques' | 'defaultSort'>> & { fields: F; scope: S },
): Resource<F, S> {
  return {
    ...def,
    uniques: def.uniques ?? [],
    defaultSort: def.defaultSort ?? { field: def.display, dir: 'asc' },
  };
}

const REQUIRED = 'Este campo es requerido';
export const MONEY_PATTERN = /^-?\d{1,16}(\.\d{1,2})?$/;
/** A rate as the API carries it: up to ten digits and eight decimals, never negative. */
export const RATE_PATTERN = /^\d{1,10}(\.\d{1,8})?$/;

/** The zod schema of one field, with the Spanish messages the form and the API show. */
export function fieldSchema(def: FieldDef): z.ZodType {
  let schema: z.ZodType;
  switch (def.kind) {
    case 'text':
    case 'email': {
      let s = z.string({ error: REQUIRED }).trim();
      if (def.max) s = s.max(def.max, `Máximo ${def.max} caracteres`);
      if (def.required) s = s.min(1, REQUIRED);
      if (def.pattern) s = s.regex(def.pattern.regex, def.pattern.message);
      if (def.kind === 'email') {
        schema = def.required
          ? s.pipe(z.email({ error: 'No es un email valido' }))
          : s.pipe(z.union([z.literal(''), z.email({ error: 'No es un email valido' })]));
      } else {
        schema = s;
      }
      break;
    }
    case 'integer':
      schema = integerIn(INT4_MIN, INT4_MAX);
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'date':
      schema = isoDate;
      break;
    case 'money':
      schema = z
        .string({ error: REQUIRED })
        .trim()
        .regex(MONEY_PATTERN, 'Monto inválido: use hasta 2 decimales con punto, por ejemplo 1234.56');
      break;
    case 'rate':
      schema = z
        .string({ error: REQUIRED })
        .trim()
        .regex(RATE_PATTERN, 'Tasa inválida: use hasta 8 decimales, por ejemplo 52,12345678')
        .refine((v) => /[1-9]/.test(v), 'La tasa debe ser mayor que cero');
      break;
    case 'enum':
      schema = z.enum((def.options ?? []).map((o) => o.value) as [string, ...string[]], {
        error: 'Elija una opción válida',
      });
      break;
    case 'ref':
      schema = rowId;
      break;
  }
  if (def.kind === 'enum' && !def.required && typeof def.initial === 'string') {
    // A choice with a default is never empty: left out, it takes its default (an institution's time
    // zone, for a client of the API that predates it).
    const initial = def.initial;
    return z.preprocess((v) => (v === '' || v === undefined || v === null ? initial : v), schema);
  }
  if (def.kind === 'boolean' && typeof def.initial === 'boolean') {
    // A flag left out takes its default, as a choice does: a client of the API that predates the
    // flag (a concept's normal salary) creates rows as before.
    const initial = def.initial;
    return z.preprocess((v) => (v === undefined ? initial : v), schema);
  }
  if (!def.required && def.kind !== 'boolean') {
    // An empty optional value is stored as null.
    schema = z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
  }
  return schema;
}

/** The cross-field rules a row breaks, as field errors (the server checks them on the merged row of an update). */
export function ruleErrors(
  def: ResourceDef,
  row: Record<string, unknown>,
): { field: string; message: string }[] {
  return (def.rules ?? [])
    .filter((rule) => !rule.test(row))
    .map((rule) => ({ field: rule.field, message: rule.message }));
}

function withRules<T extends z.ZodType>(def: ResourceDef, schema: T) {
  return schema.superRefine((row, ctx) => {
    for (const error of ruleErrors(def, row as Record<string, unknown>))
      ctx.addIssue({ code: 'custom', message: error.message, path: [error.field] });
  });
}

function fieldsObject(def: ResourceDef) {
  return z.object(Object.fromEntries(def.fields.map((fd) => [fd.name, fieldSchema(fd)])));
}

/** What create receives: every declared field (the parent's id included for parent-scoped masters). */
export function inputSchema(def: ResourceDef) {
  return withRules(def, fieldsObject(def));
}

/**
 * What update receives: the row id and the version it was read at, plus the fields to change. An
 * optional field left out keeps its stored value (send null to clear it); a required one must be
 * sent. The cross-field rules are checked by the server on the row as it will be stored.
 */
export function updateSchema(def: ResourceDef) {
  return z
    .object(
      Object.fromEntries(
        def.fields.map((fd) => [fd.name, fd.required ? fieldSchema(fd) : fieldSchema(fd).optional()]),
      ),
    )
    .extend({
      id: rowId,
      version: versionNumber,
    });
}

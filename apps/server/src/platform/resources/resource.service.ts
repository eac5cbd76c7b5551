import {
  type FieldDef,
  isTenantResource,
  RESOURCES,
  type ResourceDef,
  type ResourceRow,
  resourceNamed,
  ruleErrors,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../access/token.ts';
import { todayOf } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/paging.ts';
import { pgErrorOf } from '../db/pg-error.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, conflict, invalidInput, notFound } from '../errors.ts';
import { assertRowPeriodOpen, assertStructureCurrent, currentPeriodOf } from '../periods/period.ts';
import { afterCreate, beforeDelete, beforeUpdate, changedFields } from './hooks.ts';
import { type ListCache, listReads } from './list-cache.ts';
import { uniqueName } from './table.ts';

/** What a form sends: the declared fields by name. */
export type Row = Record<string, unknown>;

export interface ListQuery {
  page: number;
  size: number;
  search?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  /** Parent row, for masters listed under a parent. */
  parentId?: number;
  /** Budget period, for masters of a period (`ResourceDef.period`). */
  idPeriod?: number;
}

const id = (name: string) => sql.identifier(name);

/**
 * Everything the API does with one declared master, in SQL, scoped by the caller's client. With a
 * `cache`, its list pages and options are kept until a table they read changes (list-cache.ts).
 */
export function resourceService(def: ResourceDef, cache?: ListCache) {
  const tenant = isTenantResource(def);
  const reads = listReads(def);
  /** A read through the cache, keyed by the institution, its date and what was asked. */
  const kept = <T extends { rows?: unknown[]; length?: number }>(
    db: Db,
    auth: AuthContext,
    what: string,
    query: object,
    load: () => Promise<T>,
  ): Promise<T> =>
    cache && def.cached !== false
      ? cache.read(
          db,
          reads,
          `${def.name}|${what}|${auth.idClient}|${todayOf(auth)}|${JSON.stringify(query)}`,
          load,
        )
      : load();
  const T = id(def.table);
  const refs = def.fields.filter((fd) => fd.kind === 'ref');
  const immutables = def.fields.filter((fd) => fd.immutable);
  /** A structure master's amounts and its place under its parent (`assertStructureCurrent`). */
  const budgetShaping = def.fields
    .filter((fd) => fd.kind === 'money' || (def.scope.kind === 'parent' && fd.name === def.scope.field))
    .map((fd) => fd.name);
  const pointing = RESOURCES.flatMap((other) =>
    other.fields
      .filter((fd) => fd.kind === 'ref' && fd.ref?.resource === def.name)
      .map((fd) => ({
        table: other.table,
        column: fd.column,
        label: other.labels.plural,
        owned: !!fd.ref?.owned,
      })),
  );
  const referrers = [...pointing.filter((r) => !r.owned), ...(def.referencedBy ?? [])];
  const parts = pointing.filter((r) => r.owned);

  const selectColumn = (fd: FieldDef): SQL => {
    const col = sql`t.${id(fd.column)}`;
    if (fd.kind === 'money' || fd.kind === 'rate') return sql`${col}::text as ${id(fd.name)}`;
    if (fd.kind === 'date') return sql`to_char(${col}, 'YYYY-MM-DD') as ${id(fd.name)}`;
    return sql`${col} as ${id(fd.name)}`;
  };
  /** A referenced row whole, as JSON with its declared field names (and its client, when it has one). */
  const embedded = (target: ResourceDef, alias: string): SQL =>
    sql`case when ${id(alias)}.id is null then null else json_build_object('id', ${id(alias)}.id${sql.join(
      target.fields.map((fd) => sql`, ${fd.name}::text, ${id(alias)}.${id(fd.column)}`),
      sql``,
    )}${isTenantResource(target) ? sql`, 'idClient', ${id(alias)}.id_client` : sql``}) end`;
  // The row's own columns and its references' shown values, built once; only the computed columns
  // are built per request, since one may ask for the institution's date on the request's clock.
  const ownColumns = [
    sql`t.id as "id"`,
    ...(def.idName ? [sql`t.id as ${id(def.idName)}`] : []),
    sql`t.version as "version"`,
    // Spec section 3: the rows of an institution's masters say whose they are.
    ...(tenant ? [sql`t.id_client as "idClient"`] : []),
    ...def.fields.map(selectColumn),
  ];
  const refColumns = [
    // The shown value of every referenced row, so lists need no second query per row.
    ...refs.map((fd, i) => {
      const target = resourceNamed(fd.ref?.resource ?? '');
      const display = target.fields.find((x) => x.name === fd.ref?.display)?.column ?? 'id';
      return sql`${id(`r${i}`)}.${id(display)} as ${id(`${fd.name}Label`)}`;
    }),
    ...refs.flatMap((fd, i) =>
      fd.ref?.embed ? [sql`${embedded(resourceNamed(fd.ref.resource), `r${i}`)} as ${id(fd.ref.embed)}`] : [],
    ),
  ];
  const columnsFor = (auth: AuthContext): SQL =>
    sql.join(
      [
        ...ownColumns,
        ...(def.computed ?? []).map((c) => sql`(${computedSql(c.sql, todayOf(auth))}) as ${id(c.name)}`),
        ...refColumns,
      ],
      sql`, `,
    );
  const joins = sql.join(
    refs.map((fd, i) => {
      const target = resourceNamed(fd.ref?.resource ?? '');
      return sql` left join ${id(target.table)} ${id(`r${i}`)} on ${id(`r${i}`)}.id = t.${id(fd.column)}`;
    }),
    sql``,
  );
  const optionDetail = optionDetailOf(def);
  const shown = shownValue(def);
  const searchable = def.fields.some((fd) => fd.search);
  const scopeFilter = (auth: AuthContext): SQL => (tenant ? sql`t.id_client = ${auth.idClient}` : sql`true`);
  const columnOf = (name: string) =>
    name === 'id' ? 'id' : def.fields.find((fd) => fd.name === name)?.column;

  /**
   * A master of a budget period lists one period: the one asked, or the institution's current one
   * (today inside it, else the latest) when neither a period nor a parent is named.
   */
  function periodFilter(auth: AuthContext, query: Pick<ListQuery, 'parentId' | 'idPeriod'>): SQL | null {
    if (!def.period || (query.idPeriod === undefined && query.parentId !== undefined)) return null;
    const period = query.idPeriod !== undefined ? sql`${query.idPeriod}` : currentPeriodOf(auth);
    const [before, after] = def.period.rows.split('$period') as [string, string];
    return sql`t.id in (${sql.raw(before)}${period}${sql.raw(after)})`;
  }

  function filter(auth: AuthContext, query: Pick<ListQuery, 'search' | 'parentId' | 'idPeriod'>): SQL {
    const parts = [scopeFilter(auth)];
    const inPeriod = periodFilter(auth, query);
    if (inPeriod) parts.push(inPeriod);
    // A master without searchable fields has no search column: a search there finds what the list has.
    if (query.search && searchable)
      parts.push(sql`t.search_text like erario_ext.search_text(${containsPattern(query.search)})`);
    if (query.parentId !== undefined && def.scope.kind === 'parent') {
      const parentColumn =
        def.fields.find((fd) => fd.name === (def.scope as { field: string }).field)?.column ?? '';
      parts.push(sql`t.${id(parentColumn)} = ${query.parentId}`);
    }
    return sql.join(parts, sql` and `);
  }

  function order(query: ListQuery): SQL {
    const column = columnOf(query.sort ?? def.defaultSort.field) ?? columnOf(def.defaultSort.field) ?? 'id';
    const dir = (query.sort ? query.dir : def.defaultSort.dir) === 'desc' ? sql`desc` : sql`asc`;
    return sql`t.${id(column)} ${dir} nulls last, t.id ${dir}`;
  }

  async function findOne(db: Db, auth: AuthContext, rowId: number): Promise<ResourceRow> {
    const rows = await db.execute<ResourceRow>(
      sql`select ${columnsFor(auth)} from ${T} t${joins} where t.id = ${rowId} and ${scopeFilter(auth)}`,
    );
    const row = rows.rows[0];
    if (!row)
      throw notFound(
        `No existe ${article(def)} ${def.labels.singular} solicitad${def.labels.feminine ? 'a' : 'o'}.`,
      );
    return row;
  }

  /** Referenced rows must exist and be visible to the caller's client. */
  async function checkRefs(db: Db, auth: AuthContext, input: Row): Promise<{ idClient: number | null }> {
    let parentClient: number | null = null;
    for (const fd of refs) {
      const value = input[fd.name];
      if (value === null || value === undefined) continue;
      const target = resourceNamed(fd.ref?.resource ?? '');
      const targetTenant = isTenantResource(target);
      const found = await db.execute<{ id_client: number | null }>(
        sql`select ${targetTenant ? sql`id_client` : sql`null::int as id_client`} from ${id(target.table)}
             where id = ${Number(value)} ${targetTenant ? sql`and id_client = ${auth.idClient}` : sql``}`,
      );
      if (found.rows.length === 0) {
        throw badRequest(`${fd.label}: no existe en esta institución.`, [
          { field: fd.name, message: `${fd.label} no existe en esta institución` },
        ]);
      }
      if (def.scope.kind === 'parent' && def.scope.field === fd.name)
        parentClient = found.rows[0]?.id_client ?? null;
    }
    return { idClient: tenant ? (parentClient ?? auth.idClient) : null };
  }

  /** A page of the list and the count of its filter, read from the database. */
  async function listed(db: Db, auth: AuthContext, query: ListQuery) {
    const where = filter(auth, query);
    const count = async () =>
      (await db.execute<{ total: number }>(sql`select count(*)::int as total from ${T} t where ${where}`))
        .rows[0]?.total ?? 0;
    const cut = sql`order by ${order(query)} limit ${query.size} offset ${query.page * query.size}`;
    if (!(query.search && searchable)) {
      // Unfiltered, the page comes off an index and stops at its size; the count reads no joins.
      const rows = await db.execute<ResourceRow>(
        sql`select ${columnsFor(auth)} from ${T} t${joins} where ${where} ${cut}`,
      );
      return { rows: rows.rows, total: await count(), page: query.page, size: query.size };
    }
    // A search reads its matches once, for the page and the count (the trigram index is the cost): a
    // page past the last one has no row to carry the count, and asks for it alone.
    const found = await db.execute<ResourceRow & { __total: number }>(
      sql`select ${columnsFor(auth)}, count(*) over ()::int as "__total" from ${T} t${joins} where ${where} ${cut}`,
    );
    const total = found.rows[0]?.__total ?? (query.page > 0 ? await count() : 0);
    const rows = found.rows.map(({ __total, ...row }) => row as ResourceRow);
    return { rows, total, page: query.page, size: query.size };
  }

  /** The first options of a picker for what is typed, read from the database. */
  async function optionsOf(db: Db, auth: AuthContext, search: string | undefined, idPeriod?: number) {
    const rows = await db.execute<{ id: number; label: string; detail: string | null }>(
      // A row whose shown field is empty still needs a label a person can pick.
      sql`select t.id, coalesce(nullif(${shown.value}::text, ''), '#' || t.id) as label,
                   ${optionDetail.select} as detail
              from ${T} t${shown.join}${optionDetail.joins} where ${filter(auth, { search, idPeriod })}
             order by ${shown.value}, ${optionDetail.select} limit 50`,
    );
    return rows.rows.map(({ detail, ...option }) => (detail ? { ...option, detail } : option));
  }

  const values = (input: Row) =>
    def.fields.map((fd) => {
      const v = input[fd.name];
      return v === undefined ? null : v;
    });

  return {
    def,
    tenant,

    list(db: Db, auth: AuthContext, query: ListQuery) {
      return kept(db, auth, 'list', query, () => listed(db, auth, query));
    },

    /** Every row of the current filter, for export (bounded). */
    async all(db: Db, auth: AuthContext, query: Omit<ListQuery, 'page' | 'size'>, limit = 50_000) {
      const rows = await db.execute<Row>(
        sql`select ${columnsFor(auth)} from ${T} t${joins} where ${filter(auth, query)} order by ${order({ ...query, page: 0, size: limit })} limit ${limit}`,
      );
      return rows.rows;
    },

    options(db: Db, auth: AuthContext, search: string | undefined, idPeriod?: number) {
      return kept(db, auth, 'options', { search, idPeriod }, () => optionsOf(db, auth, search, idPeriod));
    },

    findOne,

    async create(db: Db, auth: AuthContext, input: Row): Promise<ResourceRow> {
      return withTransaction(db, auth, async (tx) => {
        const { idClient } = await checkRefs(tx, auth, input);
        const cols = [...(tenant ? [sql`id_client`] : []), ...def.fields.map((fd) => id(fd.column))];
        const vals = [...(tenant ? [sql`${idClient}`] : []), ...values(input).map((v) => sql`${v}`)];
        const inserted = await guard(def, () =>
          tx.execute<{ id: number }>(
            sql`insert into ${T} (${sql.join(cols, sql`, `)}) values (${sql.join(vals, sql`, `)}) returning id`,
          ),
        );
        const newId = inserted.rows[0]?.id ?? 0;
        await assertRowPeriodOpen(tx, idClient ?? auth.idClient, def, newId);
        await assertStructureCurrent(tx, auth, def, newId);
        await afterCreate(def.name, tx, auth, newId);
        return findOne(tx, auth, newId);
      });
    },

    async update(
      db: Db,
      auth: AuthContext,
      input: Row & { id: number; version: number },
    ): Promise<ResourceRow> {
      return withTransaction(db, auth, async (tx) => {
        const current = await findOne(tx, auth, input.id);
        // A field the caller left out keeps its stored value: no update loses what it did not mention.
        const row: Row = Object.fromEntries(
          def.fields.map((fd) => [fd.name, input[fd.name] === undefined ? current[fd.name] : input[fd.name]]),
        );
        const broken = ruleErrors(def, row);
        if (broken.length > 0) throw invalidInput(broken);
        const fixed = changedFields(
          current,
          row,
          immutables.map((fd) => fd.name),
        );
        const changed = immutables.filter((fd) => fixed.includes(fd.name));
        if (changed.length > 0) {
          throw badRequest(
            `${changed.map((fd) => fd.label).join(', ')}: no puede modificarse una vez creado.`,
            changed.map((fd) => ({ field: fd.name, message: 'No puede modificarse una vez creado' })),
          );
        }
        await checkRefs(tx, auth, row);
        await assertRowPeriodOpen(tx, auth.idClient, def, input.id);
        // An amount or a place in the structure is the budget itself: not in a period that has ended.
        const reshapes = changedFields(current, row, budgetShaping).length > 0;
        if (reshapes) await assertStructureCurrent(tx, auth, def, input.id);
        await beforeUpdate(def.name, tx, auth, current, row);
        const sets = def.fields.map((fd, i) => sql`${id(fd.column)} = ${values(row)[i]}`);
        const updated = await guard(def, () =>
          tx.execute<{ id: number }>(
            sql`update ${T} t set ${sql.join(sets, sql`, `)}, version = t.version + 1
                 where t.id = ${input.id} and t.version = ${input.version} and ${scopeFilter(auth)} returning t.id`,
          ),
        );
        if (updated.rows.length === 0) {
          throw conflict(
            'Otro usuario modificó este registro mientras usted lo editaba. Recárguelo y repita el cambio.',
          );
        }
        // Nor may it move into a closed period, or one that has ended.
        await assertRowPeriodOpen(tx, auth.idClient, def, input.id);
        if (reshapes) await assertStructureCurrent(tx, auth, def, input.id);
        return findOne(tx, auth, input.id);
      });
    },

    async remove(db: Db, auth: AuthContext, rowId: number): Promise<void> {
      await withTransaction(db, auth, async (tx) => {
        const row = await findOne(tx, auth, rowId);
        await assertRowPeriodOpen(tx, auth.idClient, def, rowId);
        await assertStructureCurrent(tx, auth, def, rowId);
        const uses: string[] = [];
        for (const r of referrers) {
          const count = await tx.execute<{ n: number }>(
            sql`select count(*)::int as n from ${id(r.table)} where ${id(r.column)} = ${rowId}`,
          );
          const n = count.rows[0]?.n ?? 0;
          if (n > 0) uses.push(`${n} ${r.label}`);
        }
        if (uses.length > 0) {
          throw conflict(
            `No se puede eliminar ${article(def)} ${def.labels.singular} «${String(row[`${def.display}Label`] ?? row[def.display] ?? rowId)}»: lo usan ${uses.join(' y ')}.`,
          );
        }
        await beforeDelete(def.name, tx, auth, rowId);
        for (const part of parts) {
          await tx.execute(sql`delete from ${id(part.table)} where ${id(part.column)} = ${rowId}`);
        }
        await guard(def, () =>
          tx.execute(sql`delete from ${T} t where t.id = ${rowId} and ${scopeFilter(auth)}`),
        );
      });
    },
  };
}

export type ResourceService = ReturnType<typeof resourceService>;

function article(def: ResourceDef): string {
  return def.labels.feminine ? 'la' : 'el';
}

/** Turns the database's integrity errors into the declared Spanish messages (409), never a 500. */
async function guard<T>(def: ResourceDef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') {
      const rule = def.uniques.find((u) => uniqueName(def, u.fields) === pg.constraint);
      throw conflict(
        rule?.message ??
          `Ya existe ${def.labels.feminine ? 'una' : 'un'} ${def.labels.singular} con esos datos.`,
        rule?.fields.map((field) => ({ field, message: rule.message })),
      );
    }
    if (pg?.code === '23503') {
      throw conflict(
        `No se puede completar la operación: ${def.labels.singular} está en uso por otros registros.`,
      );
    }
    throw error;
  }
}

/** The scope's parent of a master listed under one (a level under the level above, an account under its bank). */
function parentOf(def: ResourceDef): { def: ResourceDef; column: string } | null {
  if (def.scope.kind !== 'parent') return null;
  const field = def.scope.field;
  const column = def.fields.find((fd) => fd.name === field)?.column;
  return column ? { def: resourceNamed(def.scope.resource), column } : null;
}

/**
 * What an option says beside its name, so that two rows named alike ("Sin obra" under two
 * activities) can be told apart: its code, written as the whole path when its parents are coded too
 * (01.02.00.00.00.00.01), and its parent's name. A parent the screen already fixes (the budget period
 * of a period's masters) is left out.
 */
function optionDetailOf(def: ResourceDef): { select: SQL; joins: SQL } {
  const codeOf = (d: ResourceDef) => d.fields.find((fd) => fd.name === 'code' && d.display !== 'code');
  const joins: SQL[] = [];
  const codes: SQL[] = [];
  if (codeOf(def)) {
    codes.push(sql`t.${id(codeOf(def)?.column ?? 'code')}`);
    let at = { def, alias: 't' };
    for (
      let parent = parentOf(def), n = 1;
      parent && codeOf(parent.def);
      parent = parentOf(parent.def), n++
    ) {
      const alias = `c${n}`;
      joins.push(
        sql` left join ${id(parent.def.table)} ${id(alias)} on ${id(alias)}.id = ${id(at.alias)}.${id(parent.column)}`,
      );
      codes.unshift(sql`${id(alias)}.${id(codeOf(parent.def)?.column ?? 'code')}`);
      at = { def: parent.def, alias };
    }
  }
  const parent = parentOf(def);
  const named = parent && !(def.period && !parent.def.period) ? parent : null;
  const parentDisplay = named?.def.fields.find((fd) => fd.name === named.def.display)?.column;
  if (named && parentDisplay)
    joins.push(sql` left join ${id(named.def.table)} p on p.id = t.${id(named.column)}`);
  const parts = [
    ...(codes.length > 0 ? [sql`concat_ws('.', ${sql.join(codes, sql`, `)})`] : []),
    ...(named && parentDisplay ? [sql`p.${id(parentDisplay)}::text`] : []),
  ];
  return {
    select:
      parts.length > 0 ? sql`nullif(concat_ws(' · ', ${sql.join(parts, sql`, `)}), '')` : sql`null::text`,
    joins: sql.join(joins, sql``),
  };
}

/**
 * The value that names a row: its display field, or, when that field points at another master (an
 * opening balance is named by its bank account), the display of the row it points at.
 */
function shownValue(def: ResourceDef): { value: SQL; join: SQL } {
  const field = def.fields.find((fd) => fd.name === def.display);
  if (field?.kind !== 'ref' || !field.ref) return { value: sql`t.${id(field?.column ?? 'id')}`, join: sql`` };
  const target = resourceNamed(field.ref.resource);
  const column = target.fields.find((fd) => fd.name === field.ref?.display)?.column ?? 'id';
  return {
    value: sql`d.${id(column)}`,
    join: sql` left join ${id(target.table)} d on d.id = t.${id(field.column)}`,
  };
}

/** A computed column's SQL with `{today}` as the institution's date (a bound parameter). */
function computedSql(text: string, today: string): SQL {
  const parts = text.split('{today}');
  return sql.join(
    parts.map((part, i) => (i === 0 ? sql.raw(part) : sql`${today}::date${sql.raw(part)}`)),
    sql``,
  );
}

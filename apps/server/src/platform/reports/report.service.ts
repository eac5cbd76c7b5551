import {
  type AnyReport,
  formatDate,
  formatMoney,
  formatRate,
  paramHeading,
  RESOURCES,
  type Report,
  type ReportAnswer,
  type ReportColumn,
  type ReportParam,
  type ReportQueryOf,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../access/token.ts';
import type { Db } from '../db/database.ts';
import { moneyText } from '../db/money.ts';
import { familyOf } from '../documents/families.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { resourceService } from '../resources/resource.service.ts';

/**
 * A report's SQL, paired with its declaration (`reportSource(report, { select, order })`): the
 * rows (every declared column by its key, plus helper columns) and their order, over the query
 * its parameters type.
 */
export interface ReportSource<Ps extends readonly ReportParam[] = readonly ReportParam[]> {
  report: Report<Ps>;
  /** The rows; a source that `pages` itself is given the page's window (null: every row, for a file). */
  select(idClient: number, q: ReportQueryOf<Ps>, window?: PageWindow | null): SQL;
  /**
   * ORDER BY over the select's columns, qualified `r.` (the subquery's name): a bare name would
   * mean the formatted output column (a date as text), which no index can serve.
   */
  order: SQL;
  /**
   * A cheaper statement for the row count and totals (`"__count"` and each total column), when the
   * report's rows have one: totals kept by the postings instead of summing every line. Returning
   * null falls back to aggregating the select. A test checks both give the same totals.
   */
  summary?(idClient: number, q: ReportQueryOf<Ps>): SQL | null;
  /**
   * The select cuts its own page from the window it is given: where each row carries a running
   * figure (a book's balance), computing it over every row to keep one page of them is the cost
   * of the report, and the source can start the page from a kept total instead.
   */
  pages?: true;
  /** What the printed form adds to the kit's frame (a BM form's heading and signatures). */
  paper?(db: Db, idClient: number, q: ReportQueryOf<Ps>): Promise<ReportPaper>;
}

/**
 * A report's paper beyond the kit's frame: lines under its title (the unit and its responsible) and
 * the signature blocks at its foot, each its lines (role, name, id card).
 */
export interface ReportPaper {
  heading: string[];
  signatures: string[][];
  /** What the paper lacks for lack of data (its official heading), said on screen with where to fix it. */
  notices?: { message: string; screen?: string }[];
}

/** Any report's source, as the kit handles them in a list: the query is the report's own. */
export interface AnyReportSource {
  report: AnyReport;
  select(idClient: number, q: Record<string, unknown>, window?: PageWindow | null): SQL;
  order: SQL;
  summary?(idClient: number, q: Record<string, unknown>): SQL | null;
  pages?: true;
  paper?(db: Db, idClient: number, q: Record<string, unknown>): Promise<ReportPaper>;
}

/** Which rows of the ordered whole one page is. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Pairs a declared report with its SQL, typed by the report's parameters. */
export function reportSource<const Ps extends readonly ReportParam[]>(
  report: Report<Ps>,
  source: Omit<ReportSource<Ps>, 'report'>,
): AnyReportSource {
  return { report, ...source } as unknown as AnyReportSource;
}

/** Rows a printout or spreadsheet may carry; past this the user is asked to filter. */
export const EXPORT_LIMIT = { pdf: 5_000, xlsx: 200_000 };

/** One output column as JSON carries it: money as decimal text, dates as yyyy-MM-dd. */
function outputColumn(c: ReportColumn): SQL {
  const name = sql.identifier(c.key);
  switch (c.kind) {
    case 'money':
      return c.blank
        ? sql`case when r.${name} is not null then ${moneyText(sql`r.${name}`)} end as ${name}`
        : sql`${moneyText(sql`r.${name}`)} as ${name}`;
    case 'date':
      return sql`to_char(r.${name}, 'YYYY-MM-DD') as ${name}`;
    case 'integer':
      return sql`coalesce(r.${name}, 0)::int as ${name}`;
    default:
      return sql`r.${name}::text as ${name}`;
  }
}

function checkRequired(report: AnyReport, q: Record<string, unknown>): void {
  const missing: { field: string; message: string }[] = [];
  for (const p of report.params) {
    if (!('required' in p) || !p.required) continue;
    if (p.kind === 'dateRange' && (!q.from || !q.to))
      missing.push({ field: q.from ? 'to' : 'from', message: 'Indique el rango de fechas' });
    if (p.kind === 'month' && !q.month) missing.push({ field: 'month', message: 'Indique el mes' });
    if (p.kind === 'date' && !q[p.name]) missing.push({ field: p.name, message: 'Indique la fecha' });
    if ((p.kind === 'master' || p.kind === 'document') && q[p.name] === undefined)
      missing.push({ field: p.name, message: `${p.label}: elija una de la lista` });
  }
  if (missing.length > 0) throw badRequest('Faltan filtros del reporte', missing);
}

/**
 * The shown name of a master's row a report is filtered by. A row the caller may not see (another
 * institution's) is not found, as on every route that names one: a report never answers an empty
 * book for an account that is not the institution's.
 */
async function masterLabel(
  db: Db,
  auth: AuthContext,
  param: { resource: string; label: string },
  id: unknown,
): Promise<string | null> {
  const def = RESOURCES.find((r) => r.name === param.resource);
  if (!def || typeof id !== 'number') return null;
  try {
    const row = await resourceService(def).findOne(db, auth, id);
    return String(row[def.display] ?? '');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw notFound(`${param.label} no encontrad${def.labels.feminine ? 'a' : 'o'}`);
    throw error;
  }
}

/** How a family names one of the caller's documents ('la Nómina N.º 3'); null for another institution's. */
async function documentLabel(db: Db, auth: AuthContext, table: string, id: unknown): Promise<string | null> {
  const family = familyOf(table);
  if (!family || typeof id !== 'number') return null;
  const mine = await db.execute(
    sql`select 1 from ${sql.identifier(table)} where id = ${id} and id_client = ${auth.idClient}`,
  );
  if (mine.rows.length === 0) throw notFound('Documento no encontrado');
  const name = await family.name(db, id);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * What a report covers, in words, for its heading on screen and on paper: the period (which must be
 * the caller's: 404 otherwise), then each parameter as its declaration says it.
 */
async function heading(
  db: Db,
  auth: AuthContext,
  report: AnyReport,
  q: Record<string, unknown>,
): Promise<string> {
  const found = await db.execute<{ description: string }>(
    sql`select description from period where id = ${Number(q.idPeriod)} and id_client = ${auth.idClient}`,
  );
  const period = found.rows[0];
  if (!period) throw notFound('El período no existe en esta institución.');
  const parts = [`Período ${period.description}`];
  for (const p of report.params) {
    const label =
      p.kind === 'master'
        ? await masterLabel(db, auth, p, q[p.name])
        : p.kind === 'document'
          ? await documentLabel(db, auth, p.table, q[p.name])
          : null;
    const said = paramHeading(p, q, label);
    if (said) parts.push(said);
  }
  return parts.join(' · ');
}

/**
 * The two statements of a report: the totals and row count over every row, and the rows in order
 * (one page, or all of them for a file). The benchmark times these straight on the database.
 */
export function reportStatements(
  source: AnyReportSource,
  idClient: number,
  q: Record<string, unknown>,
  paged = true,
): { summary: SQL; rows: SQL } {
  const def = source.report;
  const window = paged ? { limit: Number(q.size), offset: Number(q.page) * Number(q.size) } : null;
  const every = source.select(idClient, q, null);
  const inner = source.pages ? source.select(idClient, q, window) : every;
  const totals = def.columns.filter((c) => c.total);
  // A blank money column is totalled only when every row holds a value: a total of what could be
  // valued would pass for the whole (an account in dollars without a rate would drop out unseen).
  const summed = (c: ReportColumn) => {
    const col = sql`r.${sql.identifier(c.key)}`;
    return c.blank ? sql`case when count(*) = count(${col}) then sum(${col}) end` : sql`sum(${col})`;
  };
  const totalOf = (c: ReportColumn, value: SQL) =>
    c.kind !== 'money'
      ? value
      : c.blank
        ? sql`case when ${value} is not null then ${moneyText(value)} end`
        : moneyText(value);
  const aggregate = sql.join(
    [
      sql`count(*)::int as "__count"`,
      ...totals.map((c) => sql`${totalOf(c, summed(c))} as ${sql.identifier(c.key)}`),
    ],
    sql`, `,
  );
  // A report's own summary is read through the same formatting: money as text with two decimals.
  const custom = source.summary?.(idClient, q);
  const summary = custom
    ? sql`select s."__count", ${sql.join(
        totals.map((c) => sql`${totalOf(c, sql`s.${sql.identifier(c.key)}`)} as ${sql.identifier(c.key)}`),
        sql`, `,
      )} from (${custom}) s`
    : sql`select ${aggregate} from (${every}) r`;
  const cut = window && !source.pages ? sql` limit ${window.limit} offset ${window.offset}` : sql``;
  return {
    summary,
    rows: sql`
      select ${sql.join(def.columns.map(outputColumn), sql`, `)}
        from (${inner}) r
       order by ${source.order}${cut}`,
  };
}

/**
 * Runs a report in SQL: one page of rows in its order, and the totals and row count over all of
 * them, computed by the database from the same select. `all` returns every row (exports), refused
 * past `limit` rows with a message to filter.
 */
export async function runReport(
  db: Db,
  auth: AuthContext,
  source: AnyReportSource,
  q: Record<string, unknown>,
  options: { all?: boolean; limit?: number } = {},
): Promise<ReportAnswer> {
  const def = source.report;
  checkRequired(def, q);
  const subtitle = await heading(db, auth, def, q);
  const statements = reportStatements(source, auth.idClient, q, !options.all);
  const summary = await db.execute<Record<string, string | number>>(statements.summary);
  const sums = summary.rows[0] ?? {};
  const count = Number(sums.__count ?? 0);
  if (options.all && options.limit && count > options.limit) {
    throw new AppError(
      422,
      `El reporte tiene ${count.toLocaleString('de-DE')} filas; filtre (por fechas, cuenta o tipo) para exportar hasta ${options.limit.toLocaleString('de-DE')}.`,
    );
  }
  const rows = await db.execute<Record<string, string | number | null>>(statements.rows);
  const totals = def.columns.filter((c) => c.total);
  return {
    title: def.title,
    subtitle,
    columns: def.columns,
    rows: rows.rows,
    totals: Object.fromEntries(
      totals.flatMap((c) => (c.blank && sums[c.key] == null ? [] : [[c.key, String(sums[c.key] ?? '0.00')]])),
    ),
    total: count,
    page: options.all ? 0 : Number(q.page),
    size: options.all ? count : Number(q.size),
  };
}

/** A cell as printed: money as 1.234,56, dates as dd/MM/yyyy. */
export function printedCell(column: ReportColumn, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatMoney(String(value));
  if (column.kind === 'date') return formatDate(String(value));
  if (column.kind === 'integer') return Number(value).toLocaleString('de-DE');
  if (column.kind === 'rate') return formatRate(String(value));
  return String(value);
}

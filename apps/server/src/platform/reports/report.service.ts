import {
  formatDate,
  formatMoney,
  type ReportAnswer,
  type ReportColumn,
  type ReportDef,
  type ReportQuery,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { AppError, badRequest } from '../errors.ts';

/**
 * The reports of one module: their declarations, the SQL of each, and how the module says in words
 * what a report covers (the period, the filters) for its heading on screen and on paper.
 */
export interface ReportFamily {
  reports: readonly ReportDef[];
  sources: Record<string, ReportSource>;
  describe(db: Db, idClient: number, def: ReportDef, q: ReportQuery): Promise<string>;
}

/** A report's SQL: the rows (every declared column by its key, plus helper columns) and their order. */
export interface ReportSource {
  select(idClient: number, q: ReportQuery): SQL;
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
  summary?(idClient: number, q: ReportQuery): SQL | null;
}

/** Rows a printout or spreadsheet may carry; past this the user is asked to filter. */
export const EXPORT_LIMIT = { pdf: 5_000, xlsx: 200_000 };

/** One output column as JSON carries it: money as decimal text, dates as yyyy-MM-dd. */
function outputColumn(c: ReportColumn): SQL {
  const name = sql.identifier(c.key);
  switch (c.kind) {
    case 'money':
      return sql`coalesce(r.${name}, 0)::numeric(18, 2)::text as ${name}`;
    case 'date':
      return sql`to_char(r.${name}, 'YYYY-MM-DD') as ${name}`;
    case 'integer':
      return sql`coalesce(r.${name}, 0)::int as ${name}`;
    default:
      return sql`r.${name}::text as ${name}`;
  }
}

function checkRequired(def: ReportDef, q: ReportQuery): void {
  const missing: { field: string; message: string }[] = [];
  for (const filter of def.required ?? []) {
    if (filter === 'dateRange' && (!q.from || !q.to))
      missing.push({ field: q.from ? 'to' : 'from', message: 'Indique el rango de fechas' });
    if (filter === 'month' && !q.month) missing.push({ field: 'month', message: 'Indique el mes' });
  }
  if (missing.length > 0) throw badRequest('Faltan filtros del reporte', missing);
}

/**
 * The two statements of a report: the totals and row count over every row, and the rows in order
 * (one page, or all of them for a file). The benchmark times these straight on the database.
 */
export function reportStatements(
  def: ReportDef,
  source: ReportSource,
  idClient: number,
  q: ReportQuery,
  paged = true,
): { summary: SQL; rows: SQL } {
  const inner = source.select(idClient, q);
  const aggregate = sql.join(
    [
      sql`count(*)::int as "__count"`,
      ...def.columns
        .filter((c) => c.total)
        .map(
          (c) =>
            sql`coalesce(sum(r.${sql.identifier(c.key)}), 0)::numeric(18, 2)::text as ${sql.identifier(c.key)}`,
        ),
    ],
    sql`, `,
  );
  const window = paged ? sql` limit ${q.size} offset ${q.page * q.size}` : sql``;
  return {
    summary: source.summary?.(idClient, q) ?? sql`select ${aggregate} from (${inner}) r`,
    rows: sql`
      select ${sql.join(def.columns.map(outputColumn), sql`, `)}
        from (${inner}) r
       order by ${source.order}${window}`,
  };
}

/**
 * Runs a report in SQL: one page of rows in its order, and the totals and row count over all of
 * them, computed by the database from the same select. `all` returns every row (exports), refused
 * past `limit` rows with a message to filter.
 */
export async function runReport(
  db: Db,
  idClient: number,
  def: ReportDef,
  source: ReportSource,
  q: ReportQuery,
  describe: ReportFamily['describe'],
  options: { all?: boolean; limit?: number } = {},
): Promise<ReportAnswer> {
  checkRequired(def, q);
  const subtitle = await describe(db, idClient, def, q);
  const statements = reportStatements(def, source, idClient, q, !options.all);
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
    totals: Object.fromEntries(totals.map((c) => [c.key, String(sums[c.key] ?? '0.00')])),
    total: count,
    page: options.all ? 0 : q.page,
    size: options.all ? count : q.size,
  };
}

/** A cell as printed: money as 1.234,56, dates as dd/MM/yyyy. */
export function printedCell(column: ReportColumn, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatMoney(String(value));
  if (column.kind === 'date') return formatDate(String(value));
  if (column.kind === 'integer') return Number(value).toLocaleString('de-DE');
  return String(value);
}

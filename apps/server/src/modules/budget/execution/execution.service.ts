import {
  type ExecutionMonths,
  type MainStatistic,
  monthExecution,
  type PeriodExecution,
  periodExecution as periodExecutionSchema,
  tightAccount,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { moneyText } from '../../../platform/db/money.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { monthsOfPeriod } from '../../../platform/periods/period.ts';
import { executionColumns } from './execution-columns.ts';

type Totals = Omit<PeriodExecution, 'tightest'>;

/** The money totals of the period's execution, as one row. */
const totalsRow = periodExecutionSchema.omit({ documents: true, tightest: true });

/** Each account's execution in the period, as the execution reports compute it. */
const accountsOf = (idClient: number, idPeriod: number): SQL => sql`
  select a.code, a.description, ${executionColumns('b')}
    from budget_account a
    left join budget_balance b on b.id_budget_account = a.id
   where a.id_client = ${idClient} and a.id_period = ${idPeriod}`;

/** The period's totals and its documents by status: what the dashboard and the session show. */
async function periodTotals(db: Db, idClient: number, idPeriod: number): Promise<Totals> {
  const sum = (column: string) =>
    sql`${moneyText(sql`sum(x.${sql.identifier(column)})`)} as ${sql.identifier(column)}`;
  const totals = await selectRow(
    db,
    totalsRow,
    sql`
    select ${sql.join(
      ['initial', 'modified', 'updated', 'committed', 'caused', 'paid', 'available'].map(sum),
      sql`, `,
    )}
      from (${accountsOf(idClient, idPeriod)}) x`,
  );
  // Reversals are bookkeeping, not documents anyone wrote: counted by what they reverse.
  const documents = await db.execute<{ status: 'draft' | 'posted' | 'annulled'; n: number }>(sql`
    select status, count(*)::int as n from budget_document
     where id_client = ${idClient} and id_period = ${idPeriod} and id_reverses is null
     group by status`);
  const count = (status: string) => documents.rows.find((r) => r.status === status)?.n ?? 0;
  return {
    ...(totals as Omit<Totals, 'documents'>),
    documents: { draft: count('draft'), posted: count('posted'), annulled: count('annulled') },
  };
}

/**
 * A period's execution from the totals every posting keeps (budget_balance, one row per account) and
 * the documents' status index: it reads as many rows as the period has accounts, however many lines
 * were posted, so the dashboard stays instant on a million lines.
 */
export async function periodExecution(db: Db, idClient: number, idPeriod: number): Promise<PeriodExecution> {
  const tightest = await selectRows(
    db,
    tightAccount,
    sql`
    select x.code, x.description, ${moneyText(sql`x.updated`)} as updated, ${moneyText(sql`x.available`)} as available,
           round(100 * x.available / x.updated, 1)::text as percent
      from (${accountsOf(idClient, idPeriod)}) x
     where x.updated > 0
     order by x.available / x.updated, x.code
     limit 5`,
  );
  return { ...(await periodTotals(db, idClient, idPeriod)), tightest };
}

/** The budget's headline in the signed-in user's `mainStatistics`: the same figures. */
export async function budgetStatistics(db: Db, idClient: number, idPeriod: number): Promise<MainStatistic[]> {
  // At every sign-in: the totals only, not the accounts' ranking.
  const e = await periodTotals(db, idClient, idPeriod);
  const money = (key: keyof typeof e, label: string): MainStatistic => ({
    key: `budget.${key}`,
    label,
    kind: 'money',
    value: String(e[key]),
  });
  return [
    money('initial', 'Asignación inicial'),
    money('modified', 'Modificaciones'),
    money('updated', 'Presupuesto actualizado'),
    money('committed', 'Comprometido'),
    money('caused', 'Causado'),
    money('paid', 'Pagado'),
    money('available', 'Disponible'),
    {
      key: 'budget.documents.posted',
      label: 'Documentos registrados',
      kind: 'count',
      value: String(e.documents.posted),
    },
    { key: 'budget.documents.draft', label: 'Borradores', kind: 'count', value: String(e.documents.draft) },
    {
      key: 'budget.documents.annulled',
      label: 'Documentos anulados',
      kind: 'count',
      value: String(e.documents.annulled),
    },
  ];
}

/**
 * The period month by month for the dashboard's chart: each calendar month of its dates (a month
 * without documents as zeros), what the documents dated in it committed, caused and paid (reversals
 * netted), from the monthly totals every posting keeps (budget_balance_month: as many rows as
 * accounts times months, never the lines); and the updated budget they are measured against.
 */
export async function periodMonths(db: Db, idClient: number, idPeriod: number): Promise<ExecutionMonths> {
  const months = await selectRows(
    db,
    monthExecution,
    sql`
    with m as (${monthsOfPeriod(idClient, idPeriod)})
    select m.year, m.month, ${moneyText(sql`sum(b.committed)`)} as committed,
           ${moneyText(sql`sum(b.caused)`)} as caused, ${moneyText(sql`sum(b.paid)`)} as paid
      from m
      left join budget_balance_month b
        on b.id_client = ${idClient} and b.id_period = ${idPeriod} and b.year = m.year and b.month = m.month
     group by m.year, m.month
     order by m.year, m.month`,
  );
  const total = await db.execute<{ updated: string }>(
    sql`select ${moneyText(sql`sum(x.updated)`)} as updated from (${accountsOf(idClient, idPeriod)}) x`,
  );
  return { updated: total.rows[0]?.updated ?? '0.00', months };
}

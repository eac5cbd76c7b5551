import type { MainStatistic, PeriodExecution } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';

/**
 * A period's execution from the totals every posting keeps (budget_balance, one row per account) and
 * the documents' status index: it reads as many rows as the period has accounts, however many lines
 * were posted, so the dashboard stays instant on a million lines.
 */
export async function periodExecution(db: Db, idClient: number, idPeriod: number): Promise<PeriodExecution> {
  const totals = await db.execute<Omit<PeriodExecution, 'documents' | 'tightest'>>(sql`
    select round(coalesce(sum(a.initial_amount), 0), 2)::text as initial,
           round(coalesce(sum(b.aditional - b.decrease), 0), 2)::text as modified,
           round(coalesce(sum(a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0)), 0), 2)::text as updated,
           round(coalesce(sum(b.committed), 0), 2)::text as committed,
           round(coalesce(sum(b.caused), 0), 2)::text as caused,
           round(coalesce(sum(b.paid), 0), 2)::text as paid,
           round(coalesce(sum(a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0)), 0), 2)::text
             as available
      from budget_account a
      left join budget_balance b on b.id_budget_account = a.id
     where a.id_client = ${idClient} and a.id_period = ${idPeriod}`);
  // Reversals are bookkeeping, not documents anyone wrote: counted by what they reverse.
  const documents = await db.execute<{ status: 'draft' | 'posted' | 'annulled'; n: number }>(sql`
    select status, count(*)::int as n from budget_document
     where id_client = ${idClient} and id_period = ${idPeriod} and id_reverses is null
     group by status`);
  const tightest = await db.execute<PeriodExecution['tightest'][number]>(sql`
    select x.code, x.description, round(x.updated, 2)::text as updated, round(x.available, 2)::text as available,
           round(100 * x.available / x.updated, 1)::text as percent
      from (select a.code, a.description,
                   a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) as updated,
                   a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0) as available
              from budget_account a
              left join budget_balance b on b.id_budget_account = a.id
             where a.id_client = ${idClient} and a.id_period = ${idPeriod}) x
     where x.updated > 0
     order by x.available / x.updated, x.code
     limit 5`);
  const count = (status: string) => documents.rows.find((r) => r.status === status)?.n ?? 0;
  const t = totals.rows[0] as Omit<PeriodExecution, 'documents' | 'tightest'>;
  return {
    ...t,
    documents: { draft: count('draft'), posted: count('posted'), annulled: count('annulled') },
    tightest: tightest.rows,
  };
}

/** The budget's headline in the signed-in user's `mainStatistics`: the same figures. */
export async function budgetStatistics(db: Db, idClient: number, idPeriod: number): Promise<MainStatistic[]> {
  const e = await periodExecution(db, idClient, idPeriod);
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

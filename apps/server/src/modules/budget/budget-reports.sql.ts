import type { ReportQuery } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportSource } from '../../platform/reports/report.service.ts';

/**
 * The SQL of each expense-budget report (declared in contracts/reports/budget-reports.ts). Execution
 * reports read the running totals (budget_balance, budget_balance_month) kept by every posting;
 * only reports by date range or by document read the imputation lines, through indexed joins.
 */

const accountFilter = (q: ReportQuery): SQL =>
  q.account ? sql`and (a.code like ${`${q.account}%`} or a.account_code like ${`${q.account}%`})` : sql``;

/** Documents that count: posted, annulled and their reversals, which net each other out. */
const counted = (idClient: number, q: ReportQuery): SQL => sql`
  d.id_client = ${idClient} and d.id_period = ${q.idPeriod} and d.status <> 'draft'
  ${q.from ? sql`and d.date_order >= ${q.from}` : sql``}
  ${q.to ? sql`and d.date_order <= ${q.to}` : sql``}
  ${q.idDocumentType ? sql`and d.id_document_type = ${q.idDocumentType}` : sql``}
  ${q.idBeneficiary ? sql`and d.id_beneficiary = ${q.idBeneficiary}` : sql``}`;

/** Documents in force: posted and not a reversal (annulled ones and their reversals left out). */
const inForce = (idClient: number, q: ReportQuery): SQL => sql`
  ${counted(idClient, q)} and d.status = 'posted' and d.id_reverses is null`;

const executionColumns = (b: string) => {
  const col = (name: string) => sql.raw(`coalesce(${b}.${name}, 0)`);
  return sql`
    a.initial_amount as initial,
    ${col('aditional')} - ${col('decrease')} as modified,
    a.initial_amount + ${col('aditional')} - ${col('decrease')} as updated,
    ${col('committed')} as committed, ${col('caused')} as caused, ${col('paid')} as paid,
    a.initial_amount + ${col('aditional')} - ${col('decrease')} - ${col('committed')} as available`;
};

const documentLines = (idClient: number, q: ReportQuery): SQL => sql`
  select d.number_text as number, dt.name as "typeName", d.date_order as "dateOrder", b.name as beneficiary,
         a.code, i.amount_aditional as aditional, i.amount_decrease as decrease, i.amount_committed as committed,
         i.amount_caused as caused, i.amount_paid as paid, d.id as "__doc", i.id as "__line"
    from budget_document d
    join document_type dt on dt.id = d.id_document_type
    left join beneficiary b on b.id = d.id_beneficiary
    join budget_imputation i on i.id_document = d.id
    join budget_account a on a.id = i.id_budget_account
   where ${counted(idClient, q)} ${accountFilter(q)}`;

const quarterOf = (month: number) => Math.floor((month - 1) / 3) * 3 + 1;

export const BUDGET_REPORT_SQL: Record<string, ReportSource> = {
  'por-nivel': {
    select: (idClient, q) => {
      const level = q.level ?? 1;
      const node = sql.identifier(`budget_level${level}`);
      const idColumn = sql.raw(`a.id_level${level}`);
      return sql`
        select left(a.structure, ${3 * level - 1}) as code, n.name as description,
               sum(a.initial_amount) as initial,
               sum(coalesce(b.aditional, 0) - coalesce(b.decrease, 0)) as modified,
               sum(a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0)) as updated,
               sum(coalesce(b.committed, 0)) as committed, sum(coalesce(b.caused, 0)) as caused,
               sum(coalesce(b.paid, 0)) as paid,
               sum(a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0)) as available
          from budget_account a
          join ${node} n on n.id = ${idColumn}
          left join budget_balance b on b.id_budget_account = a.id
         where a.id_client = ${idClient} and a.id_period = ${q.idPeriod} ${accountFilter(q)}
         group by 1, n.id, n.name`;
    },
    order: sql`code, description`,
  },

  'por-cuentas': {
    select: (idClient, q) => sql`
      select a.code, a.description, ${executionColumns('b')}
        from budget_account a
        left join budget_balance b on b.id_budget_account = a.id
       where a.id_client = ${idClient} and a.id_period = ${q.idPeriod} ${accountFilter(q)}`,
    order: sql`code`,
  },

  'por-mes': {
    select: (idClient, q) => sql`
      select a.code, a.description, m.aditional, m.decrease, m.committed, m.caused, m.paid
        from budget_balance_month m
        join budget_account a on a.id = m.id_budget_account
       where m.id_client = ${idClient} and m.id_period = ${q.idPeriod} and m.month = ${q.month ?? 1}
             ${accountFilter(q)}`,
    order: sql`code`,
  },

  'mes-trimestre': {
    select: (idClient, q) => {
      const month = q.month ?? 1;
      const sumIf = (column: string, from: number) =>
        sql.raw(`sum(case when month >= ${from} and month <= ${month} then ${column} else 0 end)`);
      return sql`
        select a.code, a.description, m."committedMonth", m."causedMonth", m."paidMonth",
               m."committedQuarter", m."causedQuarter", m."paidQuarter"
          from (select id_budget_account,
                       ${sumIf('committed', month)} as "committedMonth", ${sumIf('caused', month)} as "causedMonth",
                       ${sumIf('paid', month)} as "paidMonth",
                       ${sumIf('committed', quarterOf(month))} as "committedQuarter",
                       ${sumIf('caused', quarterOf(month))} as "causedQuarter",
                       ${sumIf('paid', quarterOf(month))} as "paidQuarter"
                  from budget_balance_month
                 where id_client = ${idClient} and id_period = ${q.idPeriod}
                   and month between ${quarterOf(month)} and ${month}
                 group by id_budget_account) m
          join budget_account a on a.id = m.id_budget_account
         where true ${accountFilter(q)}`;
    },
    order: sql`code`,
  },

  'por-documento': {
    select: (idClient, q) => documentLines(idClient, { ...q, from: undefined, to: undefined }),
    order: sql`"dateOrder", "__doc", code, "__line"`,
  },

  'por-documento-rango-fecha': {
    select: documentLines,
    order: sql`"dateOrder", "__doc", code, "__line"`,
  },

  'por-beneficiario': {
    select: (idClient, q) => sql`
      select b.code as "beneficiaryCode", b.name as beneficiary,
             count(distinct d.id) filter (where d.status = 'posted' and d.id_reverses is null) as documents,
             sum(i.amount_committed) as committed, sum(i.amount_caused) as caused, sum(i.amount_paid) as paid
        from budget_document d
        join beneficiary b on b.id = d.id_beneficiary
        join budget_imputation i on i.id_document = d.id
       where ${counted(idClient, q)}
       group by b.id, b.code, b.name`,
    order: sql`beneficiary, "beneficiaryCode"`,
  },

  gastos: {
    select: (idClient, q) => sql`
      select a.code, a.description, x.caused, x.paid, x.caused - x.paid as "toPay"
        from (select i.id_budget_account, sum(i.amount_caused) as caused, sum(i.amount_paid) as paid
                from budget_document d join budget_imputation i on i.id_document = d.id
               where ${counted(idClient, q)}
               group by i.id_budget_account
              having sum(i.amount_caused) <> 0 or sum(i.amount_paid) <> 0) x
        join budget_account a on a.id = x.id_budget_account
       where true ${accountFilter(q)}`,
    order: sql`code`,
  },

  'resumen-documentos-retenciones': {
    select: (idClient, q) => sql`
      select d.number_text as number, dt.name as "typeName", d.date_order as "dateOrder", b.name as beneficiary,
             d.amount, coalesce(x.base, 0) as base, coalesce(x.iva, 0) as iva, coalesce(x.retention, 0) as retention,
             d.amount - coalesce(x.retention, 0) as net, d.id as "__doc"
        from budget_document d
        join document_type dt on dt.id = d.id_document_type
        left join beneficiary b on b.id = d.id_beneficiary
        left join lateral (
          select sum(amount_base) as base, sum(amount_tax_iva) as iva, sum(retention_iva) as retention
            from budget_bill where id_document = d.id) x on true
       where ${inForce(idClient, q)}`,
    order: sql`"dateOrder", "__doc"`,
  },

  'cuenta-trimestre': {
    select: (idClient, q) => {
      const moment = sql.raw(q.moment ?? 'caused');
      const quarter = (n: number) =>
        sql`sum(case when m.month between ${3 * n - 2} and ${3 * n} then m.${moment} else 0 end)`;
      return sql`
        select a.code, a.description, ${quarter(1)} as q1, ${quarter(2)} as q2, ${quarter(3)} as q3,
               ${quarter(4)} as q4, sum(m.${moment}) as total
          from budget_balance_month m
          join budget_account a on a.id = m.id_budget_account
         where m.id_client = ${idClient} and m.id_period = ${q.idPeriod} ${accountFilter(q)}
         group by a.id, a.code, a.description`;
    },
    order: sql`code`,
  },

  'ejecucion-financiera-por-rango': {
    select: (idClient, q) => sql`
      select a.code, a.description, a.initial_amount as initial, coalesce(x.modified, 0) as modified,
             coalesce(x.committed, 0) as committed, coalesce(x.caused, 0) as caused, coalesce(x.paid, 0) as paid,
             coalesce(x.caused, 0) - coalesce(x.paid, 0) as "toPay"
        from budget_account a
        left join (
          select i.id_budget_account, sum(i.amount_aditional - i.amount_decrease) as modified,
                 sum(i.amount_committed) as committed, sum(i.amount_caused) as caused, sum(i.amount_paid) as paid
            from budget_document d join budget_imputation i on i.id_document = d.id
           where ${counted(idClient, q)}
           group by i.id_budget_account) x on x.id_budget_account = a.id
       where a.id_client = ${idClient} and a.id_period = ${q.idPeriod} ${accountFilter(q)}`,
    order: sql`code`,
  },

  'ejecucion-por-mes-y-periodo': {
    select: (idClient, q) => sql`
      select a.code, a.description, ${executionColumns('m')}
        from budget_account a
        left join (
          select id_budget_account, sum(aditional) as aditional, sum(decrease) as decrease,
                 sum(committed) as committed, sum(caused) as caused, sum(paid) as paid
            from budget_balance_month
           where id_client = ${idClient} and id_period = ${q.idPeriod} and month <= ${q.month ?? 12}
           group by id_budget_account) m on m.id_budget_account = a.id
       where a.id_client = ${idClient} and a.id_period = ${q.idPeriod} ${accountFilter(q)}`,
    order: sql`code`,
  },

  cajas: {
    select: (idClient, q) => sql`
      select d.number_text as number, d.date_order as "dateOrder", b.name as beneficiary, d.description,
             (select string_agg(coalesce(o.number_text, ''), ', ' order by o.id)
                from budget_document_source s join budget_document o on o.id = s.id_document_source
               where s.id_document = d.id) as orders,
             d.amount, d.id as "__doc"
        from budget_document d
        join document_type dt on dt.id = d.id_document_type and dt.code = 12
        left join beneficiary b on b.id = d.id_beneficiary
       where ${inForce(idClient, q)}`,
    order: sql`"dateOrder", "__doc"`,
  },
};

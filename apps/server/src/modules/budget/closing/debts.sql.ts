import { type SQL, sql } from 'drizzle-orm';
import { sourceTypeCodes } from '../documents/document.queries.ts';

/**
 * What a period owes, per document in force: each commitment's committed amount not yet caused and
 * each causación's caused amount not yet ordered paid, from the documents' kept totals less what
 * posted documents drew on them (budget_document_source, summed once per source). Read by the close
 * and by the report "Compromisos por causar y causados por pagar"; a closed period no longer
 * changes, so what it lists stays what the close left.
 */
export function periodDebts(idClient: number, idPeriod: SQL): SQL {
  const drawn = sql`
    select ds.id_document_source, sum(ds.amount) as used
      from budget_document_source ds
      join budget_document c on c.id = ds.id_document and c.status = 'posted'
     where c.id_client = ${idClient} and c.id_period = ${idPeriod}
     group by ds.id_document_source`;
  const owed = (debt: string, total: 'total_committed' | 'total_caused', codes: number[]) => sql`
    select ${debt} as debt, d.id, d.number_text, d.id_document_type, d.date_order, d.id_beneficiary,
           d.${sql.raw(total)} as amount, coalesce(u.used, 0) as drawn,
           d.${sql.raw(total)} - coalesce(u.used, 0) as pending
      from budget_document d
      left join drawn u on u.id_document_source = d.id
     where d.id_client = ${idClient} and d.id_period = ${idPeriod} and d.status = 'posted'
       and d.id_reverses is null
       and d.id_document_type in (${sql.join(
         codes.map((c) => sql`${c}`),
         sql`, `,
       )})
       and d.${sql.raw(total)} > coalesce(u.used, 0)`;
  // The commitments a causación draws on, and the causaciones a payment order draws on.
  return sql`
    with drawn as (${drawn})
    ${owed('Por causar', 'total_committed', sourceTypeCodes('causation'))}
    union all
    ${owed('Por pagar', 'total_caused', sourceTypeCodes('budgetPayment'))}`;
}

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';

/** A line of a posted budget document that caused spending on a capital-goods partida (4.04). */
export type CapitalLine = {
  idLine: number;
  idDocument: number;
  documentNumber: string | null;
  documentType: string;
  date: string;
  beneficiary: string | null;
  accountCode: string;
  detail: string | null;
  caused: string;
};

const LINE = sql`
  select i.id as "idLine", d.id as "idDocument", d.number_text as "documentNumber", dt.name as "documentType",
         to_char(d.date_order, 'YYYY-MM-DD') as date, b.name as beneficiary, a.account_code as "accountCode",
         i.detail, i.amount_caused::text as caused
    from budget_imputation i
    join budget_document d on d.id = i.id_document
    join document_type dt on dt.id = d.id_document_type
    join budget_specific a on a.id = i.id_budget_account
    left join beneficiary b on b.id = d.id_beneficiary`;

/** In force, caused and on 4.04: what assets may be bought with. */
const CAPITAL = sql`d.status = 'posted' and d.id_reverses is null and i.amount_caused > 0
  and a.account_code like '4.04.%'`;

/** The institution's capital-goods lines of a period, newest first, found by document, beneficiary or detail. */
export async function capitalLines(
  db: Db,
  idClient: number,
  query: { idPeriod: number; search?: string; page: number; size: number },
): Promise<{ rows: CapitalLine[]; total: number }> {
  const like = query.search ? containsPattern(query.search) : null;
  const where = sql`d.id_client = ${idClient} and d.id_period = ${query.idPeriod} and ${CAPITAL}
    ${like ? sql`and (d.number_text ilike ${like} or b.name ilike ${like} or i.detail ilike ${like} or a.account_code like ${like})` : sql``}`;
  const [rows, total] = await Promise.all([
    db.execute<CapitalLine>(
      sql`${LINE} where ${where} order by d.date_order desc, i.id desc limit ${query.size} offset ${query.page * query.size}`,
    ),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from budget_imputation i join budget_document d on d.id = i.id_document
        join budget_specific a on a.id = i.id_budget_account left join beneficiary b on b.id = d.id_beneficiary
       where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/**
 * One capital-goods line of the institution, locked until the caller's transaction ends, so two
 * incorporations from it are weighed one after the other; null if it is not one.
 */
export async function lockCapitalLine(tx: Tx, idClient: number, idLine: number): Promise<CapitalLine | null> {
  const found = await tx.execute<CapitalLine>(
    sql`${LINE} where i.id = ${idLine} and d.id_client = ${idClient} and ${CAPITAL} for update of i`,
  );
  return found.rows[0] ?? null;
}

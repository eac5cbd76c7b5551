import {
  type BudgetAccountOption,
  billTotals,
  budgetAccountOption,
  DOCUMENT_TYPES,
  type DocumentDetail,
  type DocumentHeader,
  type DocumentKind,
  documentDetail,
  documentFormData,
  documentLine,
  documentSource,
  documentTypeInfo,
  type PageQuery,
  type PendingItem,
  pendingItem,
  SOURCE_KINDS,
  wrappedAmountInWords,
  yesNo,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern, pageWindow } from '../../../platform/db/paging.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { notFound } from '../../../platform/errors.ts';
import { periodClosed } from '../../../platform/periods/period.ts';
import { executionColumns } from '../execution/execution-columns.ts';

/** The header of a document as every read shows it: one row per document, no query per row. */
const HEADER = sql`
  select d.id, d.version, d.id_period, p.description as period_name, d.id_document_type,
         dt.code as type_code, dt.name as type_name, d.status, d.number_text,
         to_char(d.date_order, 'YYYY-MM-DD') as date_order, d.description, d.id_beneficiary,
         b.code as beneficiary_code, b.name as beneficiary_name, d.id_funding_source,
         d.amount::text as amount, d.committed, d.caused, d.paid, d.id_reverses,
         r.id as id_reversal, d.annul_reason, d.posted_at, d.annulled_at, d.verify_id,
         d.act_number, to_char(d.act_date, 'YYYY-MM-DD') as act_date, d.act_body,
         d.id_bank_account, ba.account_number, bk.name as bank_name, d.payment_method, d.payment_reference,
         d.id_bank_movement, bm.number_text as movement_number, d.amount_withheld::text as amount_withheld
    from budget_document d
    join period p on p.id = d.id_period
    join document_type dt on dt.id = d.id_document_type
    left join beneficiary b on b.id = d.id_beneficiary
    left join budget_document r on r.id_reverses = d.id
    left join bank_account ba on ba.id = d.id_bank_account
    left join bank bk on bk.id = ba.id_bank
    left join bank_movement bm on bm.id = d.id_bank_movement`;

type HeaderRow = {
  id: number;
  version: number;
  id_period: number;
  period_name: string;
  id_document_type: number;
  type_code: number;
  type_name: string;
  status: DocumentHeader['status'];
  number_text: string | null;
  date_order: string;
  description: string;
  id_beneficiary: number | null;
  beneficiary_code: string | null;
  beneficiary_name: string | null;
  id_funding_source: number | null;
  amount: string;
  committed: boolean;
  caused: boolean;
  paid: boolean;
  id_reverses: number | null;
  id_reversal: number | null;
  annul_reason: string | null;
  posted_at: string | Date | null;
  annulled_at: string | Date | null;
  verify_id: string | null;
  act_number: string | null;
  act_date: string | null;
  act_body: string | null;
  id_bank_account: number | null;
  account_number: string | null;
  bank_name: string | null;
  payment_method: 'cheque' | 'transfer' | null;
  payment_reference: string | null;
  id_bank_movement: number | null;
  movement_number: string | null;
  amount_withheld: string;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function header(row: HeaderRow): DocumentHeader {
  return {
    id: row.id,
    version: row.version,
    idPeriod: row.id_period,
    periodName: row.period_name,
    idDocumentType: row.id_document_type,
    typeCode: row.type_code,
    typeName: row.type_name,
    status: row.status,
    numOrder: row.number_text,
    dateOrder: row.date_order,
    description: row.description,
    idBeneficiary: row.id_beneficiary,
    beneficiary:
      row.beneficiary_code === null ? null : { code: row.beneficiary_code, name: row.beneficiary_name ?? '' },
    idFundingSource: row.id_funding_source,
    amount: row.amount,
    committed: yesNo(row.committed),
    caused: yesNo(row.caused),
    paid: yesNo(row.paid),
    idReversal: row.id_reversal,
    idReverses: row.id_reverses,
    annulReason: row.annul_reason,
    postedAt: iso(row.posted_at),
    annulledAt: iso(row.annulled_at),
    // An annulled document's paper still verifies (marked ANULADO); a reversal has no paper of its own.
    verifyId: row.status !== 'draft' && row.id_reverses === null ? row.verify_id : null,
    act:
      row.act_number && row.act_date && row.act_body
        ? { number: row.act_number, date: row.act_date, body: row.act_body }
        : null,
    disbursement:
      row.id_bank_account !== null && row.payment_method !== null
        ? {
            idBankAccount: row.id_bank_account,
            accountNumber: row.account_number ?? '',
            bankName: row.bank_name ?? '',
            method: row.payment_method,
            reference: row.payment_reference,
            idBankMovement: row.id_bank_movement,
            movementNumber: row.movement_number,
            withheld: row.amount_withheld,
            net: new Decimal(row.amount).minus(row.amount_withheld).toFixed(2),
          }
        : null,
  };
}

export function kindOf(typeCode: number): DocumentKind {
  const info = documentTypeInfo(typeCode);
  if (!info) throw notFound('Tipo de documento desconocido.');
  return info.kind;
}

export async function getDocument(db: Db, idClient: number, id: number): Promise<DocumentDetail> {
  const found = await db.execute<HeaderRow>(sql`${HEADER} where d.id = ${id} and d.id_client = ${idClient}`);
  const row = found.rows[0];
  if (!row) throw notFound('Documento no encontrado');
  const [lines, sources, bills] = await Promise.all([
    // Every line carries its account's kept totals (traslado), which the form shows beside it; an
    // annulled document's lines no longer count, from the day it was annulled.
    selectRows(
      db,
      documentLine,
      sql`
      select i.id, i.id_budget_account as "idBudgetAccount",
             json_build_object('code', a.code, 'description', a.description) as budgetaccount,
             i.detail, i.type, i.amount::text as amount,
             i.amount_aditional::text as "amountAditional", i.amount_decrease::text as "amountDecrease",
             i.amount_committed::text as "amountCommitted", i.amount_caused::text as "amountCaused",
             i.amount_paid::text as "amountPaid", a.account_code as cod_par,
             round(a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0), 2)::text
               as current,
             json_build_object(
               'aditionalAmount', round(coalesce(b.aditional, 0), 2)::text,
               'decreaseAmount', round(coalesce(b.decrease, 0), 2)::text,
               'causedAmount', round(coalesce(b.caused, 0), 2)::text,
               'committedAmount', round(coalesce(b.committed, 0), 2)::text,
               'initialAmount', a.initial_amount::text,
               'paidAmount', round(coalesce(b.paid, 0), 2)::text,
               'idDocument', i.id_document,
               'idBudgetAccount', i.id_budget_account,
               'deleted', d.status = 'annulled',
               -- The day it was annulled on the institution's clock, not UTC's.
               'deletedDate', case when d.status = 'annulled'
                                   then to_char(d.annulled_at at time zone c.time_zone, 'YYYY-MM-DD') end
             ) as traslado
        from budget_imputation i
        join budget_document d on d.id = i.id_document
        join client c on c.id = d.id_client
        join budget_account a on a.id = i.id_budget_account
        left join budget_balance b on b.id_budget_account = i.id_budget_account
       where i.id_document = ${id}
       order by i.type nulls first, a.code`,
    ),
    selectRows(
      db,
      documentSource,
      sql`
      select s.id_document_source as "idDocumentSource", coalesce(src.number_text, '') as "sourceNumber",
             s.id_budget_account as "idBudgetAccount", a.code as "accountCode", s.amount::text as amount
        from budget_document_source s
        join budget_document src on src.id = s.id_document_source
        left join budget_account a on a.id = s.id_budget_account
       where s.id_document = ${id}
       order by s.id`,
    ),
    billsOf(db, id),
  ]);
  const billRows = bills;
  const head = header(row);
  return {
    ...head,
    lines,
    sources,
    bills: billRows,
    totals: billTotals(billRows),
    amountInWords: wrappedAmountInWords(head.amount.replace(/^-/, '')),
  };
}

/** A document's bills, as the API shows them. */
export async function billsOf(db: Db, idDocument: number): Promise<DocumentDetail['bills']> {
  return selectRows(
    db,
    documentDetail.shape.bills.element,
    sql`
    select id, to_char(date_bill, 'YYYY-MM-DD') as "dateBill", control, number, amount_taxed::text as "amountTaxed",
           amount_without_tax_iva::text as "amountWithoutTaxIva", amount_tax_iva::text as "amountTaxIva",
           amount_base::text as "amountBase", retention_iva::text as "retentionIva", iva_rate::text as "ivaRate",
           retention_islr::text as "retentionIslr", islr_concept as "islrConcept", islr_rate::text as "islrRate",
           retention_timbre::text as "retentionTimbre"
      from budget_bill where id_document = ${idDocument} order by date_bill, id`,
  );
}

export interface DocumentFilter extends PageQuery {
  idDocumentType?: number;
  status?: DocumentHeader['status'];
  from?: string;
  to?: string;
  idBeneficiary?: number;
}

/** The documents of a period, newest first, filtered and paged in SQL. */
export async function listDocuments(db: Db, auth: AuthContext, idPeriod: number, query: DocumentFilter) {
  const where: SQL[] = [sql`d.id_client = ${auth.idClient}`, sql`d.id_period = ${idPeriod}`];
  if (query.idDocumentType) where.push(sql`d.id_document_type = ${query.idDocumentType}`);
  if (query.status) where.push(sql`d.status = ${query.status}`);
  if (query.from) where.push(sql`d.date_order >= ${query.from}`);
  if (query.to) where.push(sql`d.date_order <= ${query.to}`);
  if (query.idBeneficiary) where.push(sql`d.id_beneficiary = ${query.idBeneficiary}`);
  if (query.search) {
    const like = containsPattern(query.search);
    where.push(
      sql`(d.number_text ilike ${like} or d.description ilike ${like} or b.name ilike ${like} or b.code ilike ${like})`,
    );
  }
  const filter = sql.join(where, sql` and `);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.execute<HeaderRow>(
      sql`${HEADER} where ${filter} order by d.date_order desc, d.id desc limit ${limit} offset ${offset}`,
    ),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from budget_document d left join beneficiary b on b.id = d.id_beneficiary
       where ${filter}`),
  ]);
  return { rows: rows.rows.map(header), total: total.rows[0]?.n ?? 0, page: query.page, size: query.size };
}

/**
 * Accounts of a period with their balances, for the imputation picker: the first 50 matching the
 * search, by code (a period may have thousands of accounts; the picker searches as the user types).
 */
export async function budgetAccounts(
  db: Db,
  idClient: number,
  idPeriod: number,
  search?: string,
): Promise<BudgetAccountOption[]> {
  const where: SQL[] = [sql`a.id_client = ${idClient}`, sql`a.id_period = ${idPeriod}`];
  if (search) {
    const like = containsPattern(search);
    where.push(sql`(a.code ilike ${like} or a.description ilike ${like})`);
  }
  return selectRows(
    db,
    budgetAccountOption,
    sql`
    select x.id, x.code, x."accountCode", x.description, x.initial, x.modified, x.committed, x.caused, x.paid,
           x.available
      from (select a.id, a.code, a.account_code as "accountCode", a.description, ${executionColumns('b', true)}
              from budget_account a
              left join budget_balance b on b.id_budget_account = a.id
             where ${sql.join(where, sql` and `)}
             order by a.code
             limit 50) x
     order by x.code`,
  );
}

export async function loadFormData(db: Db, auth: AuthContext, idPeriod: number, search?: string) {
  const p = await selectRow(
    db,
    documentFormData.shape.period,
    sql`
    select ${idPeriod}::int as "idPeriod", description, to_char(start_date, 'YYYY-MM-DD') as "startDate",
           to_char(end_date, 'YYYY-MM-DD') as "endDate", end_date < ${todayOf(auth)}::date as expired,
           ${periodClosed(sql`period.id`)} as closed
      from period where id = ${idPeriod} and id_client = ${auth.idClient}`,
  );
  if (!p) throw notFound('El período no existe en esta institución.');
  const [types, sources, budgetlist] = await Promise.all([
    db.execute<{ id: number; code: number; name: string }>(
      sql`select id, code, name from document_type where code in (${sql.join(
        DOCUMENT_TYPES.map((d) => sql`${d.code}`),
        sql`, `,
      )}) order by code`,
    ),
    selectRows(
      db,
      documentFormData.shape.fundingSources.element,
      sql`select id, code, name from funding_source where id_client = ${auth.idClient} and active order by code`,
    ),
    budgetAccounts(db, auth.idClient, idPeriod, search),
  ]);
  return {
    period: p,
    documentTypes: types.rows.map((r) => {
      const kind = kindOf(r.code);
      return { id: r.id, code: r.code, name: r.name, kind, sourceKinds: SOURCE_KINDS[kind] ?? [] };
    }),
    fundingSources: sources,
    budgetlist,
  };
}

/**
 * What posted documents already took from source `d` (and account): read per source through the
 * (id_document_source, id_budget_account) index, never by aggregating the whole table.
 */
const usedOf = (account: SQL, exclude?: number) => sql`
  left join lateral (
    select coalesce(sum(ds.amount), 0) as used
      from budget_document_source ds
      join budget_document c on c.id = ds.id_document and c.status = 'posted'
     where ds.id_document_source = d.id and ${account}
           ${exclude ? sql`and ds.id_document <> ${exclude}` : sql``}) u on true`;

/**
 * Per source document (under `filter`, over `d` and its type `dt`) and account, what it moved at
 * `moment` and what is still pending of it: the sources a document may draw on.
 */
const pendingByAccount = (moment: 'committed' | 'caused', filter: SQL, exclude?: number): SQL => sql`
  select d.id as id_document_source, d.number_text, dt.name as type_name, d.date_order, b.name as beneficiary,
         i.id_budget_account, a.code as account_code, a.description as account_description,
         i.moved, i.moved - u.used as pending
    from budget_document d
    join document_type dt on dt.id = d.id_document_type
    left join beneficiary b on b.id = d.id_beneficiary
    join lateral (
      select id_budget_account, sum(${moment === 'caused' ? sql`amount_caused` : sql`amount_committed`}) as moved
        from budget_imputation where id_document = d.id group by id_budget_account) i on true
    join budget_account a on a.id = i.id_budget_account
    ${usedOf(sql`ds.id_budget_account = i.id_budget_account`, exclude)}
   where ${filter} and i.moved - u.used > 0`;

/** Which source moment each kind of source offers to the documents that draw on it. */
const SOURCE_AMOUNT: Partial<Record<DocumentKind, 'committed' | 'caused' | 'document'>> = {
  commitment: 'committed',
  causation: 'caused',
  budgetPayment: 'document',
  patrimonialPayment: 'document',
};

/** A source is partly drawn on once any of it was taken, pending while none was. */
const partialStatus = (partial: SQL): SQL => sql`case when ${partial} then 'Parcial' else 'Pendiente' end`;

export function sourceTypeCodes(kind: DocumentKind): number[] {
  const kinds = SOURCE_KINDS[kind] ?? [];
  return DOCUMENT_TYPES.filter((d) => kinds.includes(d.kind)).map((d) => d.code);
}

/**
 * What is still pending of posted source documents for a document of `kind`: per source and
 * account, what the source moved less what posted documents already took from it. `only` narrows it
 * to given sources (the posting re-reads them under lock); `exclude` leaves out a document's own use.
 */
export async function pendingItems(
  db: Db,
  idClient: number,
  idPeriod: number,
  kind: DocumentKind,
  options: { idBeneficiary?: number | null; only?: number[]; exclude?: number } = {},
): Promise<PendingItem[]> {
  const codes = sourceTypeCodes(kind);
  if (codes.length === 0) return [];
  const where: SQL[] = [
    sql`d.id_client = ${idClient}`,
    sql`d.id_period = ${idPeriod}`,
    sql`d.status = 'posted'`,
    sql`d.id_reverses is null`,
    sql`dt.code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  ];
  if (options.idBeneficiary) where.push(sql`d.id_beneficiary = ${options.idBeneficiary}`);
  if (options.only) {
    if (options.only.length === 0) return [];
    where.push(
      sql`d.id in (${sql.join(
        options.only.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const filter = sql.join(where, sql` and `);
  const moment = SOURCE_AMOUNT[(SOURCE_KINDS[kind] ?? [])[0] ?? 'commitment'];
  const rows =
    moment === 'document'
      ? await selectRows(
          db,
          pendingItem,
          sql`
          select d.id as "idDocumentSource", coalesce(d.number_text, '') as "sourceNumber", dt.name as "typeName",
                 to_char(d.date_order, 'YYYY-MM-DD') as "dateOrder", b.name as beneficiary,
                 null::integer as "idBudgetAccount", null::text as "accountCode", null::text as "accountDescription",
                 d.amount::text as amount, (d.amount - u.used)::text as pending,
                 ${partialStatus(sql`u.used > 0`)} as status
            from budget_document d
            join document_type dt on dt.id = d.id_document_type
            left join beneficiary b on b.id = d.id_beneficiary
            ${usedOf(sql`ds.id_budget_account is null`, options.exclude)}
           where ${filter} and d.amount - u.used > 0
           order by d.date_order, d.id`,
        )
      : await selectRows(
          db,
          pendingItem,
          sql`
          select p.id_document_source as "idDocumentSource", coalesce(p.number_text, '') as "sourceNumber",
                 p.type_name as "typeName", to_char(p.date_order, 'YYYY-MM-DD') as "dateOrder", p.beneficiary,
                 p.id_budget_account as "idBudgetAccount", p.account_code as "accountCode",
                 p.account_description as "accountDescription", p.moved::text as amount, p.pending::text as pending,
                 ${partialStatus(sql`p.moved <> p.pending`)} as status
            from (${pendingByAccount(moment ?? 'committed', filter, options.exclude)}) p
           order by p.date_order, p.id_document_source, p.account_code`,
        );
  return rows;
}

import {
  BARS_MAX,
  type CollectionMonths,
  collectionMonth,
  conceptNote,
  type documentListBase,
  type NamedAmount,
  namedAmount,
  type ReceiptDetail,
  type ReceiptHeader,
  receiptDetail,
  TAXED_OBJECT_KINDS,
  type VerifiedReceipt,
  wrappedAmountInWords,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { moneyText, topWithRest } from '../../../platform/db/money.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { notFound } from '../../../platform/errors.ts';
import { monthsOfPeriod } from '../../../platform/periods/period.ts';
import { taxedObjectLabel } from '../taxpayers/taxed-objects.ts';

/**
 * A receipt's header with its totals. A draft's concepts are what the cashier entered (net of
 * discount, computed by the database); the vouchers, what was paid.
 */
const HEADER = sql`
  select r.id, r.id_period as "idPeriod", r.status, r.number_text as "numberText",
         to_char(r.receipt_date, 'YYYY-MM-DD') as "receiptDate", r.id_cash_box as "idCashBox",
         b.name as "cashBoxName", b.paper, p.name as "collectionPointName", r.id_taxpayer as "idTaxpayer",
         t.rif as "taxpayerRif", t.name as "taxpayerName", r.id_operation_type as "idOperationType",
         o.description as "operationType", r.note,
         tc.total::text as "conceptsTotal", tv.total::text as "vouchersTotal",
         (tc.total - tv.total)::text as difference,
         u.name as cashier, r.id_reverses as "idReverses",
         (select x.id from receipt x where x.id_reverses = r.id) as "idReversal",
         to_char(r.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         r.annul_reason as "annulReason", r.verify_id as "verifyId", r.version,
         r.taxed_object_kind as "objectKind", r.id_taxed_object as "idObject"
    from receipt r
    join cash_box b on b.id = r.id_cash_box
    join collection_point p on p.id = b.id_collection_point
    join taxpayer t on t.id = r.id_taxpayer
    left join operation_type o on o.id = r.id_operation_type
    left join app_user u on u.id = r.posted_by
    cross join lateral (select coalesce(sum(l.amount_net), 0) * case when r.id_reverses is null then 1 else -1 end as total
                          from receipt_concept l where l.id_receipt = coalesce(r.id_reverses, r.id)) tc
    cross join lateral (select coalesce(sum(v.amount), 0) * case when r.id_reverses is null then 1 else -1 end as total
                          from receipt_voucher v where v.id_receipt = coalesce(r.id_reverses, r.id)) tv`;

type HeaderRow = ReceiptHeader & { objectKind: string | null; idObject: number | null; total?: number };

const headerOf = ({ objectKind: _k, idObject: _o, total: _t, ...row }: HeaderRow): ReceiptHeader => row;

/** The receipt's taxed object, named as the receipt names it: its kind and plate, licence or cadastral code. */
async function objectOf(db: Db, row: HeaderRow): Promise<ReceiptDetail['taxedObject']> {
  const k = TAXED_OBJECT_KINDS.find((x) => x.value === row.objectKind);
  if (!k || row.idObject === null) return null;
  const found = await db.execute<{ label: string | null }>(
    sql`select ${taxedObjectLabel('r', 'brief')} as label from receipt r where r.id = ${row.id}`,
  );
  return { kind: k.value, id: row.idObject, label: (found.rows[0]?.label ?? k.label).trim() };
}

/** A receipt with its concepts and vouchers (a reversal shows the lines of the receipt it annuls). */
export async function readReceipt(db: Db, idClient: number, id: number): Promise<ReceiptDetail> {
  const found = await db.execute<HeaderRow>(sql`${HEADER} where r.id = ${id} and r.id_client = ${idClient}`);
  const row = found.rows[0];
  if (!row) throw notFound('Documento no encontrado');
  const source = row.idReverses ?? id;
  const concepts = await selectRows(
    db,
    receiptDetail.shape.concepts.element,
    sql`
    select l.id, l.id_collection_concept as "idCollectionConcept", coalesce(l.code, c.code) as code,
           coalesce(l.description, c.description) as description, coalesce(l.income_code, c.income_code) as "incomeCode",
           l.amount::text as amount, l.discount::text as discount, l.interest::text as interest,
           l.interest_basis as "interestBasis", l.amount_net::text as "amountNet", l.period, l.details,
           case when l.units is null then null
                else json_build_object('units', l.units::text, 'rate', l.unit_rate::text, 'currency', l.rate_currency,
                                       'validFrom', to_char(l.rate_date, 'YYYY-MM-DD')) end as tcmmv, l.basis,
           l.id_fine as "idFine", l.id_agreement as "idAgreement", l.instalment
      from receipt_concept l join collection_concept c on c.id = l.id_collection_concept
     where l.id_receipt = ${source} order by l.line`,
  );
  const vouchers = await selectRows(
    db,
    receiptDetail.shape.vouchers.element,
    sql`
    select v.id, v.id_payment_form as "idPaymentForm", f.description as "paymentForm", f.kind, v.amount::text as amount,
           to_char(v.voucher_date, 'YYYY-MM-DD') as "voucherDate", v.id_bank as "idBank",
           -- A card's or a transfer's bank is the one the money reached; a cheque's, the one that issued it.
           coalesce(ab.name, bk.name) as "bankName",
           v.id_bank_account as "idBankAccount", a.account_number as "accountNumber", v.reference, v.details,
           v.id_bank_movement as "idBankMovement"
      from receipt_voucher v join payment_form f on f.id = v.id_payment_form
      left join bank bk on bk.id = v.id_bank
      left join bank_account a on a.id = v.id_bank_account
      left join bank ab on ab.id = a.id_bank
     where v.id_receipt = ${source} order by v.line`,
  );
  return {
    ...headerOf(row),
    taxedObject: await objectOf(db, row),
    concepts: concepts,
    vouchers: vouchers,
  };
}

type ListQuery = z.output<typeof documentListBase> & { idCashBox?: number; idTaxpayer?: number };

/** A page of the period's receipts, newest first, by box, taxpayer, status, dates and text. */
export async function listReceipts(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  const found = await db.execute<HeaderRow & { total: number }>(sql`
    select d.*, count(*) over ()::int as total from (${HEADER}
     where r.id_client = ${auth.idClient} and r.id_period = ${idPeriod}
       ${query.status ? sql`and r.status = ${query.status}` : sql``}
       ${query.from ? sql`and r.receipt_date >= ${query.from}` : sql``}
       ${query.to ? sql`and r.receipt_date <= ${query.to}` : sql``}
       ${query.idCashBox ? sql`and r.id_cash_box = ${query.idCashBox}` : sql``}
       ${query.idTaxpayer ? sql`and r.id_taxpayer = ${query.idTaxpayer}` : sql``}
       ${like ? sql`and (r.number_text ilike ${like} or t.name ilike ${like} or t.rif ilike ${like} or r.note ilike ${like})` : sql``}
    ) d
     order by d."receiptDate" desc, d.id desc limit ${query.size} offset ${query.page * query.size}`);
  return {
    rows: found.rows.map(headerOf),
    total: found.rows[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** What the public page shows of a posted (or annulled) receipt, spec sections 2 and 3. */
export async function showVerifiedReceipt(db: Db, found: Verified): Promise<VerifiedReceipt> {
  const r = await readReceipt(db, found.idClient, found.id);
  const context = await db.execute<{ client: string; period: string }>(sql`
    select c.client_name as client, p.description as period
      from receipt r join client c on c.id = r.id_client join period p on p.id = r.id_period where r.id = ${found.id}`);
  const ctx = context.rows[0];
  const net = new Decimal(r.conceptsTotal).toFixed(2);
  return {
    id: r.id,
    receiptNumber: r.numberText ?? '',
    cliente: ctx?.client ?? '',
    idCashRegister: r.idCashBox,
    cashRegister: `${r.cashBoxName} · ${r.collectionPointName}`,
    periodo: ctx?.period ?? '',
    receiptDate: r.receiptDate,
    nameTaxPayer: r.taxpayerName,
    amountConcepts: r.conceptsTotal,
    amountVouchers: r.vouchersTotal,
    difference: r.difference,
    amountNet: net,
    amountInWords: wrappedAmountInWords(net),
    annulledOn: found.annulledOn,
    forConcepts: r.concepts.map((l, i) => ({
      id: l.id,
      cod: l.code,
      description: l.description,
      amount: l.amount,
      amountNet: l.amountNet,
      discount: l.discount,
      num: i + 1,
      ser: l.period,
      ut: l.tcmmv?.units ?? null,
      obs: conceptNote(l) || null,
      v1: l.details[0] ?? null,
      v2: l.details[1] ?? null,
      v3: l.details[2] ?? null,
      v4: l.details[3] ?? null,
    })),
    vouchers: r.vouchers.map((v) => ({
      id: v.id,
      paymentMethod: v.paymentForm,
      nameBank: v.bankName,
      accountNumber: v.accountNumber,
      amount: v.amount,
      idBankAccount: v.idBankAccount,
      idPayMethod: v.idPaymentForm,
      voucherDate: v.voucherDate,
      reference: v.reference,
      ...Object.fromEntries(
        ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8'].map((k, i) => [k, v.details[i] ?? null]),
      ),
    })) as VerifiedReceipt['vouchers'],
  };
}

/**
 * The period's collections by calendar month for the dashboard: the receipts in force (posted, not
 * annulled nor a reversal) by their date, each month of the period's dates (none left out), and the
 * goal the income classifier sets for the period (its leaf entries' goals, as «Cumplimiento de metas»
 * rolls the rest up).
 */
export async function collectionMonthsOf(
  db: Db,
  idClient: number,
  idPeriod: number,
): Promise<CollectionMonths> {
  const months = await selectRows(
    db,
    collectionMonth,
    sql`
    with m as (${monthsOfPeriod(idClient, idPeriod)}),
         r as (select extract(year from receipt_date)::int as year, extract(month from receipt_date)::int as month,
                      sum(amount_net) as collected
                 from receipt
                where id_client = ${idClient} and id_period = ${idPeriod} and status = 'posted' and id_reverses is null
                group by 1, 2)
    select m.year, m.month, ${moneyText(sql`r.collected`)} as collected
      from m left join r on r.year = m.year and r.month = m.month
     order by m.year, m.month`,
  );
  // The entries with no entry below them: a parent's goal (3.01.00.00.00) is its children's, not more.
  const goal = await db.execute<{ goal: string }>(sql`
    select ${moneyText(sql`sum(k.estimated)`)} as goal from income_classifier k
     where k.id_client = ${idClient} and k.id_period = ${idPeriod}
       and not exists (select 1 from income_classifier c
                        where c.id_client = k.id_client and c.id_period = k.id_period and c.code <> k.code
                          and c.code like rtrim(regexp_replace(k.code, '(\.00)+$', ''), '.') || '.%')`);
  return { goal: goal.rows[0]?.goal ?? '0.00', months };
}

/**
 * What each concept brought in the period (the receipts in force, as by month), the largest first and
 * the rest together: the dashboard's picture by concept.
 */
export async function collectionByConceptOf(
  db: Db,
  idClient: number,
  idPeriod: number,
): Promise<NamedAmount[]> {
  return selectRows(
    db,
    namedAmount,
    topWithRest(
      sql`
      select k.code, k.description as name, sum(rc.amount_net) as amount
        from receipt r
        join receipt_concept rc on rc.id_receipt = r.id
        join collection_concept k on k.id = rc.id_collection_concept
       where r.id_client = ${idClient} and r.id_period = ${idPeriod} and r.status = 'posted' and r.id_reverses is null
       group by k.id, k.code, k.description`,
      BARS_MAX - 1,
      'Otros conceptos',
    ),
  );
}

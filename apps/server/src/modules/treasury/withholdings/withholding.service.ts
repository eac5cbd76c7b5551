import {
  type BillInput,
  ISLR_KIND,
  IVA_KIND,
  TIMBRE_KIND,
  WITHHOLDING_KINDS,
  type WithholdingRow,
  withholdingKind,
  type withholdingQuery,
  withholdingRow,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { pgErrorOf } from '../../../platform/db/pg-error.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { conflict } from '../../../platform/errors.ts';

/** A bill of a posted document, with the id it is stored under. */
export type WithheldBill = BillInput & { id: number };

/** What a posting withholds: the document, its date and period, whom it withholds from, its bills. */
export interface Withholder {
  idPeriod: number;
  /** The budget document being posted. */
  idDocument: number;
  date: string;
  idBeneficiary: number;
  bills: WithheldBill[];
}

const KINDS = sql.join(
  WITHHOLDING_KINDS.map((k) => sql`(${k.id}::int, ${k.code}::text)`),
  sql`, `,
);

/** Each tax a bill withholds: what its rate applies to, the rate, the amount and the ISLR concept. */
function taxesOf(bill: WithheldBill) {
  const taxes: { idKind: number; base: string; rate: string; amount: string; concept: string | null }[] = [];
  const pct = (amount: string, base: string) =>
    new Decimal(base).isZero() ? '0' : new Decimal(amount).div(base).times(100).toFixed(4);
  if (new Decimal(bill.retentionIva).gt(0))
    // IVA withholding is a share of the bill's IVA: 75 %, or 100 % (domain notes, section 2).
    taxes.push({
      idKind: IVA_KIND,
      base: bill.amountTaxIva,
      rate: pct(bill.retentionIva, bill.amountTaxIva),
      amount: bill.retentionIva,
      concept: null,
    });
  if (new Decimal(bill.retentionIslr ?? '0').gt(0))
    taxes.push({
      idKind: ISLR_KIND,
      base: bill.amountWithoutTaxIva,
      rate: bill.islrRate ?? pct(bill.retentionIslr, bill.amountWithoutTaxIva),
      amount: bill.retentionIslr,
      concept: bill.islrConcept ?? null,
    });
  if (new Decimal(bill.retentionTimbre ?? '0').gt(0))
    taxes.push({
      idKind: TIMBRE_KIND,
      base: bill.amountWithoutTaxIva,
      rate: pct(bill.retentionTimbre, bill.amountWithoutTaxIva),
      amount: bill.retentionTimbre,
      concept: null,
    });
  return taxes;
}

/**
 * The next receipt number of a tax: AAAAMM of the day withheld and an 8-digit sequence of the
 * institution and tax that restarts every month, from a counter row taken under its lock, so
 * concurrent postings neither skip nor repeat a number.
 */
async function takeReceipt(tx: Tx, idClient: number, idKind: number, date: string): Promise<string> {
  const yearMonth = Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7));
  const taken = await tx.execute<{ last_number: number }>(sql`
    insert into withholding_number as n (id_client, id_kind, year_month, last_number)
    values (${idClient}, ${idKind}, ${yearMonth}, 1)
    on conflict (id_client, id_kind, year_month) do update set last_number = n.last_number + 1
    returning last_number`);
  return `${yearMonth}${String(taken.rows[0]?.last_number ?? 0).padStart(8, '0')}`;
}

/**
 * Enters what a posting withholds into the register, in the posting's transaction: one row per tax
 * and bill, each with its receipt number, AAAAMM of the day withheld and an 8-digit sequence of the
 * institution and tax that restarts every month (a counter row taken under its lock, so concurrent
 * postings neither skip nor repeat a number). A bill already withheld on another document is
 * refused: the tax would be declared and paid over twice.
 */
export async function registerWithholdings(tx: Tx, auth: AuthContext, w: Withholder): Promise<void> {
  for (const [i, bill] of w.bills.entries()) {
    for (const tax of taxesOf(bill)) {
      const receipt = await takeReceipt(tx, auth.idClient, tax.idKind, w.date);
      try {
        await tx.execute(sql`
          insert into withholding (id_client, id_period, id_kind, source_table, id_source, id_document, id_beneficiary,
                                   withheld_on, receipt_number, bill_date, bill_number, bill_control, bill_total,
                                   taxable_base, exempt, tax, iva_rate, base, rate, amount, concept)
          values (${auth.idClient}, ${w.idPeriod}, ${tax.idKind}, 'budget_bill', ${bill.id}, ${w.idDocument},
                  ${w.idBeneficiary}, ${w.date}, ${receipt}, ${bill.dateBill}, ${bill.number}, ${bill.control},
                  ${new Decimal(bill.amountWithoutTaxIva).plus(bill.amountTaxIva).toFixed(2)}, ${bill.amountBase},
                  ${bill.amountTaxed}, ${bill.amountTaxIva}, ${bill.ivaRate}, ${tax.base}, ${tax.rate},
                  ${tax.amount}, ${tax.concept})`);
      } catch (error) {
        if (pgErrorOf(error)?.constraint !== 'withholding_bill_uq') throw error;
        const field = `bills.${i}.number`;
        const message = `La factura N.º ${bill.number} (control ${bill.control}) ya tiene su retención de ${withholdingKind(tax.idKind)?.label} en otro documento: una factura se retiene una sola vez`;
        throw conflict(message, [{ field, message }]);
      }
    }
  }
}

/** What a closed payroll run hands over: per legal contribution, its base and what is paid over. */
export interface PayrollRemittance {
  idPeriod: number;
  /** The causación the run issued: paying it keeps these back, annulling it annuls them. */
  idDocument: number;
  /** The run, as the register's source and its reference. */
  idRun: number;
  reference: string;
  date: string;
  /** Whose payment order it is (the personnel type's payroll beneficiary). */
  idBeneficiary: number;
  items: {
    idKind: number;
    base: string;
    amount: string;
    /**
     * A deduction for a third party: whom it is paid to, what tells it apart from the run's other
     * rows (the concept's code and the payee's) and the concept's name.
     */
    payee?: { id: number; control: string; concept: string };
  }[];
}

/**
 * Enters a payroll run's legal contributions into the register, one receipt per contribution: the
 * workers' deductions and the employer's share together, as they are paid over. The run stands in
 * for the bill (its number and the contribution's code), so the same run is never entered twice.
 */
export async function registerPayrollWithholdings(
  tx: Tx,
  auth: AuthContext,
  r: PayrollRemittance,
): Promise<void> {
  for (const item of r.items) {
    if (new Decimal(item.amount).lte(0)) continue;
    const receipt = await takeReceipt(tx, auth.idClient, item.idKind, r.date);
    // The run stands in for the bill: its number, and the fund (or the concept and the third party).
    const code = item.payee
      ? item.payee.control
      : (withholdingKind(item.idKind)?.code ?? String(item.idKind));
    const rate = new Decimal(item.base).isZero()
      ? '0'
      : new Decimal(item.amount).div(item.base).times(100).toFixed(4);
    await tx.execute(sql`
      insert into withholding (id_client, id_period, id_kind, source_table, id_source, id_document, id_beneficiary,
                               withheld_on, receipt_number, bill_date, bill_number, bill_control, bill_total,
                               taxable_base, exempt, tax, iva_rate, base, rate, amount, concept, id_payee)
      values (${auth.idClient}, ${r.idPeriod}, ${item.idKind}, 'payroll_run', ${r.idRun}, ${r.idDocument},
              ${r.idBeneficiary}, ${r.date}, ${receipt}, ${r.date}, ${r.reference}, ${code}, ${item.base},
              ${item.base}, 0, 0, 0, ${item.base}, ${rate}, ${item.amount},
              ${item.payee ? `Nómina ${r.reference}: ${item.payee.concept}` : `Nómina ${r.reference}`},
              ${item.payee?.id ?? null})`);
  }
}

/**
 * Annuls what a document withheld, inside its annulment: the receipts stay, marked annulled. What
 * was already paid over cannot be undone from here: its withholding payment is annulled first.
 */
export async function annulWithholdings(tx: Tx, auth: AuthContext, idDocument: number): Promise<void> {
  // Locked first, read after: a payment posting meanwhile is seen with its number.
  await tx.execute(
    sql`select id from withholding where id_document = ${idDocument} and id_client = ${auth.idClient} order by id for update`,
  );
  const paid = await tx.execute<{ receipt_number: string; code: string; number_text: string | null }>(sql`
    select w.receipt_number, k.code, p.number_text
      from withholding w
      join (values ${KINDS}) k(id, code) on k.id = w.id_kind
      join withholding_payment p on p.id = w.id_payment
     where w.id_document = ${idDocument} and w.id_client = ${auth.idClient} and w.status = 'paid'
     order by w.id`);
  if (paid.rows.length > 0) {
    const list = paid.rows
      .map((r) => `${r.code} ${r.receipt_number} (enteramiento N.º ${r.number_text ?? ''})`)
      .join(', ');
    throw conflict(`No se anula: sus retenciones ya se enteraron (${list}). Anule primero el enteramiento.`);
  }
  await tx.execute(sql`
    update withholding set status = 'annulled', annulled_at = now()
     where id_document = ${idDocument} and id_client = ${auth.idClient} and status = 'withheld'`);
}

/**
 * Keeps back from an egress voucher what the bills of the documents it pays withheld: the supplier
 * is paid the rest, and the withholdings are paid over to the tax office by their own payment. Each
 * withholding is kept back once, by the first voucher that pays its document (under its row lock,
 * so two vouchers paying parts of one order do not both keep it). Answers what was kept back.
 */
export async function deductWithholdings(
  tx: Tx,
  auth: AuthContext,
  p: { idVoucher: number; documents: number[] },
): Promise<Decimal> {
  if (p.documents.length === 0) return new Decimal(0);
  const docs = sql.join(
    p.documents.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    select id from withholding
     where id_client = ${auth.idClient} and id_document in (${docs}) and status <> 'annulled' and id_voucher is null
     order by id for update`);
  const kept = await tx.execute<{ amount: string }>(sql`
    update withholding set id_voucher = ${p.idVoucher}
     where id_client = ${auth.idClient} and id_document in (${docs}) and status <> 'annulled' and id_voucher is null
    returning amount::text as amount`);
  return kept.rows.reduce((s, r) => s.plus(r.amount), new Decimal(0));
}

/** An annulled voucher kept nothing back: the next voucher that pays the document keeps it. */
export async function restoreWithholdings(tx: Tx, auth: AuthContext, idVoucher: number): Promise<void> {
  await tx.execute(
    sql`update withholding set id_voucher = null where id_voucher = ${idVoucher} and id_client = ${auth.idClient}`,
  );
}

/** A withholding as the API answers it, with its tax, document, beneficiary and payment named. */
const ROW = sql`
  select w.id, w.id_kind as "idKind", k.code as "kindCode", w.id_period as "idPeriod",
         w.receipt_number as "receiptNumber", to_char(w.withheld_on, 'YYYY-MM-DD') as "withheldOn",
         w.id_document as "idDocument", dt.name || ' N.º ' || coalesce(d.number_text, '') as "documentName",
         w.id_beneficiary as "idBeneficiary", be.code as "beneficiaryCode", be.name as "beneficiaryName",
         to_char(w.bill_date, 'YYYY-MM-DD') as "billDate", w.bill_number as "billNumber",
         w.bill_control as "billControl", w.bill_total::text as "billTotal", w.base::text as base,
         round(w.rate, 2)::text as rate, w.amount::text as amount, w.concept, w.status,
         w.id_payment as "idPayment", p.number_text as "paymentNumber",
         w.id_payee as "idPayee", (select pe.name from beneficiary pe where pe.id = w.id_payee) as "payeeName"
    from withholding w
    join (values ${KINDS}) k(id, code) on k.id = w.id_kind
    join budget_document d on d.id = w.id_document
    join document_type dt on dt.id = d.id_document_type
    join beneficiary be on be.id = w.id_beneficiary
    left join withholding_payment p on p.id = w.id_payment`;

type Query = z.output<typeof withholdingQuery>;

/** The register of a period, newest first, with the amount of everything that matches. */
export async function listWithholdings(db: Db, auth: AuthContext, idPeriod: number, q: Query) {
  const like = q.search ? containsPattern(q.search) : null;
  const where: SQL = sql`w.id_client = ${auth.idClient} and w.id_period = ${idPeriod}
    ${q.idKind ? sql`and w.id_kind = ${q.idKind}` : sql``}
    ${q.status ? sql`and w.status = ${q.status}` : sql``}
    ${q.idBeneficiary ? sql`and w.id_beneficiary = ${q.idBeneficiary}` : sql``}
    ${q.from ? sql`and w.withheld_on >= ${q.from}` : sql``}
    ${q.to ? sql`and w.withheld_on <= ${q.to}` : sql``}
    ${
      like
        ? sql`and (be.code ilike ${like} or be.name ilike ${like} or w.bill_number ilike ${like}
               or w.bill_control ilike ${like} or w.receipt_number ilike ${like})`
        : sql``
    }`;
  // One statement: the page, the whole list's count and what it adds up to.
  const found = await selectRows(
    db,
    withholdingRow.extend({ total: z.number(), sum: z.string() }),
    sql`
    select r.*, count(*) over ()::int as total, (sum(r.amount::numeric) over ())::text as sum
      from (${ROW} where ${where}) r
     order by r."withheldOn" desc, r.id desc limit ${q.size} offset ${q.page * q.size}`,
  );
  // A page past the end still says what the filter adds up to.
  const empty =
    found.length === 0
      ? await db.execute<{ n: number; sum: string }>(sql`
          select count(*)::int as n, coalesce(sum(w.amount), 0)::text as sum from withholding w
            join beneficiary be on be.id = w.id_beneficiary where ${where}`)
      : null;
  return {
    rows: found.map(({ total: _t, sum: _s, ...row }) => row),
    total: found[0]?.total ?? empty?.rows[0]?.n ?? 0,
    page: q.page,
    size: q.size,
    amount: new Decimal(found[0]?.sum ?? empty?.rows[0]?.sum ?? '0').toFixed(2),
  };
}

/** What is still to pay over of one tax, withheld between two days (any period), oldest first. */
export async function pendingWithholdings(
  db: Db,
  idClient: number,
  q: { idKind: number; to: string; from?: string; idPayee?: number },
) {
  const found = await selectRows(
    db,
    withholdingRow,
    sql`
    ${ROW} where w.id_client = ${idClient} and w.id_kind = ${q.idKind} and w.status = 'withheld'
       and w.withheld_on <= ${q.to} ${q.from ? sql`and w.withheld_on >= ${q.from}` : sql``}
       ${q.idPayee ? sql`and w.id_payee = ${q.idPayee}` : sql``}
     order by w.withheld_on, w.id limit 5000`,
  );
  const amount = found.reduce((s, r) => s.plus(r.amount), new Decimal(0));
  return { rows: found, amount: amount.toFixed(2) };
}

/** The withholdings by id (a payment's), as the API answers them. */
export async function withholdingsOf(db: Db, ids: number[] | SQL): Promise<WithholdingRow[]> {
  const filter =
    Array.isArray(ids) && ids.length === 0
      ? sql`false`
      : sql`w.id in (${
          Array.isArray(ids)
            ? sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )
            : ids
        })`;
  const found = await selectRows(
    db,
    withholdingRow,
    sql`${ROW} where ${filter} order by w.withheld_on, w.id`,
  );
  return found;
}

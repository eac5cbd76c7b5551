import {
  type documentListBase,
  type FieldError,
  formatDate,
  THIRD_PARTY_KIND,
  WITHHOLDING_KINDS,
  type WithholdingPaymentDetail,
  type WithholdingPaymentDraft,
  withholdingKind,
  withholdingPaymentHeader,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow } from '../../../platform/db/rows.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { paidOrders } from './paid-orders.ts';
import { withholdingPayment, withholdingPaymentLine } from './withholding.schema.ts';
import { withholdingsOf } from './withholding.service.ts';

const ids = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const KINDS = sql.join(
  WITHHOLDING_KINDS.map((k) => sql`(${k.id}::int, ${k.code}::text)`),
  sql`, `,
);

/**
 * The withholding payment (enteramiento) on the document kit. Posting locks the chosen withholdings
 * in id order, so two payments that share one take turns and the second finds it paid: a
 * withholding is paid over once, whatever runs at the same time.
 */
export const paymentFamily: DocumentFamily<WithholdingPaymentDraft> = {
  table: withholdingPayment,
  date: { column: 'payment_date', field: 'paymentDate', of: (d) => d.paymentDate },
  numbering: { table: 'withholding_payment_number', series: 'id_kind' },
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null; id_kind: number }>(
      sql`select number_text, id_kind from withholding_payment where id = ${id}`,
    );
    const p = found.rows[0];
    return `el enteramiento de ${withholdingKind(p?.id_kind ?? 0)?.label ?? 'retenciones'} N.º ${p?.number_text ?? id}`;
  },
  header: async (tx, d) => {
    const chosen =
      d.withholdings.length === 0
        ? '0'
        : ((
            await tx.execute<{ amount: string }>(
              sql`select coalesce(sum(amount), 0)::text as amount from withholding where id in (${ids(d.withholdings)})`,
            )
          ).rows[0]?.amount ?? '0');
    return {
      idKind: d.idKind,
      paymentDate: d.paymentDate,
      idBeneficiary: d.idBeneficiary ?? null,
      description: d.description,
      idBankAccount: d.idBankAccount ?? null,
      paymentMethod: d.method ?? null,
      paymentReference: d.reference || null,
      amount: chosen,
    };
  },
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const found = await tx.execute<{ beneficiary: boolean; account: boolean; active: boolean }>(sql`
      select ${d.idBeneficiary ?? null}::int is null
               or exists (select 1 from beneficiary where id = ${d.idBeneficiary ?? null} and id_client = ${auth.idClient}) as beneficiary,
             ${d.idBankAccount ?? null}::int is null
               or exists (select 1 from bank_account where id = ${d.idBankAccount ?? null} and id_client = ${auth.idClient}) as account,
             ${d.idBankAccount ?? null}::int is null
               or exists (select 1 from bank_account where id = ${d.idBankAccount ?? null} and id_client = ${auth.idClient} and active) as active`);
    const r = found.rows[0];
    if (!r?.beneficiary)
      errors.push({ field: 'idBeneficiary', message: 'El beneficiario no existe en esta institución' });
    if (!r?.account)
      errors.push({ field: 'idBankAccount', message: 'La cuenta bancaria no existe en esta institución' });
    else if (!r.active) errors.push({ field: 'idBankAccount', message: 'La cuenta bancaria está inactiva' });
    if (d.withholdings.length > 0) {
      const known = await tx.execute<{
        id: number;
        id_kind: number;
        withheld_on: string;
        id_payee: number | null;
        payee: string | null;
      }>(sql`
        select w.id, w.id_kind, to_char(w.withheld_on, 'YYYY-MM-DD') as withheld_on, w.id_payee, pe.name as payee
          from withholding w left join beneficiary pe on pe.id = w.id_payee
         where w.id in (${ids(d.withholdings)}) and w.id_client = ${auth.idClient}`);
      const byId = new Map(known.rows.map((w) => [w.id, w]));
      d.withholdings.forEach((id, i) => {
        const w = byId.get(id);
        if (!w)
          errors.push({ field: `withholdings.${i}`, message: 'La retención no existe en esta institución' });
        else if (w.id_kind !== d.idKind)
          errors.push({
            field: `withholdings.${i}`,
            message: `La retención no es de ${withholdingKind(d.idKind)?.label}: un enteramiento paga un solo impuesto`,
          });
        // A third party's deduction is theirs: it is paid over to them and nobody else.
        else if (w.id_payee !== null && d.idBeneficiary && w.id_payee !== d.idBeneficiary)
          errors.push({
            field: `withholdings.${i}`,
            message: `La deducción es a favor de ${w.payee}: se entera a ese tercero`,
          });
        else if (w.withheld_on > d.paymentDate)
          errors.push({
            field: `withholdings.${i}`,
            message: `La retención es del ${formatDate(w.withheld_on)}, posterior al enteramiento`,
          });
      });
    }
    return errors;
  },
  async writeContent(tx, auth, id, d) {
    await tx.delete(withholdingPaymentLine).where(sql`${withholdingPaymentLine.idPayment} = ${id}`);
    const unique = [...new Set(d.withholdings)];
    if (unique.length > 0)
      await tx
        .insert(withholdingPaymentLine)
        .values(unique.map((idWithholding) => ({ idClient: auth.idClient, idPayment: id, idWithholding })));
  },
  async load(tx, doc) {
    const head = await tx.execute<{
      id_beneficiary: number | null;
      description: string;
      id_bank_account: number | null;
      payment_method: 'cheque' | 'transfer' | null;
      payment_reference: string | null;
    }>(sql`
      select id_beneficiary, description, id_bank_account, payment_method, payment_reference
        from withholding_payment where id = ${doc.id}`);
    const lines = await tx.execute<{ id_withholding: number }>(
      sql`select id_withholding from withholding_payment_line where id_payment = ${doc.id} order by id_withholding`,
    );
    const h = head.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    return {
      idPeriod: doc.idPeriod,
      idKind: doc.series,
      paymentDate: doc.date,
      idBeneficiary: h.id_beneficiary,
      description: h.description,
      idBankAccount: h.id_bank_account,
      method: h.payment_method,
      reference: h.payment_reference,
      withholdings: lines.rows.map((l) => l.id_withholding),
    };
  },
  async shape(_tx, d) {
    const errors: FieldError[] = [];
    if (d.withholdings.length === 0)
      errors.push({ field: 'withholdings', message: 'Elija al menos una retención por enterar' });
    if (!d.idBeneficiary)
      errors.push({
        field: 'idBeneficiary',
        message:
          d.idKind === THIRD_PARTY_KIND
            ? 'Indique el tercero que recibe el pago'
            : 'Indique el ente que recauda el impuesto (el SENIAT, la oficina de hacienda del estado)',
      });
    if (!d.idBankAccount)
      errors.push({ field: 'idBankAccount', message: 'Indique la cuenta bancaria de la que sale el pago' });
    if (!d.method) errors.push({ field: 'method', message: 'Elija cheque o transferencia' });
    if (!d.reference)
      errors.push({
        field: 'reference',
        message:
          d.method === 'cheque'
            ? 'Indique el número del cheque'
            : 'Indique la referencia de la transferencia',
      });
    return errors;
  },
  async post(tx, auth, doc, d) {
    // Locked in id order: two payments over the same withholdings never wait on each other crosswise.
    // Locked first, read after, in its own statement: a statement that waited for the lock still
    // reads the other tables as they were when it began (read committed), without the payment that
    // took the withholding meanwhile.
    await tx.execute(sql`
      select id from withholding where id in (${ids(d.withholdings)}) and id_client = ${auth.idClient}
       order by id for update`);
    const locked = await tx.execute<{
      id: number;
      status: string;
      amount: string;
      receipt_number: string;
      payment: string | null;
    }>(sql`
      select w.id, w.status, w.amount::text as amount, w.receipt_number,
             (select p.number_text from withholding_payment p where p.id = w.id_payment) as payment
        from withholding w
       where w.id in (${ids(d.withholdings)}) and w.id_client = ${auth.idClient}
       order by w.id`);
    const taken = locked.rows.filter((w) => w.status !== 'withheld');
    if (taken.length > 0) {
      const why = taken
        .map((w) =>
          w.status === 'paid'
            ? `${w.receipt_number} ya se enteró (enteramiento N.º ${w.payment ?? ''})`
            : `${w.receipt_number} está anulada`,
        )
        .join('; ');
      throw new AppError(409, `No se puede enterar: la retención ${why}. Quítela del enteramiento.`, [
        { field: 'withholdings', message: why },
      ]);
    }
    const amount = locked.rows.reduce((s, w) => s.plus(w.amount), new Decimal(0)).toFixed(2);
    if (!d.idBeneficiary || !d.idBankAccount || !d.method || !d.reference)
      throw new Error('Un enteramiento sin pago pasó la revisión de forma');
    const kind = withholdingKind(d.idKind)?.label ?? '';
    const issued = await paidOrders.use().issue(
      tx,
      auth,
      {
        idPeriod: doc.idPeriod,
        date: doc.date,
        idBeneficiary: d.idBeneficiary,
        description: `Enteramiento de retenciones de ${kind}: ${d.description}`.slice(0, 2000),
        amount,
        disbursement: { idBankAccount: d.idBankAccount, method: d.method, reference: d.reference },
      },
      { table: 'withholding_payment', id: doc.id },
    );
    await tx.execute(sql`
      update withholding set status = 'paid', id_payment = ${doc.id}
       where id in (${ids(d.withholdings)}) and id_client = ${auth.idClient}`);
    return {
      warnings: issued.warnings,
      header: {
        amount,
        idOrder: issued.idOrder,
        idVoucher: issued.idVoucher,
        idBankMovement: issued.idBankMovement,
      },
    };
  },
  annul: {
    copy: ['id_beneficiary', 'id_bank_account', 'payment_method', 'payment_reference'],
    negate: ['amount'],
    describe: 'description',
    async reverse(tx, auth, original, _reversal) {
      const found = await tx.execute<{
        id_order: number | null;
        id_voucher: number | null;
        annul_reason: string;
      }>(sql`
        select o.id_order, o.id_voucher, coalesce(r.annul_reason, '') as annul_reason
          from withholding_payment o left join withholding_payment r on r.id_reverses = o.id
         where o.id = ${original.id}`);
      const issued = found.rows[0];
      if (issued?.id_order && issued.id_voucher)
        await paidOrders
          .use()
          .annul(tx, auth, { idOrder: issued.id_order, idVoucher: issued.id_voucher }, issued.annul_reason);
      // The withholdings are to be paid over again.
      await tx.execute(sql`
        update withholding set status = 'withheld', id_payment = null
         where id_payment = ${original.id} and id_client = ${auth.idClient}`);
    },
  },
};

export const withholdingPayments = documentLifecycle(paymentFamily);

const HEADER = sql`
  select p.id, p.id_period as "idPeriod", p.status, p.number_text as "numberText", p.id_kind as "idKind",
         k.code as "kindCode", to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate",
         p.id_beneficiary as "idBeneficiary", be.code as "beneficiaryCode", be.name as "beneficiaryName",
         p.description, p.id_bank_account as "idBankAccount", a.account_number as "accountNumber",
         bk.name as "bankName", p.payment_method as method, p.payment_reference as reference,
         p.amount::text as amount,
         (select count(*)::int from withholding_payment_line l where l.id_payment = coalesce(p.id_reverses, p.id)) as count,
         p.id_order as "idOrder", od.number_text as "orderNumber", p.id_voucher as "idVoucher",
         vd.number_text as "voucherNumber", p.id_bank_movement as "idBankMovement", m.number_text as "movementNumber",
         p.id_reverses as "idReverses", (select r.id from withholding_payment r where r.id_reverses = p.id) as "idReversal",
         p.annul_reason as "annulReason",
         to_char(p.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         null as "verifyId", p.version
    from withholding_payment p
    join (values ${KINDS}) k(id, code) on k.id = p.id_kind
    left join beneficiary be on be.id = p.id_beneficiary
    left join bank_account a on a.id = p.id_bank_account
    left join bank bk on bk.id = a.id_bank
    left join budget_document od on od.id = p.id_order
    left join budget_document vd on vd.id = p.id_voucher
    left join bank_movement m on m.id = p.id_bank_movement`;

type ListQuery = z.output<typeof documentListBase> & { idKind?: number };

/** A page of the period's withholding payments, newest first. */
export async function listPayments(db: Db, auth: AuthContext, idPeriod: number, q: ListQuery) {
  const like = q.search ? containsPattern(q.search) : null;
  return selectPage(
    db,
    withholdingPaymentHeader,
    sql`${HEADER}
     where p.id_client = ${auth.idClient} and p.id_period = ${idPeriod}
       ${q.status ? sql`and p.status = ${q.status}` : sql``}
       ${q.idKind ? sql`and p.id_kind = ${q.idKind}` : sql``}
       ${q.from ? sql`and p.payment_date >= ${q.from}` : sql``}
       ${q.to ? sql`and p.payment_date <= ${q.to}` : sql``}
       ${like ? sql`and (p.description ilike ${like} or p.number_text ilike ${like} or be.name ilike ${like})` : sql``}`,
    sql`d."paymentDate" desc, d.id desc`,
    q,
  );
}

/** A payment with the withholdings it takes (a reversal shows those of the payment it annuls). */
export async function readPayment(db: Db, idClient: number, id: number): Promise<WithholdingPaymentDetail> {
  const head = await selectRow(
    db,
    withholdingPaymentHeader,
    sql`${HEADER} where p.id = ${id} and p.id_client = ${idClient}`,
  );
  if (!head) throw notFound('Documento no encontrado');
  const withholdings = await withholdingsOf(
    db,
    sql`select id_withholding from withholding_payment_line where id_payment = ${head.idReverses ?? head.id}`,
  );
  return { ...head, withholdings };
}

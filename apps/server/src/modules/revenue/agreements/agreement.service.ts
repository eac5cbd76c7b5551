import {
  type FieldError,
  formatDate,
  formatMoney,
  type PaymentAgreementDraft,
  type PendingObligation,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { pendingOf } from '../taxpayers/obligations.ts';
import { paymentAgreement } from './agreement.schema.ts';

/** Its one series of numbers (the kit numbers documents by a kind). */
export const AGREEMENT_SERIES = 1;

type AgreementType = {
  id: number;
  code: string;
  description: string;
  legal_basis: string;
  max_instalments: number;
  min_first_percent: string;
  grace_days: number;
  allows_solvency: boolean;
  id_collection_concept: number;
  active: boolean;
};

async function agreementTypeOf(tx: Tx, idClient: number, id: number): Promise<AgreementType | undefined> {
  const found = await tx.execute<AgreementType>(sql`
    select id, code, description, legal_basis, max_instalments, min_first_percent::text as min_first_percent,
           grace_days, allows_solvency, id_collection_concept, active
      from agreement_type where id = ${id} and id_client = ${idClient}`);
  return found.rows[0];
}

const keyOf = (d: { objectKind: string; idObject: number; idCollectionConcept: number; period: string }) =>
  `${d.objectKind}:${d.idObject}:${d.idCollectionConcept}:${d.period}`;

/**
 * What an agreement may take of what the taxpayer owes today: its periods and fines with an amount
 * (not an agreement's own instalments), each with what it comes to with its interest to today.
 */
export async function agreeableDebts(
  tx: Db | Tx,
  auth: AuthContext,
  idTaxpayer: number,
): Promise<PendingObligation[]> {
  return (await pendingOf(tx, auth, idTaxpayer)).filter(
    (p) => p.amount !== null && p.objectKind !== 'agreement',
  );
}

/** The chosen debts as the statement has them today, in the draft's order; the keys it does not owe, by line. */
async function chosenDebts(tx: Tx, auth: AuthContext, d: PaymentAgreementDraft) {
  const owed = new Map((await agreeableDebts(tx, auth, d.idTaxpayer)).map((p) => [keyOf(p), p]));
  return d.debts.map((key) => owed.get(keyOf(key)) ?? null);
}

const debtTotal = (debts: (PendingObligation | null)[]) =>
  debts.reduce(
    (sum, p) => ({
      owed: sum.owed.plus(p?.amount ?? 0),
      interest: sum.interest.plus(p?.interest ?? 0),
    }),
    { owed: new Decimal(0), interest: new Decimal(0) },
  );

/** What the instalments must say of the debts and the kind: how many, on which days, adding up to what. */
function instalmentErrors(t: AgreementType, d: PaymentAgreementDraft, total: Decimal): FieldError[] {
  const errors: FieldError[] = [];
  if (d.instalments.length > t.max_instalments)
    errors.push({
      field: 'instalments',
      message: `El ${t.description} admite hasta ${t.max_instalments} cuotas (${t.legal_basis}), la inicial incluida`,
    });
  d.instalments.forEach((x, i) => {
    const before = i === 0 ? null : d.instalments[i - 1];
    if (i === 0 && x.dueDate < d.agreementDate)
      errors.push({
        field: 'instalments.0.dueDate',
        message: 'La cuota inicial no vence antes del convenio',
      });
    if (before && x.dueDate <= before.dueDate)
      errors.push({
        field: `instalments.${i}.dueDate`,
        message: `La cuota ${i + 1} vence después de la ${i} (${formatDate(before.dueDate)})`,
      });
  });
  const sum = d.instalments.reduce((s, x) => s.plus(x.amount), new Decimal(0));
  if (!sum.eq(total))
    errors.push({
      field: 'instalments',
      message: `Las cuotas suman ${formatMoney(sum.toFixed(2))} y las deudas ${formatMoney(total.toFixed(2))} (tributo e intereses de mora a la fecha del convenio): deben sumar lo mismo`,
    });
  const least = total.times(t.min_first_percent).div(100).toDecimalPlaces(2, Decimal.ROUND_UP);
  const first = d.instalments[0];
  if (first && new Decimal(first.amount).lt(least))
    errors.push({
      field: 'instalments.0.amount',
      message: `La cuota inicial es al menos el ${formatMoney(t.min_first_percent)} % de la deuda: ${formatMoney(least.toFixed(2))}`,
    });
  return errors;
}

/** Writes the chosen debts with what they come to today, and the instalments, replacing what was there. */
async function writeDebts(tx: Tx, id: number, d: PaymentAgreementDraft, debts: (PendingObligation | null)[]) {
  await tx.execute(sql`delete from payment_agreement_debt where id_agreement = ${id}`);
  await tx.execute(sql`
    insert into payment_agreement_debt (id_agreement, line, object_kind, id_object, id_collection_concept, period, code,
                                        description, object_label, due_date, amount, interest, interest_basis)
    select ${id}, l.line, l.kind, l.object, l.concept, l.period, l.code, l.description, l.label, l.due, l.amount,
           l.interest, l.basis
      from jsonb_to_recordset(${JSON.stringify(
        d.debts.map((key, i) => {
          const p = debts[i];
          return {
            line: i + 1,
            kind: key.objectKind,
            object: key.idObject,
            concept: key.idCollectionConcept,
            period: key.period,
            code: p?.code ?? null,
            description: p?.description ?? null,
            label: p?.objectLabel ?? null,
            due: p?.dueDate ?? null,
            amount: p?.amount ?? null,
            interest: p?.interest ?? null,
            basis: p?.interestBasis ?? null,
          };
        }),
      )}::jsonb) as l(line int, kind text, object int, concept int, period text, code text, description text,
                      label text, due date, amount numeric, interest numeric, basis text)`);
  await tx.execute(sql`delete from payment_agreement_instalment where id_agreement = ${id}`);
  await tx.execute(sql`
    insert into payment_agreement_instalment (id_agreement, number, due_date, amount)
    select ${id}, x.number, x.due, x.amount
      from jsonb_to_recordset(${JSON.stringify(
        d.instalments.map((x, i) => ({ number: i + 1, due: x.dueDate, amount: x.amount })),
      )}::jsonb) as x(number int, due date, amount numeric)`);
}

export const agreementFamily: DocumentFamily<PaymentAgreementDraft> = {
  table: paymentAgreement,
  date: { column: 'agreement_date', field: 'agreementDate', of: (d) => d.agreementDate },
  numbering: { table: 'payment_agreement_number', series: 'id_kind' },
  notFound: 'CONVENIO NO ENCONTRADO',
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null }>(
      sql`select number_text from payment_agreement where id = ${id}`,
    );
    return `el convenio de pago N.º ${found.rows[0]?.number_text ?? id}`;
  },
  header: async (_tx, d) => ({
    idKind: AGREEMENT_SERIES,
    agreementDate: d.agreementDate,
    idTaxpayer: d.idTaxpayer,
    idAgreementType: d.idAgreementType,
    note: d.note || null,
  }),
  /**
   * At every save and again at posting: the taxpayer and the kind are this client's; each debt is
   * one the taxpayer owes today, once; the instalments fit the kind and add up to the debts.
   */
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const payer = await tx.execute<{ id: number }>(
      sql`select id from taxpayer where id = ${d.idTaxpayer} and id_client = ${auth.idClient}`,
    );
    if (!payer.rows[0]) {
      errors.push({ field: 'idTaxpayer', message: 'El contribuyente no existe en esta institución' });
      return errors;
    }
    const type = await agreementTypeOf(tx, auth.idClient, d.idAgreementType);
    if (!type)
      errors.push({ field: 'idAgreementType', message: 'El tipo de convenio no existe en esta institución' });
    if (d.agreementDate > todayOf(auth))
      errors.push({ field: 'agreementDate', message: 'El convenio no se fecha después de hoy' });
    const debts = await chosenDebts(tx, auth, d);
    const seen = new Set<string>();
    d.debts.forEach((key, i) => {
      if (seen.has(keyOf(key)))
        errors.push({ field: `debts.${i}`, message: 'Esa deuda ya está en otra línea del convenio' });
      else if (!debts[i])
        errors.push({
          field: `debts.${i}`,
          message:
            'El contribuyente no debe hoy esa deuda: está pagada, en otro convenio o es de otro contribuyente',
        });
      seen.add(keyOf(key));
    });
    if (type && errors.length === 0) {
      const { owed, interest } = debtTotal(debts);
      errors.push(...instalmentErrors(type, d, owed.plus(interest)));
    }
    return errors;
  },
  async writeContent(tx, auth, id, d) {
    await writeDebts(tx, id, d, await chosenDebts(tx, auth, d));
  },
  async load(tx, doc) {
    const found = await tx.execute<{ idTaxpayer: number; idAgreementType: number; note: string | null }>(sql`
      select id_taxpayer as "idTaxpayer", id_agreement_type as "idAgreementType", note
        from payment_agreement where id = ${doc.id}`);
    const h = found.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    const debts = await tx.execute<PaymentAgreementDraft['debts'][number]>(sql`
      select object_kind as "objectKind", id_object as "idObject", id_collection_concept as "idCollectionConcept", period
        from payment_agreement_debt where id_agreement = ${doc.id} order by line`);
    const instalments = await tx.execute<PaymentAgreementDraft['instalments'][number]>(sql`
      select to_char(due_date, 'YYYY-MM-DD') as "dueDate", amount::text as amount
        from payment_agreement_instalment where id_agreement = ${doc.id} order by number`);
    return {
      idPeriod: doc.idPeriod,
      agreementDate: doc.date,
      ...h,
      debts: debts.rows,
      instalments: instalments.rows,
    };
  },
  /**
   * Signed today, under the taxpayer's lock (a receipt of it posted or annulled now waits): the debts
   * kept as they stand today (the kit's check has just held the instalments to them), the kind kept
   * as it is, and the totals. From now on the debts are owed through the agreement.
   */
  async post(tx, auth, doc, d) {
    if (d.agreementDate !== todayOf(auth))
      throw new AppError(400, 'Revise el convenio', [
        { field: 'agreementDate', message: 'El convenio se firma con la fecha de hoy' },
      ]);
    await tx.execute(sql`select id from taxpayer where id = ${d.idTaxpayer} for update`);
    const type = (await agreementTypeOf(tx, auth.idClient, d.idAgreementType)) as AgreementType;
    if (!type.active)
      throw new AppError(400, 'El convenio no puede registrarse así', [
        { field: 'idAgreementType', message: `El tipo de convenio ${type.code} está inactivo` },
      ]);
    // Read again under the lock: a receipt or another agreement that took a debt meanwhile is seen.
    const debts = await chosenDebts(tx, auth, d);
    const gone = debts.indexOf(null);
    if (gone >= 0)
      throw new AppError(409, 'El convenio no puede firmarse así', [
        {
          field: `debts.${gone}`,
          message: 'El contribuyente ya no debe esa deuda: se pagó o entró en otro convenio',
        },
      ]);
    const { owed, interest } = debtTotal(debts);
    const changed = instalmentErrors(type, d, owed.plus(interest));
    if (changed.length > 0) throw new AppError(409, 'El convenio no puede firmarse así', changed);
    await writeDebts(tx, doc.id, d, debts);
    return {
      header: {
        typeCode: type.code,
        typeDescription: type.description,
        legalBasis: type.legal_basis,
        graceDays: type.grace_days,
        allowsSolvency: type.allows_solvency,
        idCollectionConcept: type.id_collection_concept,
        owed: owed.toFixed(2),
        interest: interest.toFixed(2),
        total: owed.plus(interest).toFixed(2),
      },
      warnings: [],
    };
  },
  annul: {
    // What its instalments paid stays explained by it: the receipts are annulled first.
    async blocker(tx, auth, doc) {
      // The taxpayer's row for share, as issuing a solvency takes it for update: the two take turns.
      await tx.execute(sql`
        select t.id from taxpayer t join payment_agreement a on a.id_taxpayer = t.id where a.id = ${doc.id} for share of t`);
      const relied = await tx.execute<{ number: string }>(sql`
        select s.number_text as number
          from payment_agreement a join solvency s on s.id_client = a.id_client and s.id_taxpayer = a.id_taxpayer
         where a.id = ${doc.id} and s.status = 'posted' and s.id_reverses is null
           and s.valid_until >= ${todayOf(auth)}::date and s.posted_at >= a.posted_at
           and (s.id_taxed_object is null
                or exists (select 1 from payment_agreement_debt ad
                            where ad.id_agreement = a.id and ad.object_kind = s.taxed_object_kind
                              and ad.id_object = s.id_taxed_object))
         order by s.id limit 1`);
      if (relied.rows[0])
        return `La solvencia N.º ${relied.rows[0].number}, vigente, se emitió con este convenio al día: anúlela antes.`;
      const found = await tx.execute<{ number: string }>(sql`
        select coalesce(r.number_text, r.id::text) as number from paid_obligation p join receipt r on r.id = p.id_receipt
         where p.id_client = ${auth.idClient} and p.object_kind = 'agreement' and p.id_object = ${doc.id}
         order by r.id limit 1`);
      const by = found.rows[0];
      return by
        ? `El convenio tiene pagos en recibos en vigor (el N.º ${by.number}): anúlelos antes. Anulado el convenio, sus deudas vuelven a deberse con sus intereses.`
        : null;
    },
    copy: [
      'id_taxpayer',
      'id_agreement_type',
      'type_code',
      'type_description',
      'legal_basis',
      'grace_days',
      'allows_solvency',
      'id_collection_concept',
    ],
    negate: ['owed', 'interest', 'total'],
    describe: 'note',
    reverse: async () => {},
  },
};

export const paymentAgreements = documentLifecycle(agreementFamily);

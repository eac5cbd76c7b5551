import {
  AGREEMENT_BALANCE,
  AGREEMENT_PERIOD,
  BANKED_KINDS,
  type ChargeBasis,
  DEFINITIVE_DECLARATION,
  ESTIMATED_DECLARATION,
  FINE_PERIOD,
  type FieldError,
  formatDate,
  formatMoney,
  type InterestSegment,
  interestBasis,
  isPeriodOf,
  type PaymentFormKind,
  PERIOD_EXAMPLE,
  type Periodicity,
  periodLabel,
  periodOf,
  periodStart,
  periodSubject,
  type ReceiptDraft,
  receiptTotals,
  SOLVENCY_KINDS,
  TAXED_OBJECT_KINDS,
  type TariffUnit,
  tcmmvAmount,
  tcmmvText,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { todayOf } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { noTcmmv, tcmmvOn, tcmmvSql } from '../../common/index.ts';
import { depositCollection, undoDisbursement } from '../../treasury/index.ts';
import {
  agreementLineErrors,
  coveredLineErrors,
  holdAgreements,
  stampAgreementBases,
} from '../agreements/agreement-payment.ts';
import { fineLineErrors, holdFines, stampFineBases } from '../fines/fine-payment.ts';
import { draftRuleFines } from '../fines/fine-rules.ts';
import { type ChargeDetail, chargeBasis, chargeMissing, chargeOf, unitOfBasis } from '../taxes/charges.ts';
import {
  earlyDiscountEndSql,
  earlyDiscountSql,
  lateInterestOf,
  paymentDueSql,
} from '../taxes/payment-terms.ts';
import { cashierFlags, lockOpenDay } from './box-days.ts';
import { receipt } from './receipt.schema.ts';

/**
 * The institution's rows among `ids` of a table, with the columns a rule needs; with `idClient` null,
 * any institution's (for a rule that runs before `check` has named those that are not its own).
 */
async function rowsOf<R extends { id: number }>(
  tx: Tx,
  table: string,
  columns: string,
  idClient: number | null,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, R>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const found = await tx.execute<R>(sql`
    select id, ${sql.raw(columns)} from ${sql.identifier(table)}
     where id = any(${`{${wanted.join(',')}}`}::int[])${idClient === null ? sql`` : sql` and id_client = ${idClient}`}`);
  return new Map(found.rows.map((r) => [r.id, r]));
}

type Form = {
  id: number;
  kind: PaymentFormKind;
  description: string;
  active: boolean;
  idBankAccount: number | null;
};

/**
 * The payment forms the receipt's vouchers name, by id, with what its rules read: the one read of a
 * receipt's payment forms (check, shape and posting). `idClient` null reads them whatever their institution.
 */
async function formsOf(tx: Tx, idClient: number | null, d: ReceiptDraft) {
  return rowsOf<Form>(
    tx,
    'payment_form',
    `kind, description, active, id_bank_account as "idBankAccount"`,
    idClient,
    d.vouchers.map((v) => v.idPaymentForm),
  );
}

type Concept = {
  id: number;
  code: string;
  /** Null, as `once`: charged when it occurs. */
  periodicity: Periodicity | null;
  taxedObject: 'vehicle' | 'patent' | 'cadastre' | null;
  dueFrom: string | null;
  tariffUnit: TariffUnit;
  basis: ChargeBasis;
  paymentDays: number | null;
  earlyDiscount: string | null;
  earlyDiscountDays: number | null;
};

/** The institution's concepts the receipt's lines name, by id, with what their rules read. */
const conceptsOf = (tx: Tx, idClient: number, d: ReceiptDraft) =>
  rowsOf<Concept>(
    tx,
    'collection_concept',
    `code, periodicity, taxed_object as "taxedObject", to_char(due_from, 'YYYY-MM-DD') as "dueFrom",
     tariff_unit as "tariffUnit", basis, payment_days as "paymentDays", early_discount::text as "earlyDiscount",
     early_discount_days as "earlyDiscountDays"`,
    idClient,
    d.concepts.map((l) => l.idCollectionConcept),
  );

/** What a line's concept is charged in: a computed basis decides it whatever the concept says. */
const unitOf = (c: Concept): TariffUnit => unitOfBasis(c.basis, c.tariffUnit);

/** What `chargeOf` answers for a line: its tariff, its basis, and whether the period owes anything on it. */
type Charge = { tariff: string | null; detail: ChargeDetail; owes: boolean };

/**
 * What the receipt's object owes on each periodic line of a concept charged on a computed basis (by
 * the line's index), as `chargeOf` computes it for the line's period. Lines whose period or object
 * is wrong are left to their own errors.
 */
async function chargesOf(
  tx: Tx,
  idClient: number,
  concepts: Map<number, Concept>,
  d: ReceiptDraft,
): Promise<Map<number, Charge>> {
  const object = d.taxedObject;
  const wanted = d.concepts.flatMap((l, i) => {
    const c = concepts.get(l.idCollectionConcept);
    return c &&
      c.basis !== 'fixed' &&
      c.periodicity &&
      c.periodicity !== 'once' &&
      l.period &&
      isPeriodOf(c.periodicity, l.period)
      ? [{ i, starts: periodStart(l.period), basis: c.basis, periodicity: c.periodicity }]
      : [];
  });
  if (!object || wanted.length === 0) return new Map();
  const found = await tx.execute<Charge & { i: number }>(sql`
    select w.i, ch.tariff, ch.detail, ch.owes
      from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(i int, starts date, basis text, periodicity text)
      cross join lateral (${chargeOf(idClient, sql`w.basis`, sql`${object.kind}`, sql`${object.id}`, sql`w.starts`, sql`w.periodicity`, sql`${d.receiptDate}::date`)}) ch`);
  return new Map(found.rows.map(({ i, ...charge }) => [i, charge]));
}

/**
 * A line charged on a licence's declaration still holds at posting: the licence is locked (a
 * declaration's annulment locks it too, and waits), and its charges are read again under the lock, so
 * a declaration annulled while this receipt was being posted refuses the receipt instead of leaving a
 * period paid on a declaration no longer in force.
 */
async function holdDeclarations(tx: Tx, idClient: number, id: number, d: ReceiptDraft): Promise<void> {
  if (d.taxedObject?.kind !== 'patent') return;
  const concepts = await conceptsOf(tx, idClient, d);
  const declared = [...concepts.values()].some((c) => DECLARED_BASES.includes(c.basis));
  if (!declared) return;
  await tx.execute(sql`select id from patent where id = ${d.taxedObject.id} for share`);
  const charges = await chargesOf(tx, idClient, concepts, d);
  const errors = chargeErrors(charges, d);
  if (errors.length > 0) throw badRequest('El recibo no puede registrarse así', errors);
  await stampBases(tx, id, charges);
}

const DECLARED_BASES: ChargeBasis[] = ['declaredIncome', 'declaredMinimum', 'declaredSettlement'];

/**
 * Each line charged on a computed basis says what it came from, and a declared tax's line the
 * declaration it was charged on (what a year's settlement subtracts, and what blocks its annulment).
 */
async function stampBases(tx: Tx, id: number, charges: Map<number, Charge>): Promise<void> {
  const bases = [...charges].flatMap(([i, ch]) =>
    ch.tariff
      ? [
          {
            line: i + 1,
            basis: chargeBasis(ch.tariff, ch.detail),
            declaration: 'idDeclaration' in ch.detail ? ch.detail.idDeclaration : null,
          },
        ]
      : [],
  );
  if (bases.length > 0)
    await tx.execute(sql`
      update receipt_concept l set basis = b.basis, id_income_declaration = b.declaration
        from jsonb_to_recordset(${JSON.stringify(bases)}::jsonb) as b(line int, basis text, declaration int)
       where l.id_receipt = ${id} and l.line = b.line`);
}

/**
 * What a periodic line's day of payment makes of it: its interest on late payment and how it was
 * reached, its last day to pay, and the early-payment discount its concept grants (null when none)
 * with that discount's last day.
 */
type Terms = {
  interest: string;
  due: string;
  basis: string | null;
  discount: string | null;
  discountUntil: string | null;
};

/**
 * The payment terms of each periodic line at the receipt's day (by the line's index), on what the
 * line charges (the tax, as what is owed shows it): the interest on late payment from the day after
 * its period's last day to pay, and the concept's early-payment discount while its days last
 * (`paymentDueSql`, `lateInterestOf`, `earlyDiscountSql`: the computations the statement also reads).
 */
async function termsOf(
  tx: Tx,
  idClient: number,
  concepts: Map<number, Concept>,
  d: ReceiptDraft,
): Promise<Map<number, Terms>> {
  const wanted = d.concepts.flatMap((l, i) => {
    const c = concepts.get(l.idCollectionConcept);
    return c?.periodicity && c.periodicity !== 'once' && l.period && isPeriodOf(c.periodicity, l.period)
      ? [
          {
            i,
            starts: periodStart(l.period),
            basis: c.basis,
            periodicity: c.periodicity,
            days: c.paymentDays,
            rate: c.earlyDiscount,
            early: c.earlyDiscountDays,
            principal: new Decimal(l.amount).toFixed(2),
          },
        ]
      : [];
  });
  if (wanted.length === 0) return new Map();
  const day = sql`${d.receiptDate}::date`;
  const found = await tx.execute<{
    i: number;
    due: string;
    interest: string | null;
    segments: InterestSegment[] | null;
    discount: string;
    discountUntil: string | null;
  }>(sql`
    select w.i, to_char(du.due, 'YYYY-MM-DD') as due, li.interest::text as interest, li.segments,
           ${earlyDiscountSql(sql`w.rate`, sql`w.early`, sql`w.starts`, sql`du.due`, day, sql`w.principal`)}::text as discount,
           to_char(${earlyDiscountEndSql(sql`w.rate`, sql`w.early`, sql`w.starts`, sql`du.due`)}, 'YYYY-MM-DD') as "discountUntil"
      from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
           as w(i int, starts date, basis text, periodicity text, days int, rate numeric, early int, principal numeric)
      cross join lateral (select ${paymentDueSql(sql`w.basis`, sql`w.periodicity`, sql`w.days`, sql`w.starts`)} as due) du
      cross join lateral (${lateInterestOf(idClient, sql`w.principal`, sql`du.due`, day)}) li`);
  return new Map(
    found.rows.map((r) => {
      const interest = r.interest ?? '0.00';
      const principal = wanted.find((w) => w.i === r.i)?.principal ?? '0.00';
      return [
        r.i,
        {
          interest,
          due: r.due,
          basis: interestBasis(r.segments, principal, interest),
          discount: r.discountUntil ? r.discount : null,
          discountUntil: r.discountUntil,
        },
      ];
    }),
  );
}

/**
 * A concept that grants an early-payment discount holds its lines to it: the percentage while its
 * days last, nothing after them (a discount the ordinance does not give is not the cashier's).
 */
function discountErrors(
  terms: Map<number, Terms>,
  concepts: Map<number, Concept>,
  d: ReceiptDraft,
): FieldError[] {
  return d.concepts.flatMap((l, i): FieldError[] => {
    const owed = terms.get(i);
    const concept = concepts.get(l.idCollectionConcept);
    if (!concept || !owed?.discount || !owed.discountUntil || new Decimal(l.discount).eq(owed.discount))
      return [];
    const rule = `Pronto pago del ${formatMoney(concept.earlyDiscount)} % hasta el ${formatDate(owed.discountUntil)}`;
    return [
      {
        field: `concepts.${i}.discount`,
        message: new Decimal(owed.discount).isZero()
          ? `${rule}: vencido, la línea no lleva descuento`
          : `${rule}: la línea descuenta ${formatMoney(owed.discount)} Bs`,
      },
    ];
  });
}

/** A line's interest is what `termsOf` computes to the céntimo; a line not periodic has none. */
function interestErrors(
  interests: Map<number, Terms>,
  concepts: Map<number, Concept>,
  d: ReceiptDraft,
): FieldError[] {
  return d.concepts.flatMap((l, i): FieldError[] => {
    // A fine's and an agreement's lines are held by their own rules (fine-payment, agreement-payment).
    if (l.idFine || l.idAgreement) return [];
    const owed = interests.get(i);
    const concept = concepts.get(l.idCollectionConcept);
    if (!concept || new Decimal(l.interest).eq(owed?.interest ?? 0)) return [];
    const field = `concepts.${i}.interest`;
    if (!owed)
      return [
        { field, message: `El concepto ${concept.code} no se debe por períodos: no lleva intereses de mora` },
      ];
    if (new Decimal(owed.interest).isZero())
      return [
        {
          field,
          message:
            owed.due >= d.receiptDate
              ? `${periodSubject(l.period ?? '')} se paga sin intereses hasta el ${formatDate(owed.due)}: la línea no lleva intereses`
              : `No hay tasa de interés moratorio registrada para los días de mora de ${periodLabel(l.period ?? '')}: la línea no lleva intereses`,
        },
      ];
    return [
      {
        field,
        message: `${owed.basis}: la línea debe ${formatMoney(owed.interest)} Bs de intereses de mora`,
      },
    ];
  });
}

/**
 * A receipt paid on a year's estimate stands while the year's definitive is in force: the
 * definitive's settlement subtracts it, so annulling it would leave the difference wrong (or paid
 * twice). The licence is locked first, so a receipt of the difference posting now is waited for.
 */
async function settledOn(tx: Tx, idReceipt: number): Promise<string | null> {
  await tx.execute(sql`
    select id from patent
     where id in (select e.id_patent from receipt_concept l join income_declaration e on e.id = l.id_income_declaration
                   where l.id_receipt = ${idReceipt})
       for update`);
  const found = await tx.execute<{ period: string; number_text: string }>(sql`
    select e.period, f.number_text
      from receipt_concept l
      join income_declaration e on e.id = l.id_income_declaration and e.id_kind = ${ESTIMATED_DECLARATION}
      join income_declaration f on f.id_client = e.id_client and f.id_patent = e.id_patent and f.period = e.period
           and f.id_kind = ${DEFINITIVE_DECLARATION} and f.status = 'posted' and f.id_reverses is null
     where l.id_receipt = ${idReceipt} limit 1`);
  const hit = found.rows[0];
  return hit
    ? `El año ${hit.period} de esta licencia ya se liquidó con la declaración definitiva N.º ${hit.number_text}, que descuenta lo pagado con este recibo: anule primero la definitiva.`
    : null;
}

/** Why a period owes nothing on a declared tax's concept, as a receipt's line is told. */
function owesNothing(detail: ChargeDetail): string {
  if (detail.kind === 'declaredSettlement')
    return Number(detail.paid) > 0 || Number(detail.paidUnits) > 0
      ? 'lo pagado con la estimada cubre la definitiva: no hay diferencia que pagar'
      : 'el año no se pagó con la estimada: la definitiva se cobra en sus conceptos';
  if ('settled' in detail && detail.settled)
    return 'el año se pagó con la estimada: se cobra la diferencia de la definitiva';
  // A declaration whose activities all fall on the other part owes nothing on this one.
  return 'no se debe nada de este concepto en el período';
}

/**
 * A line charged on a computed basis holds what the basis comes to: a vehicle's class or a declared
 * minimum its TCMMV (their bolívares are `unitErrors`'), a property's value or a declared income its
 * bolívares; and the basis must be there.
 */
function chargeErrors(charges: Map<number, Charge>, d: ReceiptDraft): FieldError[] {
  return [...charges].flatMap(([i, { tariff, detail, owes }]): FieldError[] => {
    const line = d.concepts[i];
    const inUnits = detail.kind === 'vehicleClass' || detail.kind === 'declaredMinimum';
    const field = `concepts.${i}.${inUnits ? 'units' : 'amount'}`;
    if (!tariff) return [{ field, message: chargeMissing(detail, periodLabel(line?.period ?? '')) }];
    if (!owes) return [{ field, message: `${chargeBasis(tariff, detail)}: ${owesNothing(detail)}` }];
    const given = inUnits ? line?.units : line?.amount;
    if (given && new Decimal(given).eq(tariff)) return [];
    return [
      {
        field,
        message: `${chargeBasis(tariff, detail)}: la línea debe ${formatMoney(tariff)} ${inUnits ? 'TCMMV' : 'Bs'}`,
      },
    ];
  });
}

/**
 * What a line of a concept in the legal unit must say: the TCMMV multiples it charges, and as its
 * amount their bolívares at the TCMMV of the receipt's day (LOCAPT art. 13-14: a debt in the unit is
 * paid in bolívares at the rate of the day of payment). A line in bolívares carries no multiples.
 */
async function unitErrors(
  tx: Tx,
  idClient: number,
  concepts: Map<number, Concept>,
  d: ReceiptDraft,
): Promise<FieldError[]> {
  const inUnit = d.concepts.some((l) => {
    const concept = concepts.get(l.idCollectionConcept);
    return concept !== undefined && unitOf(concept) === 'TCMMV';
  });
  const rate = inUnit ? await tcmmvOn(tx, idClient, d.receiptDate) : null;
  return d.concepts.flatMap((l, i): FieldError[] => {
    const concept = concepts.get(l.idCollectionConcept);
    if (!concept) return [];
    if (unitOf(concept) !== 'TCMMV')
      return l.units
        ? [
            {
              field: `concepts.${i}.units`,
              message: `El concepto ${concept.code} se cobra en bolívares: no lleva TCMMV`,
            },
          ]
        : [];
    if (!l.units)
      return [
        { field: `concepts.${i}.units`, message: `Indique cuántas TCMMV cobra el concepto ${concept.code}` },
      ];
    if (!rate) return [{ field: `concepts.${i}.units`, message: noTcmmv(d.receiptDate) }];
    const expected = tcmmvAmount(l.units, rate.rate);
    return expected === new Decimal(l.amount).toFixed(2)
      ? []
      : [
          {
            field: `concepts.${i}.amount`,
            message: `${tcmmvText({ units: l.units, ...rate })} son ${formatMoney(expected)} Bs`,
          },
        ];
  });
}

/**
 * Writes on each line in the legal unit the rate it was converted at: the TCMMV of the receipt's day
 * (at every save, and again at posting, whose check has just held the amounts to it).
 */
async function stampRates(tx: Tx, idClient: number, idReceipt: number, day: string): Promise<void> {
  await tx.execute(sql`
    update receipt_concept l set unit_rate = r.rate::numeric, rate_currency = r.currency, rate_date = r."validFrom"::date
      from (${tcmmvSql(idClient, sql`${day}::date`)}) r
     where l.id_receipt = ${idReceipt} and l.units is not null`);
}

/**
 * What a line of a periodic concept must say: a period of the concept's periodicity, from the first
 * it is owed to the end of this year (a year is paid ahead, no more), on a taxed object of the
 * concept's kind. A concept charged when it occurs names no period.
 */
function periodErrors(
  concept: Concept,
  period: string | null,
  i: number,
  d: ReceiptDraft,
  today: string,
): FieldError[] {
  const field = `concepts.${i}.period`;
  if (!concept.periodicity || concept.periodicity === 'once')
    return period
      ? [{ field, message: `El concepto ${concept.code} no es periódico: no lleva período` }]
      : [];
  if (!period)
    return [{ field, message: `Indique el período que paga (${PERIOD_EXAMPLE[concept.periodicity]})` }];
  if (!isPeriodOf(concept.periodicity, period))
    return [{ field, message: `El período se escribe ${PERIOD_EXAMPLE[concept.periodicity]}` }];
  const kind = TAXED_OBJECT_KINDS.find((k) => k.value === concept.taxedObject);
  if (kind && d.taxedObject?.kind !== kind.value)
    return [
      {
        field: `concepts.${i}.idCollectionConcept`,
        message: `El concepto ${concept.code} se cobra sobre un ${kind.label.toLowerCase()}: elíjalo como objeto del recibo`,
      },
    ];
  if (concept.dueFrom && periodStart(period) < periodStart(periodOf(concept.periodicity, concept.dueFrom)))
    return [
      {
        field,
        message: `El concepto ${concept.code} se debe desde ${periodLabel(periodOf(concept.periodicity, concept.dueFrom))}`,
      },
    ];
  if (periodStart(period) > `${today.slice(0, 4)}-12-31`)
    return [{ field, message: `Se cobra por adelantado hasta el año ${today.slice(0, 4)}` }];
  return [];
}

export const receiptFamily: DocumentFamily<ReceiptDraft> = {
  table: receipt,
  date: { column: 'receipt_date', field: 'receiptDate', of: (d) => d.receiptDate },
  numbering: { table: 'receipt_number', series: 'id_cash_box' },
  notFound: 'RECIBO NO ENCONTRADO',
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null; box: string }>(sql`
      select r.number_text, b.name as box from receipt r join cash_box b on b.id = r.id_cash_box where r.id = ${id}`);
    const r = found.rows[0];
    return `el recibo N.º ${r?.number_text ?? id} de la caja ${r?.box ?? ''}`.trim();
  },
  header: async (_tx, d) => ({
    idCashBox: d.idCashBox,
    receiptDate: d.receiptDate,
    idTaxpayer: d.idTaxpayer,
    taxedObjectKind: d.taxedObject?.kind ?? null,
    idTaxedObject: d.taxedObject?.id ?? null,
    idOperationType: d.idOperationType ?? null,
    note: d.note || null,
  }),
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const c = auth.idClient;
    const box = await rowsOf(tx, 'cash_box', 'name', c, [d.idCashBox]);
    if (!box.has(d.idCashBox))
      errors.push({ field: 'idCashBox', message: 'La caja no existe en esta institución' });
    const payer = await rowsOf(tx, 'taxpayer', 'name', c, [d.idTaxpayer]);
    if (!payer.has(d.idTaxpayer))
      errors.push({ field: 'idTaxpayer', message: 'El contribuyente no existe en esta institución' });
    if (d.taxedObject) {
      const kind = TAXED_OBJECT_KINDS.find((k) => k.value === d.taxedObject?.kind);
      const owned = await tx.execute<{ ok: boolean }>(sql`
        select true as ok from ${sql.identifier(kind?.table ?? 'vehicle')}
         where id = ${d.taxedObject.id} and id_client = ${c} and id_taxpayer = ${d.idTaxpayer}`);
      if (!owned.rows[0])
        errors.push({
          field: 'taxedObject',
          message: `El ${kind?.label.toLowerCase()} no es de este contribuyente`,
        });
    }
    if (d.idOperationType && !(await rowsOf(tx, 'operation_type', 'code', c, [d.idOperationType])).size)
      errors.push({
        field: 'idOperationType',
        message: 'El tipo de operación no existe en esta institución',
      });
    const concepts = await conceptsOf(tx, c, d);
    const today = todayOf(auth);
    const seen = new Set<string>();
    d.concepts.forEach((l, i) => {
      const concept = concepts.get(l.idCollectionConcept);
      if (!concept)
        errors.push({
          field: `concepts.${i}.idCollectionConcept`,
          message: 'El concepto no existe en esta institución',
        });
      else errors.push(...periodErrors(concept, l.period ?? null, i, d, today));
      const key = `${l.idCollectionConcept}/${l.period ?? ''}`;
      if (l.period && seen.has(key))
        errors.push({
          field: `concepts.${i}.period`,
          message: 'Ese período ya está en otra línea del recibo',
        });
      seen.add(key);
    });
    errors.push(...(await unitErrors(tx, c, concepts, d)));
    errors.push(...chargeErrors(await chargesOf(tx, c, concepts, d), d));
    const terms = await termsOf(tx, c, concepts, d);
    errors.push(...interestErrors(terms, concepts, d), ...discountErrors(terms, concepts, d));
    errors.push(
      ...(await fineLineErrors(tx, c, d)),
      ...(await agreementLineErrors(tx, c, d)),
      ...(await coveredLineErrors(tx, c, d)),
    );
    const forms = await formsOf(tx, c, d);
    const banks = await rowsOf(
      tx,
      'bank',
      'code',
      c,
      d.vouchers.map((v) => v.idBank),
    );
    const accounts = await rowsOf(
      tx,
      'bank_account',
      'account_number',
      c,
      d.vouchers.map((v) => v.idBankAccount),
    );
    d.vouchers.forEach((v, i) => {
      if (!forms.has(v.idPaymentForm))
        errors.push({
          field: `vouchers.${i}.idPaymentForm`,
          message: 'La forma de pago no existe en esta institución',
        });
      if (v.idBank && !banks.has(v.idBank))
        errors.push({ field: `vouchers.${i}.idBank`, message: 'El banco no existe en esta institución' });
      if (v.idBankAccount && !accounts.has(v.idBankAccount))
        errors.push({
          field: `vouchers.${i}.idBankAccount`,
          message: 'La cuenta no existe en esta institución',
        });
    });
    return errors;
  },
  async writeContent(tx, auth, id, d) {
    await tx.execute(sql`delete from receipt_concept where id_receipt = ${id}`);
    await tx.execute(sql`delete from receipt_voucher where id_receipt = ${id}`);
    if (d.concepts.length > 0)
      await tx.execute(sql`
        insert into receipt_concept (id_receipt, line, id_collection_concept, amount, discount, interest, period, details,
                                     units, unit_rate, id_fine, id_agreement, instalment)
        select ${id}, l.line, l.concept, l.amount, l.discount, l.interest, nullif(l.period, ''),
               array(select jsonb_array_elements_text(l.details)), l.units, case when l.units is null then null else 0 end,
               l.fine, l.agreement, l.instalment
          from jsonb_to_recordset(${JSON.stringify(
            d.concepts.map((l, i) => ({
              line: i + 1,
              concept: l.idCollectionConcept,
              amount: l.amount,
              discount: l.discount,
              interest: l.interest,
              period: l.period ?? null,
              details: l.details,
              units: l.units ?? null,
              fine: l.idFine ?? null,
              agreement: l.idAgreement ?? null,
              instalment: l.idAgreement ? (l.instalment ?? null) : null,
            })),
          )}::jsonb) as l(line int, concept int, amount numeric, discount numeric, interest numeric, period text,
                          details jsonb, units numeric, fine int, agreement int, instalment int)`);
    // Held to the TCMMV of the day by check, which ran before: the rate it was converted at.
    await stampRates(tx, auth.idClient, id, d.receiptDate);
    // A line charged on a computed basis says what it came from, and its interest how it was reached
    // (check held both to them).
    const concepts = await conceptsOf(tx, auth.idClient, d);
    await stampBases(tx, id, await chargesOf(tx, auth.idClient, concepts, d));
    await stampFineBases(tx, id);
    await stampAgreementBases(tx, id, d.receiptDate, auth.idClient);
    const interests = [...(await termsOf(tx, auth.idClient, concepts, d))].map(([i, x]) => ({
      line: i + 1,
      basis: x.basis,
    }));
    if (interests.length > 0)
      await tx.execute(sql`
        update receipt_concept l set interest_basis = b.basis
          from jsonb_to_recordset(${JSON.stringify(interests)}::jsonb) as b(line int, basis text)
         where l.id_receipt = ${id} and l.line = b.line`);
    if (d.vouchers.length > 0)
      await tx.execute(sql`
        insert into receipt_voucher (id_receipt, line, id_payment_form, amount, voucher_date, id_bank, id_bank_account, reference, details)
        select ${id}, v.line, v.form, v.amount, v.day, v.bank, v.account, nullif(v.reference, ''),
               array(select jsonb_array_elements_text(v.details))
          from jsonb_to_recordset(${JSON.stringify(
            d.vouchers.map((v, i) => ({
              line: i + 1,
              form: v.idPaymentForm,
              amount: v.amount,
              day: v.voucherDate,
              bank: v.idBank ?? null,
              account: v.idBankAccount ?? null,
              reference: v.reference ?? null,
              details: v.details,
            })),
          )}::jsonb) as v(line int, form int, amount numeric, day date, bank int, account int, reference text, details jsonb)`);
  },
  async load(tx, doc) {
    const head = await tx.execute<{
      idCashBox: number;
      idTaxpayer: number;
      kind: 'vehicle' | 'patent' | 'cadastre' | null;
      idObject: number | null;
      idOperationType: number | null;
      note: string | null;
    }>(sql`
      select id_cash_box as "idCashBox", id_taxpayer as "idTaxpayer", taxed_object_kind as kind,
             id_taxed_object as "idObject", id_operation_type as "idOperationType", note
        from receipt where id = ${doc.id}`);
    const h = head.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    const concepts = await tx.execute<ReceiptDraft['concepts'][number]>(sql`
      select id_collection_concept as "idCollectionConcept", amount::text as amount, discount::text as discount,
             interest::text as interest, period, details, units::text as units, id_fine as "idFine",
             id_agreement as "idAgreement", instalment
        from receipt_concept where id_receipt = ${doc.id} order by line`);
    const vouchers = await tx.execute<ReceiptDraft['vouchers'][number]>(sql`
      select id_payment_form as "idPaymentForm", amount::text as amount, to_char(voucher_date, 'YYYY-MM-DD') as "voucherDate",
             id_bank as "idBank", id_bank_account as "idBankAccount", reference, details
        from receipt_voucher where id_receipt = ${doc.id} order by line`);
    return {
      idPeriod: doc.idPeriod,
      idCashBox: h.idCashBox,
      receiptDate: doc.date,
      idTaxpayer: h.idTaxpayer,
      taxedObject: h.kind && h.idObject ? { kind: h.kind, id: h.idObject } : null,
      idOperationType: h.idOperationType,
      note: h.note,
      concepts: concepts.rows,
      vouchers: vouchers.rows,
    };
  },
  async shape(tx, d) {
    const errors: FieldError[] = [];
    if (d.vouchers.length === 0)
      errors.push({ field: 'vouchers', message: 'Indique cómo pagó el contribuyente' });
    const totals = receiptTotals(d);
    if (d.vouchers.length > 0 && totals.difference !== '0.00')
      errors.push({
        field: 'vouchers',
        message: `Los conceptos suman ${formatMoney(totals.concepts)} y los pagos ${formatMoney(totals.vouchers)}: la diferencia (${formatMoney(totals.difference)}) debe ser cero`,
      });
    // What a payment form asks for; the form's own rows are read without the client (check names them).
    const forms = await formsOf(tx, null, d);
    d.vouchers.forEach((v, i) => {
      const kind = forms.get(v.idPaymentForm)?.kind;
      if (kind === 'cheque') {
        if (!v.idBank) errors.push({ field: `vouchers.${i}.idBank`, message: 'Indique el banco del cheque' });
        if (!v.reference)
          errors.push({ field: `vouchers.${i}.reference`, message: 'Indique el número del cheque' });
      }
      if (kind && BANKED_KINDS.includes(kind)) {
        if (!v.idBankAccount)
          errors.push({
            field: `vouchers.${i}.idBankAccount`,
            message: 'Indique la cuenta que recibe el pago',
          });
        if (!v.reference)
          errors.push({ field: `vouchers.${i}.reference`, message: 'Indique la referencia del pago' });
      }
    });
    return errors;
  },
  async post(tx, auth, doc, d) {
    const flags = await cashierFlags(tx, auth);
    if (!flags.cashier)
      throw forbidden('Solo un cajero emite recibos: pida que lo marquen como cajero en esta institución.');
    const day = await lockOpenDay(tx, auth.idClient, d.idCashBox);
    if (!day) {
      const box = await tx.execute<{ name: string }>(
        sql`select name from cash_box where id = ${d.idCashBox}`,
      );
      throw conflict(`La caja ${box.rows[0]?.name ?? ''} no está abierta: ábrala para cobrar.`);
    }
    if (day.idCashier !== auth.idUser)
      throw forbidden(
        `La caja ${day.box} la tiene abierta ${day.cashier}: solo quien la abrió cobra en ella.`,
      );
    if (day.day !== d.receiptDate)
      throw badRequest('Revise el recibo', [
        {
          field: 'receiptDate',
          message: `El recibo se fecha el día de la caja abierta (${formatDate(day.day)})`,
        },
      ]);
    // What is no longer in use is not charged or taken any more, though old drafts may name it.
    const forms = await formsOf(tx, auth.idClient, d);
    const inactive = await tx.execute<FieldError>(sql`
      select 'idTaxpayer' as field, 'El contribuyente está inactivo' as message
        from taxpayer where id = ${d.idTaxpayer} and not active
      union all
      select 'concepts.' || (l.line - 1), 'El concepto ' || c.code || ' está inactivo'
        from receipt_concept l join collection_concept c on c.id = l.id_collection_concept
       where l.id_receipt = ${doc.id} and not c.active`);
    const stale: FieldError[] = [
      ...inactive.rows,
      ...d.vouchers.flatMap((v, i) => {
        const form = forms.get(v.idPaymentForm);
        return form && !form.active
          ? [
              {
                field: `vouchers.${i}.idPaymentForm`,
                message: `La forma de pago ${form.description} está inactiva`,
              },
            ]
          : [];
      }),
    ];
    if (stale.length > 0) throw badRequest('El recibo no puede registrarse así', stale);
    await holdDeclarations(tx, auth.idClient, doc.id, d);
    // The taxpayer's row for share: an agreement signed now over what this receipt pays (it takes the
    // row for update) waits, or is waited for and seen.
    await tx.execute(sql`select id from taxpayer where id = ${d.idTaxpayer} for share`);
    const covered = await coveredLineErrors(tx, auth.idClient, d);
    if (covered.length > 0) throw new AppError(409, 'Hay deudas del recibo en un convenio de pago', covered);
    await holdFines(tx, doc.id);
    await holdAgreements(tx, doc.id);
    await payObligations(tx, auth.idClient, doc.id);
    await stampRates(tx, auth.idClient, doc.id, d.receiptDate);
    // What each concept was called when it was charged stays on the receipt.
    await tx.execute(sql`
      update receipt_concept l set code = c.code, description = c.description, income_code = c.income_code
        from collection_concept c where c.id = l.id_collection_concept and l.id_receipt = ${doc.id}`);
    // Money paid by transfer, card or mobile payment is in the bank today: a deposit in its book.
    const payer = await tx.execute<{ name: string; rif: string }>(
      sql`select name, rif from taxpayer where id = ${d.idTaxpayer}`,
    );
    const who = payer.rows[0];
    for (const [i, v] of d.vouchers.entries()) {
      const form = forms.get(v.idPaymentForm);
      if (!form || !BANKED_KINDS.includes(form.kind) || !v.idBankAccount) continue;
      try {
        const movement = await depositCollection(tx, auth, {
          idPeriod: doc.idPeriod,
          date: v.voucherDate,
          idBankAccount: v.idBankAccount,
          reference: v.reference ?? null,
          description: `Cobro en caja ${day.box}: ${who?.name ?? ''} (${who?.rif ?? ''}), ${form.description}`,
          amount: v.amount,
          issuer: { table: 'receipt', id: doc.id },
        });
        await tx.execute(
          sql`update receipt_voucher set id_bank_movement = ${movement.id} where id_receipt = ${doc.id} and line = ${i + 1}`,
        );
      } catch (error) {
        // The movement's refusal names its own fields: say which payment it was.
        if (error instanceof AppError && error.statusCode < 500)
          throw new AppError(error.statusCode, `Pago ${i + 1} (${form.description}): ${error.message}`, [
            ...(error.fields ?? []).map((f) => ({ field: `vouchers.${i}.${f.field}`, message: f.message })),
          ]);
        throw error;
      }
    }
    // Periods paid after their last day (they carry interest): the office's rule prepares its fine on
    // the tax paid late.
    const late = d.concepts.filter((l) => l.period && new Decimal(l.interest).gt(0));
    const prepared =
      late.length === 0
        ? []
        : await draftRuleFines(tx, auth, 'latePayment', {
            idPeriod: doc.idPeriod,
            date: d.receiptDate,
            idTaxpayer: d.idTaxpayer,
            taxAmount: late.reduce((sum, l) => sum.plus(l.amount), new Decimal(0)).toFixed(2),
            facts: `Pagó con retraso, el ${formatDate(d.receiptDate)} en la caja ${day.box}, ${late
              .map((l) => periodLabel(l.period as string))
              .join(', ')}: ${late.map((l) => formatMoney(l.amount)).join(' + ')} Bs de tributo.`,
          });
    return { header: { idCashBoxDay: day.id, amountNet: receiptTotals(d).concepts }, warnings: prepared };
  },
  annul: {
    async blocker(tx, auth, doc) {
      const found = await tx.execute<{
        idDay: number;
        closed: boolean;
        day: string;
        box: string;
        idCashier: number;
      }>(sql`
        select d.id as "idDay", d.id_close is not null as closed, to_char(d.day, 'YYYY-MM-DD') as day,
               b.name as box, d.id_cashier as "idCashier"
          from receipt r join cash_box_day d on d.id = r.id_cash_box_day join cash_box b on b.id = d.id_cash_box
         where r.id = ${doc.id}
           for share of d`);
      const day = found.rows[0];
      if (!day) return null;
      if (day.closed)
        return `El día ${formatDate(day.day)} de la caja ${day.box} ya se cerró: sus recibos no se anulan.`;
      const relied = await solvencyOn(tx, doc.id, todayOf(auth));
      if (relied) return relied;
      const settled = await settledOn(tx, doc.id);
      if (settled) return settled;
      const flags = await cashierFlags(tx, auth);
      if (!flags.supervisor && !(flags.cashier && day.idCashier === auth.idUser))
        throw forbidden(
          'Anula un recibo el cajero que lo cobró, con su caja abierta, o un supervisor de caja.',
        );
      return null;
    },
    copy: ['id_cash_box_day', 'id_taxpayer', 'taxed_object_kind', 'id_taxed_object', 'id_operation_type'],
    negate: ['amount_net'],
    describe: 'note',
    async reverse(tx, auth, original) {
      // The periods it paid are owed again.
      await tx.execute(sql`delete from paid_obligation where id_receipt = ${original.id}`);
      const deposits = await tx.execute<{ id: number }>(sql`
        select id_bank_movement as id from receipt_voucher
         where id_receipt = ${original.id} and id_bank_movement is not null order by line`);
      for (const m of deposits.rows)
        await undoDisbursement(
          tx,
          auth,
          m.id,
          `Anulación del recibo N.º ${original.numberText ?? original.id}`,
        );
    },
  },
};

/**
 * Marks the periods the receipt pays as paid, each once: a period already paid by a receipt in
 * force (or by one a cashier is posting at this moment, whose row the unique key waits for) refuses
 * the receipt, naming the receipt that paid it.
 */
async function payObligations(tx: Tx, idClient: number, idReceipt: number): Promise<void> {
  // A period on the receipt's object, or a fine (kept under `multa:<number>`, on the fine itself).
  const wanted = sql`
    select l.line, l.id_collection_concept, r.taxed_object_kind as kind, r.id_taxed_object as id_object, l.period
      from receipt_concept l join receipt r on r.id = l.id_receipt
     where l.id_receipt = ${idReceipt} and l.period is not null and l.id_fine is null and l.id_agreement is null
    union all
    select l.line, l.id_collection_concept, 'fine', f.id, ${FINE_PERIOD} || f.number_text
      from receipt_concept l join fine f on f.id = l.id_fine
     where l.id_receipt = ${idReceipt}
    union all
    select l.line, l.id_collection_concept, 'agreement', a.id,
           ${AGREEMENT_PERIOD} || a.number_text || '/' || coalesce(l.instalment::text, ${AGREEMENT_BALANCE})
      from receipt_concept l join payment_agreement a on a.id = l.id_agreement
     where l.id_receipt = ${idReceipt}`;
  const lines = await tx.execute<{ line: number; taken: boolean }>(sql`
    with wanted as (${wanted}),
    paid as (
      insert into paid_obligation (id_client, id_collection_concept, object_kind, id_object, period, id_receipt)
      select ${idClient}, id_collection_concept, kind, id_object, period, ${idReceipt} from wanted
      on conflict do nothing
      returning id_collection_concept, object_kind, id_object, period)
    select w.line, not exists (select 1 from paid p where p.id_collection_concept = w.id_collection_concept
                                  and p.object_kind = w.kind and p.id_object = w.id_object
                                  and p.period = w.period) as taken
      from wanted w order by w.line`);
  const taken = lines.rows.filter((l) => l.taken);
  if (taken.length === 0) return;
  const by = await tx.execute<{
    line: number;
    code: string;
    period: string;
    number: string;
    fine: boolean;
    agreement: boolean;
  }>(sql`
    select w.line, c.code, w.period, coalesce(r2.number_text, r2.id::text) as number, w.kind = 'fine' as fine,
           w.kind = 'agreement' as agreement
      from (${wanted}) w
      join collection_concept c on c.id = w.id_collection_concept
      join paid_obligation p on p.id_client = ${idClient} and p.id_collection_concept = w.id_collection_concept
       and p.object_kind = w.kind and p.id_object = w.id_object and p.period = w.period
      join receipt r2 on r2.id = p.id_receipt
     where w.line = any(${`{${taken.map((l) => l.line).join(',')}}`}::int[])
     order by w.line`);
  throw new AppError(
    409,
    'Hay períodos ya pagados en el recibo',
    by.rows.map((l) => ({
      field: `concepts.${l.line - 1}.${l.fine ? 'idFine' : l.agreement ? 'idAgreement' : 'period'}`,
      message: l.fine
        ? `La ${periodLabel(l.period).toLowerCase()} ya está pagada (recibo N.º ${l.number})`
        : l.agreement
          ? `${periodLabel(l.period)} ya está pagada (recibo N.º ${l.number})`
          : `El ${l.code} de ${periodLabel(l.period)} ya está pagado (recibo N.º ${l.number})`,
    })),
  );
}

/**
 * A solvency in force issued with this receipt paid stands on it: annulling the receipt would leave
 * a certificate of nothing owed over something owed. The taxpayer's row is taken for share, as
 * issuing a solvency takes it for update: the two take turns and each sees the other.
 */
async function solvencyOn(tx: Tx, idReceipt: number, today: string): Promise<string | null> {
  await tx.execute(sql`
    select t.id from taxpayer t join receipt r on r.id_taxpayer = t.id where r.id = ${idReceipt} for share of t`);
  const found = await tx.execute<{ number: string; kind: number }>(sql`
    select s.number_text as number, s.id_kind as kind
      from receipt r join solvency s on s.id_client = r.id_client and s.id_taxpayer = r.id_taxpayer
     where r.id = ${idReceipt} and s.status = 'posted' and s.id_reverses is null
       and s.valid_until >= ${today}::date and s.posted_at >= r.posted_at
       and (s.id_taxed_object is null
            or (s.taxed_object_kind = r.taxed_object_kind and s.id_taxed_object = r.id_taxed_object))
       and exists (select 1 from paid_obligation p where p.id_receipt = r.id)
     order by s.id limit 1`);
  const s = found.rows[0];
  if (!s) return null;
  const kind = SOLVENCY_KINDS.find((k) => k.id === s.kind)?.label ?? 'Solvencia';
  return `La ${kind.toLowerCase()} N.º ${s.number}, vigente, se emitió con este recibo pagado: anúlela antes.`;
}

export const receipts = documentLifecycle(receiptFamily);

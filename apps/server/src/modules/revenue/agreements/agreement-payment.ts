import {
  type FieldError,
  formatMoney,
  type InterestSegment,
  interestBasis,
  periodLabel,
  type ReceiptDraft,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { intArray } from '../../../platform/db/rows.ts';
import { conflict } from '../../../platform/errors.ts';
import { lateInterestOf } from '../taxes/payment-terms.ts';
import { agreementStatus, balancePrincipal, instalmentKey } from './agreement-state.ts';

/**
 * How a receipt pays payment agreements: a line names the agreement and the instalment it pays, on
 * the concept its kind is collected under, for the instalment's amount, in order (an instalment
 * before it paid or on the same receipt), while the agreement is up to date on the receipt's day;
 * once it has ended, a line without an instalment pays its balance whole, with the interest on late
 * payment that runs on it. A concept that collects agreements charges nothing else.
 */

type AgreementRow = {
  id: number;
  id_taxpayer: number;
  number_text: string | null;
  in_force: boolean;
  id_collection_concept: number;
  code: string;
  unpaid: string;
  first_missed: string | null;
  balance_paid: boolean;
  interest: string | null;
  segments: InterestSegment[] | null;
  principal: string;
  instalments: { number: number; amount: string; paid: boolean }[];
};

/** The agreements the lines name, this institution's, where they stand on `day`, with their instalments. */
async function agreementsOf(tx: Tx, idClient: number, named: number[], day: string) {
  const a = sql.raw('a');
  const found = await tx.execute<AgreementRow>(sql`
    select a.id, a.id_taxpayer, a.number_text, a.status = 'posted' and a.id_reverses is null as in_force,
           a.id_collection_concept, c.code, st.unpaid::text as unpaid,
           to_char(st.first_missed, 'YYYY-MM-DD') as first_missed, st.balance_paid,
           li.interest::text as interest, li.segments, ${balancePrincipal(a, sql.raw('st'))}::text as principal,
           (select jsonb_agg(jsonb_build_object('number', i.number, 'amount', i.amount::text,
                    'paid', exists (select 1 from paid_obligation p
                                     where p.id_client = ${idClient} and p.object_kind = 'agreement'
                                       and p.id_object = a.id and p.period = ${instalmentKey(a, sql`i.number`)}))
                    order by i.number)
              from payment_agreement_instalment i where i.id_agreement = a.id) as instalments
      from payment_agreement a
      join collection_concept c on c.id = a.id_collection_concept
      cross join lateral (${agreementStatus(idClient, a, sql`${day}::date`)}) st
      left join lateral (${lateInterestOf(idClient, balancePrincipal(a, sql.raw('st')), sql`st.first_missed`, sql`${day}::date`)}) li
        on st.first_missed is not null
     where a.id = any(${intArray(named)}) and a.id_client = ${idClient} and a.status <> 'draft'`);
  return new Map(found.rows.map((g) => [g.id, g]));
}

/**
 * What the receipt's agreement lines must say, at every save and at posting (see above); and that a
 * line on a concept that collects agreements names the instalment it pays.
 */
export async function agreementLineErrors(tx: Tx, idClient: number, d: ReceiptDraft): Promise<FieldError[]> {
  const named = d.concepts.flatMap((l) => (l.idAgreement ? [l.idAgreement] : []));
  const collecting = await tx.execute<{ id: number; code: string }>(sql`
    select distinct c.id, c.code from agreement_type y join collection_concept c on c.id = y.id_collection_concept
     where y.id_client = ${idClient} and c.id = any(${intArray(d.concepts.map((l) => l.idCollectionConcept))})`);
  const agreementsConcept = new Map(collecting.rows.map((c) => [c.id, c.code]));
  if (named.length === 0 && agreementsConcept.size === 0) return [];
  const agreements = await agreementsOf(tx, idClient, named, d.receiptDate);
  const onReceipt = new Set(
    d.concepts.flatMap((l) => (l.idAgreement && l.instalment ? [`${l.idAgreement}/${l.instalment}`] : [])),
  );
  const seen = new Set<string>();
  return d.concepts.flatMap((l, i): FieldError[] => {
    const field = `concepts.${i}.idAgreement`;
    if (!l.idAgreement) {
      const code = agreementsConcept.get(l.idCollectionConcept);
      return code
        ? [{ field, message: `El concepto ${code} cobra convenios de pago: elija la cuota que paga` }]
        : [];
    }
    const g = agreements.get(l.idAgreement);
    if (!g) return [{ field, message: 'El convenio no existe en esta institución' }];
    const name = `el convenio N.º ${g.number_text ?? g.id}`;
    const key = `${g.id}/${l.instalment ?? 'saldo'}`;
    if (seen.has(key)) return [{ field, message: `Esa cuota de ${name} ya está en otra línea del recibo` }];
    seen.add(key);
    if (!g.in_force) return [{ field, message: `El ${name.slice(3)} no está en vigor` }];
    if (g.id_taxpayer !== d.idTaxpayer)
      return [{ field, message: `El ${name.slice(3)} es de otro contribuyente` }];
    if (g.id_collection_concept !== l.idCollectionConcept)
      return [
        {
          field: `concepts.${i}.idCollectionConcept`,
          message: `El ${name.slice(3)} se cobra con el concepto ${g.code}`,
        },
      ];
    if (g.balance_paid || new Decimal(g.unpaid).isZero())
      return [{ field, message: `El ${name.slice(3)} ya está pagado` }];
    const errors: FieldError[] = [];
    if (!new Decimal(l.discount).isZero())
      errors.push({ field: `concepts.${i}.discount`, message: 'Una cuota se paga completa: sin descuento' });
    if (l.instalment) {
      if (g.first_missed)
        return [
          {
            field,
            message: `El ${name.slice(3)} terminó por una cuota sin pagar: se paga su saldo, no sus cuotas`,
          },
        ];
      const instalment = g.instalments.find((x) => x.number === l.instalment);
      if (!instalment) return [{ field, message: `El ${name.slice(3)} no tiene cuota ${l.instalment}` }];
      if (instalment.paid) return [{ field, message: `La cuota ${l.instalment} de ${name} ya está pagada` }];
      const before = g.instalments.find(
        (x) => x.number < instalment.number && !x.paid && !onReceipt.has(`${g.id}/${x.number}`),
      );
      if (before)
        errors.push({
          field,
          message: `Las cuotas se pagan en orden: antes, la ${before.number} de ${name}`,
        });
      if (!new Decimal(l.interest).isZero())
        errors.push({
          field: `concepts.${i}.interest`,
          message: 'Una cuota al día no causa intereses de mora',
        });
      if (!new Decimal(l.amount).eq(instalment.amount))
        errors.push({
          field: `concepts.${i}.amount`,
          message: `La cuota ${l.instalment} de ${name} es de ${formatMoney(instalment.amount)}`,
        });
      return errors;
    }
    // Its balance, once it has ended.
    if (!g.first_missed)
      return [{ field, message: `El ${name.slice(3)} está al día: se pagan sus cuotas, en orden` }];
    const interest = new Decimal(g.interest ?? 0);
    if (!new Decimal(l.amount).eq(g.unpaid))
      errors.push({
        field: `concepts.${i}.amount`,
        message: `El saldo de ${name} es de ${formatMoney(g.unpaid)}`,
      });
    if (!new Decimal(l.interest).eq(interest))
      errors.push({
        field: `concepts.${i}.interest`,
        message: `${interestBasis(g.segments, g.principal, interest.toFixed(2)) ?? 'Sin intereses'}: la línea debe ${formatMoney(interest.toFixed(2))} Bs de intereses de mora`,
      });
    return errors;
  });
}

/**
 * At posting, before the receipt pays them: the agreements it names are locked for share (annulling
 * one locks it for update) and read again; one annulled meanwhile refuses the receipt.
 */
export async function holdAgreements(tx: Tx, idReceipt: number): Promise<void> {
  const found = await tx.execute<{ number_text: string | null; in_force: boolean }>(sql`
    select a.number_text, a.status = 'posted' and a.id_reverses is null as in_force
      from payment_agreement a where a.id in (select id_agreement from receipt_concept where id_receipt = ${idReceipt})
     order by a.id for share of a`);
  const gone = found.rows.find((a) => !a.in_force);
  if (gone) throw conflict(`El convenio N.º ${gone.number_text} fue anulado: no se cobra.`);
}

/** What an agreement line's basis says on the receipt: the instalment or the balance, and of which agreement. */
export async function stampAgreementBases(
  tx: Tx,
  idReceipt: number,
  day: string,
  idClient: number,
): Promise<void> {
  const a = sql.raw('a');
  await tx.execute(sql`
    update receipt_concept l
       set basis = case when l.instalment is null then 'Saldo del convenio N.º ' || a.number_text
                        else 'Cuota ' || l.instalment || ' del convenio N.º ' || a.number_text end
                   || ' (' || coalesce(a.type_description, '') || ')',
           interest_basis = case when l.instalment is null and l.interest > 0 then (
             select 'Mora sobre el saldo desde el ' || to_char(st.first_missed + 1, 'DD/MM/YYYY')
               from (${agreementStatus(idClient, a, sql`${day}::date`)}) st) end
      from payment_agreement a
     where l.id_receipt = ${idReceipt} and l.id_agreement = a.id`);
}

/**
 * What a receipt's lines may not pay on their own: a period or a fine that a payment agreement in
 * force took (it is paid by the agreement's instalments). Over the draft's lines: at every save, and
 * at posting under the taxpayer's lock (signing an agreement takes it for update).
 */
export async function coveredLineErrors(tx: Tx, idClient: number, d: ReceiptDraft): Promise<FieldError[]> {
  type Line = { line: number; kind: string; object: number; concept: number; period: string | null };
  const lines = d.concepts.flatMap((l, i): Line[] =>
    l.idFine
      ? [{ line: i, kind: 'fine', object: l.idFine, concept: l.idCollectionConcept, period: null }]
      : l.period && d.taxedObject
        ? [
            {
              line: i,
              kind: d.taxedObject.kind,
              object: d.taxedObject.id,
              concept: l.idCollectionConcept,
              period: l.period,
            },
          ]
        : [],
  );
  if (lines.length === 0) return [];
  const found = await tx.execute<{ line: number; code: string; period: string; number: string }>(sql`
    select l.line, c.code, ad.period, a.number_text as number
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(line int, kind text, object int, concept int, period text)
      join collection_concept c on c.id = l.concept
      join payment_agreement_debt ad on ad.object_kind = l.kind and ad.id_object = l.object
       and ad.id_collection_concept = l.concept
       and ad.period = coalesce(l.period, (select 'multa:' || f.number_text from fine f where f.id = l.object))
      join payment_agreement a on a.id = ad.id_agreement
     where a.id_client = ${idClient} and a.status = 'posted' and a.id_reverses is null
     order by l.line`);
  return found.rows.map((r) => ({
    field: `concepts.${r.line}.${lines.find((l) => l.line === r.line)?.kind === 'fine' ? 'idFine' : 'period'}`,
    message: `${r.code} de ${periodLabel(r.period)} está en el convenio de pago N.º ${r.number}: se paga por sus cuotas`,
  }));
}

import { type FieldError, formatMoney, type ReceiptDraft } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { intArray } from '../../../platform/db/rows.ts';
import { conflict } from '../../../platform/errors.ts';

/**
 * How a receipt pays fines: a line names the fine it pays, on the concept its type is collected
 * under, and charges it whole (its bolívares, or its TCMMV, whose bolívares the receipt's rules hold
 * to the day's rate), without discount or interest; a concept that collects fines charges nothing else.
 */

type FineRow = {
  id: number;
  id_taxpayer: number;
  number_text: string | null;
  status: string;
  id_reverses: number | null;
  id_collection_concept: number;
  code: string;
  amount: string | null;
  units: string | null;
  paid_by: string | null;
};

/**
 * The fines the lines name, this institution's, with the receipt in force that paid one (a draft's
 * check and a posting's both run before this receipt writes its own payments).
 */
async function finesOf(tx: Tx, idClient: number, named: number[]) {
  const found = await tx.execute<FineRow>(sql`
    select f.id, f.id_taxpayer, f.number_text, f.status, f.id_reverses, f.id_collection_concept, c.code,
           f.amount::text as amount, f.units::text as units,
           (select coalesce(r.number_text, r.id::text) from paid_obligation p join receipt r on r.id = p.id_receipt
             where p.id_client = ${idClient} and p.object_kind = 'fine' and p.id_object = f.id limit 1) as paid_by
      from fine f join collection_concept c on c.id = f.id_collection_concept
     where f.id = any(${intArray(named)}) and f.id_client = ${idClient}`);
  return new Map(found.rows.map((f) => [f.id, f]));
}

/**
 * What the receipt's fine lines must say, at every save and at posting: each names a fine of this
 * taxpayer in force and unpaid, once, on its concept, for its whole amount; a line on a concept that
 * collects fines names the fine it pays.
 */
export async function fineLineErrors(tx: Tx, idClient: number, d: ReceiptDraft): Promise<FieldError[]> {
  const named = d.concepts.flatMap((l) => (l.idFine ? [l.idFine] : []));
  const collecting = await tx.execute<{ id: number; code: string }>(sql`
    select distinct c.id, c.code from fine_type y join collection_concept c on c.id = y.id_collection_concept
     where y.id_client = ${idClient} and c.id = any(${intArray(d.concepts.map((l) => l.idCollectionConcept))})`);
  const finesConcept = new Map(collecting.rows.map((c) => [c.id, c.code]));
  if (named.length === 0 && finesConcept.size === 0) return [];
  const fines = await finesOf(tx, idClient, named);
  const seen = new Set<number>();
  return d.concepts.flatMap((l, i): FieldError[] => {
    const field = `concepts.${i}.idFine`;
    if (!l.idFine) {
      const code = finesConcept.get(l.idCollectionConcept);
      return code ? [{ field, message: `El concepto ${code} cobra multas: elija la multa que paga` }] : [];
    }
    const f = fines.get(l.idFine);
    if (!f) return [{ field, message: 'La multa no existe en esta institución' }];
    const name = `La multa N.º ${f.number_text ?? f.id}`;
    if (seen.has(f.id)) return [{ field, message: `${name} ya está en otra línea del recibo` }];
    seen.add(f.id);
    if (f.status !== 'posted' || f.id_reverses !== null)
      return [{ field, message: `${name} no está en vigor` }];
    if (f.id_taxpayer !== d.idTaxpayer) return [{ field, message: `${name} es de otro contribuyente` }];
    if (f.paid_by) return [{ field, message: `${name} ya está pagada (recibo N.º ${f.paid_by})` }];
    if (f.id_collection_concept !== l.idCollectionConcept)
      return [
        {
          field: `concepts.${i}.idCollectionConcept`,
          message: `${name} se cobra con el concepto ${f.code}`,
        },
      ];
    const errors: FieldError[] = [];
    if (!new Decimal(l.discount).isZero())
      errors.push({ field: `concepts.${i}.discount`, message: 'Una multa se paga completa: sin descuento' });
    if (!new Decimal(l.interest).isZero())
      errors.push({
        field: `concepts.${i}.interest`,
        message: 'Una multa no causa intereses de mora: los causa el tributo',
      });
    if (f.units !== null && (!l.units || !new Decimal(l.units).eq(f.units)))
      errors.push({ field: `concepts.${i}.units`, message: `${name} es de ${formatMoney(f.units)} TCMMV` });
    if (f.amount !== null && !new Decimal(l.amount).eq(f.amount))
      errors.push({
        field: `concepts.${i}.amount`,
        message: `${name} es de ${formatMoney(f.amount)} Bs: la línea debe decir ${formatMoney(f.amount)}`,
      });
    return errors;
  });
}

/**
 * At posting, before the receipt pays them: the fines it names are locked for share (annulling a
 * fine locks it for update: the two take turns) and read again; one annulled meanwhile refuses it.
 */
export async function holdFines(tx: Tx, idReceipt: number): Promise<void> {
  const found = await tx.execute<{ number_text: string | null; in_force: boolean }>(sql`
    select f.number_text, f.status = 'posted' and f.id_reverses is null as in_force
      from fine f where f.id in (select id_fine from receipt_concept where id_receipt = ${idReceipt})
     order by f.id for share of f`);
  const gone = found.rows.find((f) => !f.in_force);
  if (gone) throw conflict(`La multa N.º ${gone.number_text} fue anulada: no se cobra.`);
}

/** What a fine line's basis says on the receipt: the fine, its act and its offence. */
export async function stampFineBases(tx: Tx, idReceipt: number): Promise<void> {
  await tx.execute(sql`
    update receipt_concept l
       set basis = 'Multa N.º ' || f.number_text || ' (' || f.act || '): ' || f.offence || ', ' || f.legal_basis
      from fine f
     where l.id_receipt = ${idReceipt} and l.id_fine = f.id`);
}

/**
 * Why a fine cannot be annulled: a receipt in force paid it (the receipt is annulled first, and the
 * fine is owed again).
 */
export async function finePaidBy(tx: Tx, idClient: number, idFine: number): Promise<string | null> {
  // Taken by an agreement in force, it is owed through it: the agreement answers for it.
  const taken = await tx.execute<{ number: string }>(sql`
    select a.number_text as number from payment_agreement_debt ad join payment_agreement a on a.id = ad.id_agreement
     where a.id_client = ${idClient} and a.status = 'posted' and a.id_reverses is null
       and ad.object_kind = 'fine' and ad.id_object = ${idFine} limit 1`);
  if (taken.rows[0])
    return `La multa está en el convenio de pago N.º ${taken.rows[0].number}: anule el convenio antes.`;
  const found = await tx.execute<{ number: string }>(sql`
    select coalesce(r.number_text, r.id::text) as number from paid_obligation p join receipt r on r.id = p.id_receipt
     where p.id_client = ${idClient} and p.object_kind = 'fine' and p.id_object = ${idFine} limit 1`);
  const by = found.rows[0];
  return by ? `La multa está pagada con el recibo N.º ${by.number}: anule el recibo antes.` : null;
}

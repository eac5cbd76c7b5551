import { type FieldError, type FineDraft, formatMoney } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { todayOf } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { fine } from './fine.schema.ts';
import { finePaidBy } from './fine-payment.ts';

/** Its one series of numbers (the kit numbers documents by a kind). */
export const FINE_SERIES = 1;

/** The act a rule's draft carries until the officer writes the one that imposes it. */
export const ACT_PENDING = 'Por dictar';

type FineType = {
  id: number;
  code: string;
  description: string;
  legal_basis: string;
  kind: 'taxPercent' | 'units';
  minimum: string;
  maximum: string;
  id_collection_concept: number;
  active: boolean;
};

async function fineTypeOf(tx: Tx, idClient: number, id: number): Promise<FineType | undefined> {
  const found = await tx.execute<FineType>(sql`
    select id, code, description, legal_basis, kind, minimum::text as minimum, maximum::text as maximum,
           id_collection_concept, active
      from fine_type where id = ${id} and id_client = ${idClient}`);
  return found.rows[0];
}

/** A fine type's measure, as a limit is told: «%» or «TCMMV». */
const unitOf = (t: FineType) => (t.kind === 'units' ? 'TCMMV' : '%');

/**
 * What the fine must say to be imposed at all: a percentage on the tax it concerns (given), or TCMMV
 * without one; a value within the type's limits (the COT's for the offence), and above nothing.
 */
function limitErrors(t: FineType, d: FineDraft): FieldError[] {
  const errors: FieldError[] = [];
  if (t.kind === 'taxPercent' && !d.taxAmount)
    errors.push({ field: 'taxAmount', message: 'Indique el tributo sobre el que se calcula el porcentaje' });
  if (t.kind === 'units' && d.taxAmount)
    errors.push({
      field: 'taxAmount',
      message: `La multa por ${t.description} se mide en TCMMV: no lleva tributo`,
    });
  const value = new Decimal(d.value);
  const unit = unitOf(t);
  const range = `va de ${formatMoney(t.minimum)} a ${formatMoney(t.maximum)} ${unit} (${t.legal_basis})`;
  if (value.lte(0)) errors.push({ field: 'value', message: 'La multa debe ser mayor que cero' });
  else if (value.gt(t.maximum))
    errors.push({
      field: 'value',
      message: `La multa por ${t.description} ${range}: ${formatMoney(d.value)} ${unit} pasa del límite`,
    });
  else if (value.lt(t.minimum))
    errors.push({
      field: 'value',
      message: `La multa por ${t.description} ${range}: ${formatMoney(d.value)} ${unit} no llega al mínimo`,
    });
  return errors;
}

export const fineFamily: DocumentFamily<FineDraft> = {
  table: fine,
  date: { column: 'fine_date', field: 'fineDate', of: (d) => d.fineDate },
  numbering: { table: 'fine_number', series: 'id_kind' },
  notFound: 'MULTA NO ENCONTRADA',
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null }>(
      sql`select number_text from fine where id = ${id}`,
    );
    return `la multa N.º ${found.rows[0]?.number_text ?? id}`;
  },
  header: async (_tx, d) => ({
    idKind: FINE_SERIES,
    fineDate: d.fineDate,
    idTaxpayer: d.idTaxpayer,
    idFineType: d.idFineType,
    taxAmount: d.taxAmount ?? null,
    value: d.value,
    act: d.act,
    reason: d.reason,
  }),
  /** At every save and again at posting: the taxpayer and the type are this client's, the value within limits. */
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const payer = await tx.execute<{ id: number }>(
      sql`select id from taxpayer where id = ${d.idTaxpayer} and id_client = ${auth.idClient}`,
    );
    if (!payer.rows[0])
      errors.push({ field: 'idTaxpayer', message: 'El contribuyente no existe en esta institución' });
    const type = await fineTypeOf(tx, auth.idClient, d.idFineType);
    if (!type)
      errors.push({ field: 'idFineType', message: 'El tipo de multa no existe en esta institución' });
    else errors.push(...limitErrors(type, d));
    if (d.fineDate > todayOf(auth))
      errors.push({ field: 'fineDate', message: 'La multa no se fecha después de hoy' });
    return errors;
  },
  /** Posting only: a fine is imposed by an act someone dictated, not by the rule's placeholder. */
  async shape(_tx, d) {
    return d.act.trim() === ACT_PENDING
      ? [{ field: 'act', message: 'Escriba el acto que impone la multa: la regla lo dejó por dictar' }]
      : [];
  },
  writeContent: async () => {},
  async load(tx, doc) {
    const found = await tx.execute<Omit<FineDraft, 'idPeriod' | 'fineDate'>>(sql`
      select id_taxpayer as "idTaxpayer", id_fine_type as "idFineType", tax_amount::text as "taxAmount",
             value::text as value, act, reason
        from fine where id = ${doc.id}`);
    const h = found.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    return { idPeriod: doc.idPeriod, fineDate: doc.date, ...h };
  },
  /**
   * Imposed as the type says today (active), kept with the fine: its code, offence, article, measure,
   * limits and concept; and what it comes to: the percentage of the tax in bolívares, or its TCMMV.
   */
  async post(tx, auth, _doc, d) {
    const type = (await fineTypeOf(tx, auth.idClient, d.idFineType)) as FineType;
    if (!type.active)
      throw badRequest('La multa no puede registrarse así', [
        { field: 'idFineType', message: `El tipo de multa ${type.code} está inactivo` },
      ]);
    const amount =
      type.kind === 'taxPercent'
        ? new Decimal(d.taxAmount ?? 0).times(d.value).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        : null;
    return {
      header: {
        typeCode: type.code,
        offence: type.description,
        legalBasis: type.legal_basis,
        kind: type.kind,
        minimum: type.minimum,
        maximum: type.maximum,
        idCollectionConcept: type.id_collection_concept,
        amount: amount?.toFixed(2) ?? null,
        units: type.kind === 'units' ? new Decimal(d.value).toFixed(2) : null,
      },
      warnings: [],
    };
  },
  annul: {
    // Paid by a receipt in force, the receipt is annulled first (its posting holds the fine for share).
    blocker: (tx, auth, doc) => finePaidBy(tx, auth.idClient, doc.id),
    copy: [
      'id_taxpayer',
      'id_fine_type',
      'value',
      'act',
      'type_code',
      'offence',
      'legal_basis',
      'kind',
      'minimum',
      'maximum',
      'id_collection_concept',
    ],
    negate: ['amount', 'units', 'tax_amount'],
    describe: 'reason',
    reverse: async () => {},
  },
};

export const fines = documentLifecycle(fineFamily);

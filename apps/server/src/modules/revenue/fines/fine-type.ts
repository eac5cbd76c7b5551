import { FINE_KINDS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';

/**
 * A fine type is collected under a concept that can carry it: charged once (not every period), in
 * the unit the fine is measured in (bolívares for a percentage of the tax, TCMMV for multiples of it),
 * so a receipt charges the fine as the concept says.
 */
async function checkConcept(tx: Tx, row: Record<string, unknown>): Promise<void> {
  const found = await tx.execute<{
    code: string;
    periodicity: string | null;
    tariff_unit: string;
    agreements: boolean;
  }>(sql`
    select code, periodicity, tariff_unit,
           exists (select 1 from agreement_type y where y.id_collection_concept = c.id) as agreements
      from collection_concept c where id = ${Number(row.idCollectionConcept)}`);
  const concept = found.rows[0];
  if (!concept) return;
  const unit = row.kind === 'units' ? 'TCMMV' : 'VES';
  const kind = FINE_KINDS.find((k) => k.value === row.kind)?.label.toLowerCase() ?? '';
  const message =
    concept.periodicity && concept.periodicity !== 'once'
      ? `El concepto ${concept.code} es periódico: una multa se cobra con un concepto que se cobra una vez`
      : concept.tariff_unit !== unit
        ? `Una multa en ${kind} se cobra con un concepto en ${unit === 'VES' ? 'bolívares' : 'TCMMV'}; el ${concept.code} no lo es`
        : concept.agreements
          ? `El concepto ${concept.code} cobra convenios de pago: una multa se cobra con uno propio`
          : null;
  if (message) throw badRequest('Revise el tipo de multa', [{ field: 'idCollectionConcept', message }]);
}

export const fineTypeHooks: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<Record<string, unknown>>(sql`
      select id_collection_concept as "idCollectionConcept", kind from fine_type where id = ${id}`);
    if (found.rows[0]) await checkConcept(tx, found.rows[0]);
  },
  async beforeUpdate(tx, _auth, _before, after) {
    await checkConcept(tx, after);
  },
};

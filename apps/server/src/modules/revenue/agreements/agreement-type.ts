import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';

/**
 * A kind of agreement is collected under a concept charged once, in bolívares, that collects no fines:
 * its instalments are what a receipt charges on it, and nothing else is.
 */
async function checkConcept(tx: Tx, idConcept: unknown): Promise<void> {
  const found = await tx.execute<{
    code: string;
    periodicity: string | null;
    tariff_unit: string;
    fines: boolean;
  }>(sql`
    select code, periodicity, tariff_unit,
           exists (select 1 from fine_type y where y.id_collection_concept = c.id) as fines
      from collection_concept c where id = ${Number(idConcept)}`);
  const concept = found.rows[0];
  if (!concept) return;
  const message =
    concept.periodicity && concept.periodicity !== 'once'
      ? `El concepto ${concept.code} es periódico: un convenio se cobra con un concepto que se cobra una vez`
      : concept.tariff_unit !== 'VES'
        ? `Las cuotas de un convenio son en bolívares; el concepto ${concept.code} no lo es`
        : concept.fines
          ? `El concepto ${concept.code} cobra multas: un convenio se cobra con uno propio`
          : null;
  if (message) throw badRequest('Revise el tipo de convenio', [{ field: 'idCollectionConcept', message }]);
}

export const agreementTypeHooks: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<{ concept: number }>(
      sql`select id_collection_concept as concept from agreement_type where id = ${id}`,
    );
    if (found.rows[0]) await checkConcept(tx, found.rows[0].concept);
  },
  async beforeUpdate(tx, _auth, _before, after) {
    await checkConcept(tx, after.idCollectionConcept);
  },
};

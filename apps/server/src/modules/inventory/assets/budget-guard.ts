import { sql } from 'drizzle-orm';
import type { DocumentHooks } from '../../../platform/documents/hooks.ts';

/**
 * A budget document that bought assets (a causación on 4.04) is not annulled while any of them is
 * registered or in the inventory: the register would keep a purchase that no longer stands. Delete
 * the waiting ones, or disincorporate the incorporated ones, first.
 */
export const assetPurchaseGuard: DocumentHooks = {
  async beforeAnnul(tx, auth, doc) {
    const found = await tx.execute<{ number: string; n: number }>(sql`
      select min(number) as number, count(*)::int as n from asset
       where id_client = ${auth.idClient} and id_budget_document = ${doc.id} and status <> 'out'`);
    const row = found.rows[0];
    if (!row || row.n === 0) return null;
    const which = row.n === 1 ? `el bien ${row.number}` : `${row.n} bienes (el primero, ${row.number})`;
    return `Con este documento se registró ${which}: elimínelos si esperan su incorporación, o desincorpórelos, antes de anularlo.`;
  },
};

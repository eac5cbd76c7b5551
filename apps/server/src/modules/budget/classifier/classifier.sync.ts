import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { ONAPRE_EXPENSE_CLASSIFIER } from './onapre.catalogue.ts';

/**
 * Adds the standard classifier's missing entries (an institution's own names and entries are never
 * touched: they live in each period's catalogue), then gives a catalogue to any period that has none
 * (periods made before the classifier existed).
 */
export async function syncClassifier(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
    await tx.execute(sql`
      insert into budget_classifier_standard (code, name)
      select code, name from jsonb_to_recordset(${JSON.stringify(
        ONAPRE_EXPENSE_CLASSIFIER.map(([code, name]) => ({ code, name })),
      )}::jsonb) as s(code text, name text)
      on conflict (code) do nothing`);
    await tx.execute(sql`
      insert into budget_classifier (id_client, id_period, code, name)
      select p.id_client, p.id, s.code, s.name
        from period p cross join budget_classifier_standard s
       where not exists (select 1 from budget_classifier c where c.id_period = p.id)`);
  });
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';

/**
 * The values of the unidad tributaria published in the Gaceta Oficial (domain notes, section 4), the
 * rows the master starts with. A value the SA deleted comes back at the next start: it is the law's,
 * not the institution's; one the SA corrected keeps the correction.
 */
export const PUBLISHED_TAX_UNITS: readonly { validFrom: string; value: string; gazette: string }[] = [
  { validFrom: '2023-05-08', value: '9.00', gazette: 'G.O. 42.623' },
  { validFrom: '2025-06-02', value: '43.00', gazette: 'G.O. 43.140' },
];

export async function syncTaxUnits(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
    await tx.execute(sql`
      insert into tax_unit (valid_from, value, gazette)
      select u."validFrom", u.value, u.gazette
        from jsonb_to_recordset(${JSON.stringify(PUBLISHED_TAX_UNITS)}::jsonb)
             as u("validFrom" date, value numeric(18,2), gazette text)
      on conflict (valid_from) do nothing`);
  });
}

/** The unidad tributaria in force on a day: the latest value that started on or before it, or null. */
export async function taxUnitOn(db: Db, day: string): Promise<string | null> {
  const found = await db.execute<{ value: string }>(sql`
    select value::text as value from tax_unit where valid_from <= ${day}::date
     order by valid_from desc limit 1`);
  return found.rows[0]?.value ?? null;
}

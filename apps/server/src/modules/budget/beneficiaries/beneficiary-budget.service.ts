import {
  type BudgetBeneficiary,
  beneficiaryResource,
  budgetBeneficiary,
  type FieldError,
  inputSchema,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { badRequest } from '../../../platform/errors.ts';

/**
 * The budget's view of beneficiaries (spec: Presupuesto-beneficiarios): a search by RIF, cédula or
 * name over the same table the treasury master keeps, accent- and case-insensitive, paged in SQL.
 */
export async function findBeneficiaryByFilter(
  db: Db,
  auth: AuthContext,
  filter: { filter?: string; active?: boolean; page: number; size: number },
) {
  const where: SQL[] = [sql`id_client = ${auth.idClient}`];
  if (filter.filter)
    where.push(sql`search_text like erario_ext.search_text(${containsPattern(filter.filter)})`);
  if (filter.active !== undefined) where.push(sql`active = ${filter.active}`);
  const condition = sql.join(where, sql` and `);
  const found = await selectPage(
    db,
    budgetBeneficiary,
    sql`select id, code, name, address, phone, email, active, iva_withholding as "ivaWithholding" from beneficiary where ${condition}`,
    sql`d.name, d.id`,
    filter,
  );
  return { list: found.rows, total: found.total };
}

const rowSchema = inputSchema(beneficiaryResource);

/**
 * Saves a whole list at once (a roll of suppliers typed in a grid or pasted from a spreadsheet):
 * each row is created, or updated when its RIF or cédula already exists in the institution. All
 * rows are checked first; one bad row refuses the lot with its position, and nothing is written.
 */
export async function saveAllBeneficiaries(db: Db, auth: AuthContext, rows: unknown[]) {
  const errors: FieldError[] = [];
  // A row's IVA withholding is set only where the row gives it: a roll without the column keeps each
  // existing beneficiary's status (new ones take the master's 75 %).
  const valid: (Omit<BudgetBeneficiary, 'id' | 'ivaWithholding'> & { ivaWithholding: string | null })[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ field: `beneficiaries.${i}.${issue.path.join('.')}`, message: issue.message });
      return;
    }
    const row = parsed.data as Record<string, unknown>;
    const code = String(row.code);
    const first = seen.get(code);
    if (first !== undefined)
      errors.push({
        field: `beneficiaries.${i}.code`,
        message: `RIF o cédula repetido en la fila ${first + 1}`,
      });
    seen.set(code, i);
    valid.push({
      code,
      name: String(row.name),
      address: (row.address as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      email: (row.email as string | null) || null,
      active: Boolean(row.active ?? true),
      ivaWithholding:
        raw && typeof raw === 'object' && 'ivaWithholding' in raw ? String(row.ivaWithholding) : null,
    });
  });
  if (errors.length > 0) throw badRequest('Revise los beneficiarios marcados', errors);
  if (valid.length === 0) return { created: 0, updated: 0 };
  return withTransaction(db, auth, async (tx) => {
    const values = sql.join(
      valid.map(
        (b) =>
          sql`(${auth.idClient}::integer, ${b.code}, ${b.name}, ${b.address}, ${b.phone}, ${b.email}, ${b.active})`,
      ),
      sql`, `,
    );
    const saved = await tx.execute<{ inserted: boolean }>(sql`
      insert into beneficiary (id_client, code, name, address, phone, email, active) values ${values}
      on conflict (id_client, code) do update
         set name = excluded.name, address = excluded.address, phone = excluded.phone,
             email = excluded.email, active = excluded.active, version = beneficiary.version + 1
      returning (xmax = 0) as inserted`);
    const given = valid.filter((b) => b.ivaWithholding !== null);
    if (given.length > 0)
      await tx.execute(sql`
        update beneficiary b set iva_withholding = g.iva
          from (values ${sql.join(
            given.map((g) => sql`(${g.code}, ${g.ivaWithholding})`),
            sql`, `,
          )}) g(code, iva)
         where b.id_client = ${auth.idClient} and b.code = g.code`);
    const created = saved.rows.filter((r) => r.inserted).length;
    return { created, updated: saved.rows.length - created };
  });
}

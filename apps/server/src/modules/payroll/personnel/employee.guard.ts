import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { invalidInput } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';

/** A Venezuelan account number starts with its bank's four-digit code: the pay would go nowhere otherwise. */
async function checkAccount(tx: Tx, idBank: unknown, accountNumber: unknown): Promise<void> {
  const found = await tx.execute<{ code: string }>(sql`select code from bank where id = ${Number(idBank)}`);
  const code = found.rows[0]?.code;
  if (code && !String(accountNumber).startsWith(code))
    throw invalidInput([
      { field: 'accountNumber', message: `Una cuenta del banco elegido empieza por su código, ${code}` },
    ]);
}

export const employeeDetailGuard: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<{ id_bank: number; account_number: string }>(
      sql`select id_bank, account_number from employee_detail where id = ${id}`,
    );
    const row = found.rows[0];
    if (row) await checkAccount(tx, row.id_bank, row.account_number);
  },
  async beforeUpdate(tx, _auth, _before, after) {
    await checkAccount(tx, after.idBank, after.accountNumber);
  },
};

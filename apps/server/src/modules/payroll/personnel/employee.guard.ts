import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { conflict, invalidInput } from '../../../platform/errors.ts';
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

/**
 * The user an employee is linked to (who sees their payslips) exists and works for this institution:
 * a name nobody signs in with, or someone of another institution, would see nothing or the wrong thing.
 */
async function checkUser(tx: Tx, idClient: number, id: number, username: unknown): Promise<void> {
  if (typeof username !== 'string' || username.trim() === '') return;
  const taken = await tx.execute(sql`
    select 1 from employee where id_client = ${idClient} and id <> ${id} and lower(username) = lower(${username.trim()})`);
  if (taken.rows.length > 0)
    throw conflict('Ese usuario ya es de otro trabajador de esta institución', [
      { field: 'username', message: 'Ese usuario ya es de otro trabajador de esta institución' },
    ]);
  const found = await tx.execute<{ ok: boolean }>(sql`
    select exists (select 1 from app_user u join user_client c on c.id_user = u.id
                    where lower(u.username) = lower(${username.trim()}) and c.id_client = ${idClient}) as ok`);
  if (found.rows[0]?.ok !== true)
    throw invalidInput([
      { field: 'username', message: `No hay un usuario «${username.trim()}» con acceso a esta institución` },
    ]);
}

export const employeeGuard: ResourceHooks = {
  async afterCreate(tx, auth, id) {
    const found = await tx.execute<{ username: string | null }>(
      sql`select username from employee where id = ${id}`,
    );
    await checkUser(tx, auth.idClient, id, found.rows[0]?.username);
  },
  async beforeUpdate(tx, auth, before, after) {
    await checkUser(tx, auth.idClient, Number(before.id), after.username);
  },
};

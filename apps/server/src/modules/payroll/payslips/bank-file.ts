import { formatDate, payrollRunKindLabel } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { BANK_LAYOUTS } from './bank-layouts.ts';

/**
 * The file a closed run's net pay goes to the bank in. Each bank has its own layout; this one is the
 * plain layout most take for a salary credit: a header with the institution's RIF, the pay day, how
 * many credits and their total, then one line per employee with the identity card, the name, the
 * 20-digit account, its type (A ahorro, C corriente) and the amount in céntimos, fifteen digits.
 * Fields are separated by semicolons, lines end in CRLF. The account is the one the run read; one
 * registered after the closing serves an employee who had none. An employee still without an account
 * stops it: the bank cannot pay them, and the file must pay everyone the run paid. Given the
 * institution's account at a bank with a layout of its own (Banesco, Mercantil: bank-layouts.ts),
 * the file is in that bank's layout, debiting that account.
 */
export async function bankFile(
  db: Db,
  idClient: number,
  idRun: number,
  idBankAccount?: number,
): Promise<{ body: string; filename: string }> {
  const run = await db.execute<{
    number_text: string | null;
    pay_date: string;
    from_date: string;
    to_date: string;
    run_kind: string;
    rif: string;
    client: string;
  }>(sql`
    select r.number_text, to_char(r.pay_date, 'YYYY-MM-DD') as pay_date, to_char(r.from_date, 'YYYY-MM-DD') as from_date,
           to_char(r.to_date, 'YYYY-MM-DD') as to_date, r.run_kind,
           coalesce(c.code_fiscal_information, '') as rif, c.client_name as client
      from payroll_run r join client c on c.id = r.id_client
     where r.id = ${idRun} and r.id_client = ${idClient} and r.status = 'posted' and r.id_reverses is null`);
  const head = run.rows[0];
  if (!head)
    throw notFound('Nómina no encontrada o no cerrada: el archivo del banco sale de una nómina cerrada.');
  const debit = idBankAccount === undefined ? null : await debitAccount(db, idClient, idBankAccount);
  const found = await db.execute<{
    id_number: string;
    name: string;
    account_number: string | null;
    account_type: string | null;
    net: string;
  }>(sql`
    select e.id_number, e.name, coalesce(e.account_number, d.account_number) as account_number,
           coalesce(e.account_type, d.account_type) as account_type,
           (e.assignments - e.deductions)::text as net
      from payroll_run_employee e
      left join employee_detail d on d.id_employee = e.id_employee
     where e.id_run = ${idRun} and e.assignments - e.deductions > 0
     order by e.name, e.id`);
  const without = found.rows.filter((r) => !r.account_number);
  if (without.length > 0)
    throw new AppError(
      422,
      `${without.length === 1 ? 'Un trabajador no tiene' : `${without.length} trabajadores no tienen`} cuenta para el pago: ${without
        .slice(0, 5)
        .map((r) => `${r.id_number} ${r.name}`)
        .join(
          ', ',
        )}${without.length > 5 ? ` y ${without.length - 5} más` : ''}. Regístrela en el detalle del personal.`,
    );
  const name = `Nomina ${head.number_text ?? idRun}`;
  if (debit) {
    const lines = debit.layout({
      batch: idRun,
      reference: head.number_text ?? String(idRun),
      rif: head.rif,
      payer: head.client,
      debitAccount: debit.account,
      debitBank: debit.code,
      payDate: head.pay_date,
      concept: `Nomina ${payrollRunKindLabel(head.run_kind).toLowerCase()} del ${formatDate(head.from_date)} al ${formatDate(head.to_date)}`,
      credits: found.rows.map((r) => ({
        idNumber: r.id_number,
        name: r.name,
        account: r.account_number as string,
        net: r.net,
      })),
    });
    return { body: `${lines.join('\r\n')}\r\n`, filename: `${name} ${debit.name}.txt` };
  }
  const cents = (v: string | Decimal) => new Decimal(v).times(100).toFixed(0).padStart(15, '0');
  const total = found.rows.reduce((s, r) => s.plus(r.net), new Decimal(0));
  const clean = (text: string) => text.replace(/[;\r\n]/g, ' ').slice(0, 60);
  const lines = [
    [
      'H',
      head.rif.replaceAll('-', ''),
      clean(head.client),
      head.pay_date.replaceAll('-', ''),
      String(found.rows.length),
      cents(total),
    ].join(';'),
    ...found.rows.map((r) =>
      [
        'D',
        r.id_number.replace('-', ''),
        clean(r.name),
        r.account_number,
        r.account_type === 'current' ? 'C' : 'A',
        cents(r.net),
      ].join(';'),
    ),
  ];
  return { body: `${lines.join('\r\n')}\r\n`, filename: `${name} banco.txt` };
}

/**
 * The institution's account a bank file debits, and its bank's layout: a bank without one of its own
 * is refused, naming the ones there are (the plain file serves the rest).
 */
async function debitAccount(db: Db, idClient: number, idBankAccount: number) {
  const found = await db.execute<{ account_number: string; code: string; name: string; active: boolean }>(sql`
    select a.account_number, b.code, b.name, a.active
      from bank_account a join bank b on b.id = a.id_bank
     where a.id = ${idBankAccount} and a.id_client = ${idClient}`);
  const account = found.rows[0];
  if (!account) throw notFound('La cuenta bancaria no existe en esta institución');
  const own = BANK_LAYOUTS[account.code];
  if (!own)
    throw new AppError(
      422,
      `${account.name} no tiene formato propio de archivo de nómina (lo tienen ${Object.values(BANK_LAYOUTS)
        .map((l) => l.name)
        .join(' y ')}): descargue el archivo sencillo.`,
      [{ field: 'idBankAccount', message: 'Su banco no tiene formato propio' }],
    );
  if (!account.active)
    throw new AppError(422, 'La cuenta bancaria está inactiva', [
      { field: 'idBankAccount', message: 'La cuenta bancaria está inactiva' },
    ]);
  return { account: account.account_number, code: account.code, ...own };
}

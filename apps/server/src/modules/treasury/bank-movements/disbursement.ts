import { CHEQUE_KIND, type DisbursementMethod, LOCAL_CURRENCY, TRANSFER_KIND } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { movements } from './bank-movement.service.ts';

/**
 * The budget and the taxes are in bolívares (LOCAPT art. 13): what another module pays or collects
 * moves through a bolívar account; a foreign-currency account is funded by a transfer from one.
 */
async function assertBolivarAccount(tx: Tx, auth: AuthContext, idBankAccount: number, rule: string) {
  const found = await tx.execute<{ account: string; currency: string }>(sql`
    select a.account_number as account, c.code as currency
      from bank_account a join currency c on c.id = a.id_currency
     where a.id = ${idBankAccount} and a.id_client = ${auth.idClient}`);
  const row = found.rows[0];
  if (row && row.currency !== LOCAL_CURRENCY)
    throw new AppError(422, `La cuenta ${row.account} es en ${row.currency}: ${rule}.`, [
      { field: 'idBankAccount', message: `La cuenta es en ${row.currency}, no en bolívares` },
    ]);
}

/** A payment another module makes through a bank account: what its bank movement is issued from. */
export interface Disbursement {
  idPeriod: number;
  /** The paying document's date: the movement's. */
  date: string;
  idBankAccount: number;
  method: DisbursementMethod;
  reference: string;
  idBeneficiary: number | null;
  description: string;
  amount: string;
  /** The budget document that pays (the egress voucher). */
  idBudgetDocument: number;
}

/**
 * Issues the cheque or transfer of a payment inside the paying document's posting: the same rules
 * as a movement entered by hand (open period, active account, no overdraft unless the institution
 * allows it, a cheque number once per account), numbered in its kind's series.
 */
export async function disburse(tx: Tx, auth: AuthContext, payment: Disbursement) {
  await assertBolivarAccount(
    tx,
    auth,
    payment.idBankAccount,
    'los pagos del presupuesto se hacen desde una cuenta en bolívares',
  );
  return movements.issue(
    tx,
    auth,
    {
      idPeriod: payment.idPeriod,
      idBankAccount: payment.idBankAccount,
      idKind: payment.method === 'cheque' ? CHEQUE_KIND : TRANSFER_KIND,
      movementDate: payment.date,
      reference: payment.reference,
      idBeneficiary: payment.idBeneficiary,
      // The movement keeps the description a person would type: the book shows it in one line.
      description: payment.description.slice(0, 250),
      amount: payment.amount,
      idBudgetDocument: payment.idBudgetDocument,
    },
    { table: 'budget_document', id: payment.idBudgetDocument },
  );
}

/** Reverses the movement a payment issued, inside the paying document's annulment. */
export async function undoDisbursement(tx: Tx, auth: AuthContext, idMovement: number, reason: string) {
  await movements.annulIssued(tx, auth, idMovement, reason);
}

/** Money collected by another module that reaches a bank account on the day (a receipt's transfer). */
export interface Collection {
  idPeriod: number;
  date: string;
  idBankAccount: number;
  reference: string | null;
  description: string;
  amount: string;
  /** The collecting document: the deposit is annulled only with it. */
  issuer: { table: string; id: number };
}

/** The deposit kind of MOVEMENT_KINDS. */
const DEPOSIT_KIND = 3;

/**
 * Enters money collected elsewhere in the account's book as a deposit, inside the collecting
 * document's posting: the account is the institution's and active, the period open and the month
 * not closed, like a deposit entered by hand.
 */
export async function depositCollection(tx: Tx, auth: AuthContext, collection: Collection) {
  await assertBolivarAccount(
    tx,
    auth,
    collection.idBankAccount,
    'lo recaudado se deposita en una cuenta en bolívares',
  );
  return movements.issue(
    tx,
    auth,
    {
      idPeriod: collection.idPeriod,
      idBankAccount: collection.idBankAccount,
      idKind: DEPOSIT_KIND,
      movementDate: collection.date,
      reference: collection.reference,
      idBeneficiary: null,
      description: collection.description.slice(0, 250),
      amount: collection.amount,
      idBudgetDocument: null,
    },
    collection.issuer,
  );
}

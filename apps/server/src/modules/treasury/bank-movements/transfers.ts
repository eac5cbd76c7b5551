import {
  type BankMovementDraft,
  type FieldError,
  formatMoney,
  LOCAL_CURRENCY,
  TRANSFER_IN_KIND,
  TRANSFER_KIND,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Tx } from '../../../platform/db/database.ts';
import type { DocumentLifecycle, LockedDocument, Posting } from '../../../platform/documents/lifecycle.ts';
import { AppError } from '../../../platform/errors.ts';
import { noRate, rateOn } from '../../common/index.ts';

type Side = {
  id: number;
  account: string;
  currency: string;
};

/** The two accounts of a transfer with their currencies, the sending one first. */
async function sidesOf(tx: Tx, from: number, to: number): Promise<{ from?: Side; to?: Side }> {
  const found = await tx.execute<Side>(sql`
    select a.id, a.account_number as account, c.code as currency
      from bank_account a join currency c on c.id = a.id_currency
     where a.id in (${from}, ${to})
       -- Both of one institution: the sending account's, which every save checked is the token's.
       and a.id_client = (select x.id_client from bank_account x where x.id = ${from})`);
  return { from: found.rows.find((r) => r.id === from), to: found.rows.find((r) => r.id === to) };
}

/** Whether a draft may name another account at all, as every save checks it (the table holds it too). */
export function transferTarget(d: BankMovementDraft): FieldError | null {
  if (!d.idToAccount) return null;
  if (d.idKind !== TRANSFER_KIND)
    return {
      field: 'idToAccount',
      message: 'Solo una transferencia se hace a otra cuenta de la institución',
    };
  if (d.idToAccount === d.idBankAccount)
    return { field: 'idToAccount', message: 'La cuenta destino es la misma de la que sale el dinero' };
  return null;
}

/** What reaches the receiving account: between accounts of one currency, what left the other. */
const arriving = (d: BankMovementDraft) => d.toAmount ?? d.amount;

/**
 * The rules of a transfer between the institution's accounts that only posting enforces: between one currency it carries one amount; between bolívares and a
 * foreign currency both amounts are given (the rate follows from them), and two foreign currencies
 * are not exchanged directly (the BCV publishes each one's rate in bolívares only).
 */
export async function transferErrors(tx: Tx, d: BankMovementDraft): Promise<FieldError[]> {
  if (!d.idToAccount || transferTarget(d)) return [];
  const { from, to } = await sidesOf(tx, d.idBankAccount, d.idToAccount);
  if (!from || !to) return [];
  if (from.currency === to.currency)
    return d.toAmount && !new Decimal(d.toAmount).eq(d.amount)
      ? [
          {
            field: 'toAmount',
            message: `Entre cuentas en ${from.currency} llega lo mismo que sale: ${formatMoney(d.amount)}`,
          },
        ]
      : [];
  if (from.currency !== LOCAL_CURRENCY && to.currency !== LOCAL_CURRENCY)
    return [
      {
        field: 'idToAccount',
        message: `De ${from.currency} a ${to.currency} no se transfiere directamente: pase por una cuenta en bolívares, al tipo de cambio de cada moneda`,
      },
    ];
  if (!d.toAmount)
    return [
      { field: 'toAmount', message: `Indique lo que llegó a la cuenta ${to.account} en ${to.currency}` },
    ];
  // The rate is kept with eight decimals and ten digits before them: two amounts far apart are a typo.
  const rate = rateOf(from, d.amount, d.toAmount);
  if (rate.gte(RATE_LIMIT) || rate.toDecimalPlaces(8).isZero())
    return [
      {
        field: 'toAmount',
        message: `${formatMoney(d.amount)} ${from.currency} por ${formatMoney(d.toAmount)} ${to.currency} no da una tasa posible: revise los dos montos`,
      },
    ];
  return [];
}

/** Ten digits before the decimals: what numeric(18,8) holds. */
const RATE_LIMIT = new Decimal('1e10');

/** Bolívares per unit of the foreign currency that the amount sent and the amount received make. */
function rateOf(from: Side, sent: string, received: string): Decimal {
  const [bolivares, units] = from.currency === LOCAL_CURRENCY ? [sent, received] : [received, sent];
  return new Decimal(bolivares).div(units);
}

/**
 * Posts the receiving side of a transfer, inside the sending movement's posting: the money enters
 * the other account as a «Transferencia recibida» issued by the sending movement (undone only with
 * it). Between bolívares and a foreign currency the sending movement keeps the rate its two amounts
 * make (bolívares per unit, eight decimals) and the BCV's rate of the day for that currency; a day
 * without a BCV rate is refused, since the books could not value the foreign side.
 */
export async function sendTransfer(
  tx: Tx,
  auth: AuthContext,
  doc: LockedDocument,
  d: BankMovementDraft,
  movements: DocumentLifecycle<BankMovementDraft>,
): Promise<Posting> {
  if (!d.idToAccount) return {};
  const { from, to } = await sidesOf(tx, d.idBankAccount, d.idToAccount);
  if (!from || !to) throw new AppError(422, 'La cuenta destino no existe en esta institución');
  const received = arriving(d);
  let header: Record<string, string> = { toAmount: received };
  if (from.currency !== to.currency) {
    const foreign = from.currency === LOCAL_CURRENCY ? to : from;
    const bcv = await rateOn(tx, auth.idClient, foreign.currency, doc.date);
    if (!bcv) throw new AppError(422, `${noRate(foreign.currency, doc.date)}.`);
    header = {
      ...header,
      rate: rateOf(from, d.amount, received).toDecimalPlaces(8).toFixed(8),
      bcvRate: bcv.rate,
      bcvValidFrom: bcv.validFrom,
    };
  }
  const entered = await movements.issue(
    tx,
    auth,
    {
      idPeriod: doc.idPeriod,
      idBankAccount: to.id,
      idKind: TRANSFER_IN_KIND,
      movementDate: doc.date,
      reference: d.reference,
      idBeneficiary: null,
      description: `Transferencia desde la cuenta ${from.account}: ${d.description}`.slice(0, 250),
      amount: received,
      idBudgetDocument: null,
    },
    { table: 'bank_movement', id: doc.id },
  );
  return { header, warnings: entered.warnings };
}

/** Annuls the receiving side of a transfer with the movement that sent it, for the same reason. */
export async function undoTransfer(
  tx: Tx,
  auth: AuthContext,
  original: LockedDocument,
  reversal: LockedDocument,
  movements: DocumentLifecycle<BankMovementDraft>,
): Promise<void> {
  const found = await tx.execute<{ id: number; reason: string }>(sql`
    select m.id, r.annul_reason as reason
      from bank_movement m, bank_movement r
     where m.issued_by_table = 'bank_movement' and m.issued_by_id = ${original.id} and m.id_reverses is null
       and m.status = 'posted' and r.id = ${reversal.id}`);
  const twin = found.rows[0];
  if (twin) await movements.annulIssued(tx, auth, twin.id, twin.reason);
}

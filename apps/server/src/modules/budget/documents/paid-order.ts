import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Tx } from '../../../platform/db/database.ts';
import type { Issuer } from '../../../platform/documents/lifecycle.ts';
import { AppError } from '../../../platform/errors.ts';
import type { IssuedPayment, PaidOrder, PaidOrders } from '../../treasury/index.ts';
import { budgetDocuments } from './document.service.ts';

const PATRIMONIAL_ORDER = 11;
const EGRESS_VOUCHER = 12;

/**
 * Issues, inside another document's posting, the non-budget payment order (type 11) and the egress
 * voucher (type 12) that pays all of it from a bank account, whose cheque or transfer enters the
 * bank book: three documents under every rule a person's posting meets. A refusal (no funds, a
 * cheque number used) refuses the issuer, with the payment's own field named.
 */
async function issuePaidOrder(
  tx: Tx,
  auth: AuthContext,
  order: PaidOrder,
  issuer: Issuer,
): Promise<IssuedPayment> {
  const common = {
    idPeriod: order.idPeriod,
    dateOrder: order.date,
    description: order.description,
    idBeneficiary: order.idBeneficiary,
    idFundingSource: null,
    act: null,
    lines: [],
    bills: [],
  };
  const issued = await budgetDocuments.issue(
    tx,
    auth,
    { ...common, idDocumentType: PATRIMONIAL_ORDER, amount: order.amount, sources: [], disbursement: null },
    issuer,
  );
  try {
    const voucher = await budgetDocuments.issue(
      tx,
      auth,
      {
        ...common,
        idDocumentType: EGRESS_VOUCHER,
        amount: null,
        sources: [{ idDocumentSource: issued.id, idBudgetAccount: null, amount: order.amount }],
        disbursement: order.disbursement,
      },
      issuer,
    );
    const movement = await tx.execute<{ id_bank_movement: number | null }>(
      sql`select id_bank_movement from budget_document where id = ${voucher.id}`,
    );
    return {
      idOrder: issued.id,
      orderNumber: issued.numberText,
      idVoucher: voucher.id,
      voucherNumber: voucher.numberText,
      idBankMovement: movement.rows[0]?.id_bank_movement ?? null,
      warnings: [...issued.warnings, ...voucher.warnings],
    };
  } catch (error) {
    // The voucher names its payment's fields `disbursement.*`; the issuer names them itself. What the
    // account cannot pay is the account's field.
    if (error instanceof AppError && error.fields)
      throw new AppError(
        error.statusCode,
        error.message,
        error.fields.map((f) => ({ ...f, field: f.field.replace(/^disbursement\./, '') })),
      );
    if (error instanceof AppError && error.statusCode === 422)
      throw new AppError(422, error.message, [{ field: 'idBankAccount', message: error.message }]);
    throw error;
  }
}

/** Annuls, inside the issuer's annulment, the voucher (and with it its bank movement) and the order. */
async function annulPaidOrder(
  tx: Tx,
  auth: AuthContext,
  issued: { idOrder: number; idVoucher: number },
  reason: string,
): Promise<void> {
  await budgetDocuments.annulIssued(tx, auth, issued.idVoucher, reason);
  await budgetDocuments.annulIssued(tx, auth, issued.idOrder, reason);
}

/** The budget's side of treasury's `paidOrders` seam (budget.module.ts provides it). */
export const budgetPaidOrders: PaidOrders = { issue: issuePaidOrder, annul: annulPaidOrder };

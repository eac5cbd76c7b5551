import type { DisbursementInput } from '@erario/contracts';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Tx } from '../../../platform/db/database.ts';
import type { Issuer } from '../../../platform/documents/lifecycle.ts';
import { seam } from '../../../platform/seams.ts';

/** A payment that imputes no budget account (withholdings paid over, third parties' funds). */
export interface PaidOrder {
  idPeriod: number;
  date: string;
  idBeneficiary: number;
  description: string;
  amount: string;
  disbursement: Required<DisbursementInput>;
}

/** What a paid order issued: the order, the voucher and the voucher's bank movement. */
export interface IssuedPayment {
  idOrder: number;
  orderNumber: string;
  idVoucher: number;
  voucherNumber: string;
  idBankMovement: number | null;
  warnings: string[];
}

/**
 * Paying money out that the budget must record: the withholding payment (enteramiento) issues a
 * non-budget payment order and the egress voucher that pays it, and annuls both with itself. The
 * budget keeps those documents and provides this (budget.module.ts); treasury only asks.
 */
export interface PaidOrders {
  issue(tx: Tx, auth: AuthContext, order: PaidOrder, issuer: Issuer): Promise<IssuedPayment>;
  annul(
    tx: Tx,
    auth: AuthContext,
    issued: { idOrder: number; idVoucher: number },
    reason: string,
  ): Promise<void>;
}

export const paidOrders = seam<PaidOrders>('paidOrders');

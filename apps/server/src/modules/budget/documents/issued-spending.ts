import type { AuthContext } from '../../../platform/access/token.ts';
import type { Tx } from '../../../platform/db/database.ts';
import type { Issuer } from '../../../platform/documents/lifecycle.ts';
import { budgetDocuments, drawnOn } from './document.service.ts';

const COMMITMENT = 8;
const CAUSATION = 9;

/** Spending another module commits and causes at once (a payroll run): per account, its amount. */
export interface Spending {
  idPeriod: number;
  date: string;
  idBeneficiary: number;
  description: string;
  lines: { idBudgetAccount: number; amount: string; detail: string | null }[];
}

/** The commitment and the causación issued for it. */
export interface IssuedSpending {
  idCommitment: number;
  commitmentNumber: string;
  idCausation: number;
  causationNumber: string;
  warnings: string[];
}

/**
 * Issues, inside another document's posting, the Orden de Compromiso (type 8) of the spending and
 * the Causación (type 9) that causes all of it, drawing on the commitment: two documents under every
 * rule a person's posting meets, budget control first. A refusal (an account without availability)
 * refuses the issuer. The causación is then pending payment like any other.
 */
export async function issueSpending(
  tx: Tx,
  auth: AuthContext,
  spending: Spending,
  issuer: Issuer,
): Promise<IssuedSpending> {
  const common = {
    idPeriod: spending.idPeriod,
    dateOrder: spending.date,
    description: spending.description,
    idBeneficiary: spending.idBeneficiary,
    idFundingSource: null,
    act: null,
    bills: [],
    disbursement: null,
    amount: null,
  };
  const commitment = await budgetDocuments.issue(
    tx,
    auth,
    {
      ...common,
      idDocumentType: COMMITMENT,
      lines: spending.lines.map((l) => ({ ...l, type: null })),
      sources: [],
    },
    issuer,
  );
  const causation = await budgetDocuments.issue(
    tx,
    auth,
    {
      ...common,
      idDocumentType: CAUSATION,
      lines: [],
      sources: spending.lines.map((l) => ({
        idDocumentSource: commitment.id,
        idBudgetAccount: l.idBudgetAccount,
        amount: l.amount,
      })),
    },
    issuer,
  );
  return {
    idCommitment: commitment.id,
    commitmentNumber: commitment.numberText,
    idCausation: causation.id,
    causationNumber: causation.numberText,
    warnings: [...commitment.warnings, ...causation.warnings],
  };
}

/** Why the spending cannot be undone now: a payment order pays its causación. */
export async function spendingBlocker(tx: Tx, issued: { idCausation: number }): Promise<string | null> {
  return drawnOn(tx, issued.idCausation);
}

/** Annuls, inside the issuer's annulment, the causación (and with it what it withheld) and the commitment. */
export async function annulSpending(
  tx: Tx,
  auth: AuthContext,
  issued: { idCommitment: number; idCausation: number },
  reason: string,
): Promise<void> {
  await budgetDocuments.annulIssued(tx, auth, issued.idCausation, reason);
  await budgetDocuments.annulIssued(tx, auth, issued.idCommitment, reason);
}

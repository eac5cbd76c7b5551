// What other modules may use of treasury: paying through a bank account, and undoing that payment.
export { type Disbursement, disburse, undoDisbursement } from './movements/disbursement.ts';
export {
  annulWithholdings,
  deductWithholdings,
  registerWithholdings,
  restoreWithholdings,
  type WithheldBill,
  type Withholder,
} from './withholdings/withholding.service.ts';

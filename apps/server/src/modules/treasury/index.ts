// What other modules may use of treasury: paying through a bank account or banking what was
// collected, and undoing either (the issued movement is annulled with the document that issued it).
export {
  type Collection,
  type Disbursement,
  depositCollection,
  disburse,
  undoDisbursement,
} from './bank-movements/disbursement.ts';
export { annualCertificateTable } from './withholdings/islr-certificate.ts';
// What the withholding payment asks of whoever keeps the payment orders (the budget provides it).
export {
  type IssuedPayment,
  type PaidOrder,
  type PaidOrders,
  paidOrders,
} from './withholdings/paid-orders.ts';
export {
  annulWithholdings,
  deductWithholdings,
  type PayrollRemittance,
  registerPayrollWithholdings,
  registerWithholdings,
  restoreWithholdings,
  type WithheldBill,
  type Withholder,
} from './withholdings/withholding.service.ts';

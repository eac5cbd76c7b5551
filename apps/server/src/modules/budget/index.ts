// What other modules may use of the budget: paying through a non-budget order and its egress voucher.
export {
  annulPaidOrder,
  type IssuedPayment,
  issuePaidOrder,
  type PaidOrder,
} from './documents/paid-order.ts';

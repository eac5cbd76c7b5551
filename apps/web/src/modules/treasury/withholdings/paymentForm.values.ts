import {
  type DisbursementMethod,
  formatDate,
  THIRD_PARTY_KIND,
  type WithholdingPaymentDetail,
} from '@erario/contracts';
import { isDate } from '../../../platform/DateField.tsx';
import type { Option } from '../../../platform/masters/RefSelect.tsx';
import { kindLabel } from './withholdings.shared.ts';

/** What the form holds: the tax and the day up to which to pay, what is picked, and how it is paid. */
export interface Values {
  idKind: number;
  upTo: string;
  /** The withholdings picked; null: every one still to pay over (what a new payment starts with). */
  selected: number[] | null;
  beneficiary: Option | null;
  account: Option | null;
  method: DisbursementMethod;
  reference: string;
  paymentDate: string;
  description: string;
}

/** Refusals shown under their own field; the rest go to the box above the buttons. */
export const IN_PLACE = [
  'idKind',
  'idBeneficiary',
  'idBankAccount',
  'method',
  'reference',
  'paymentDate',
  'description',
];

/** What a payment is described as when the treasurer writes nothing. */
export const describedAs = (v: Pick<Values, 'idKind' | 'upTo'>) =>
  `${v.idKind === THIRD_PARTY_KIND ? kindLabel(v.idKind) : `Retenciones de ${kindLabel(v.idKind)}`} practicadas hasta el ${isDate(v.upTo) && v.upTo ? formatDate(v.upTo) : '…'}`;

/** A draft as the form holds it. */
export const fromDetail = (p: WithholdingPaymentDetail): Values => ({
  idKind: p.idKind,
  upTo: p.paymentDate,
  selected: p.withholdings.map((w) => w.id),
  beneficiary: p.idBeneficiary ? { id: p.idBeneficiary, label: p.beneficiaryName ?? '' } : null,
  account: p.idBankAccount ? { id: p.idBankAccount, label: p.accountNumber ?? '' } : null,
  method: p.method ?? 'transfer',
  reference: p.reference ?? '',
  paymentDate: p.paymentDate,
  description: p.description,
});

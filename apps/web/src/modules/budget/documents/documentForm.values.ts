import {
  type BillInput,
  type BudgetAccountOption,
  type DisbursementMethod,
  type DocumentDetail,
  formatMoney,
  type IvaWithholding,
  ivaToWithhold,
  MONEY_PATTERN,
} from '@erario/contracts';
import { institutionToday } from '../../../platform/clock.ts';
import { apiMoney } from '../../../platform/MoneyField.tsx';
import type { Option } from '../../../platform/masters/RefSelect.tsx';
import type { Beneficiary } from '../beneficiaries/BeneficiaryPicker.tsx';

export interface Line {
  account: BudgetAccountOption | null;
  amount: string;
  type: 'C' | 'R' | null;
}
export interface Chosen {
  idDocumentSource: number;
  idBudgetAccount: number | null;
  amount: string;
}

/** What the budget document form holds: what the user typed, amounts as shown (`1.234,56`). */
export interface Values {
  idDocumentType: number | '';
  dateOrder: string;
  description: string;
  beneficiary: Beneficiary | null;
  idFundingSource: number | '';
  patrimonialAmount: string;
  /** A modification's approving act. */
  actNumber: string;
  actDate: string;
  actBody: string;
  lines: Line[];
  chosen: Chosen[];
  bills: BillInput[];
  /** An egress voucher's payment: the account, cheque or transfer, its number or reference. */
  bankAccount: Option | null;
  paymentMethod: DisbursementMethod;
  paymentReference: string;
}

/** Who usually approves a modification; any other may be typed. */
export const APPROVING_BODIES = [
  'Concejo Municipal',
  'Alcalde o Alcaldesa',
  'Consejo Legislativo',
  'Gobernador o Gobernadora',
];

export const today = institutionToday;
export const isMoney = (v: string) => MONEY_PATTERN.test(v);
export const BILL_AMOUNTS = [
  'amountTaxed',
  'amountWithoutTaxIva',
  'amountTaxIva',
  'amountBase',
  'retentionIva',
  'ivaRate',
  'retentionIslr',
  'retentionTimbre',
] as const;
export const emptyBill = (): BillInput => ({
  dateBill: today(),
  control: '',
  number: '',
  amountTaxed: '0,00',
  amountWithoutTaxIva: '0,00',
  amountTaxIva: '0,00',
  amountBase: '0,00',
  retentionIva: '0,00',
  ivaRate: '16,00',
  retentionIslr: '0,00',
  islrConcept: '',
  islrRate: '',
  retentionTimbre: '0,00',
});
export const defaults = (): Values => ({
  idDocumentType: '',
  dateOrder: today(),
  description: '',
  beneficiary: null,
  idFundingSource: '',
  patrimonialAmount: '',
  actNumber: '',
  actDate: '',
  actBody: '',
  lines: [],
  chosen: [],
  bills: [],
  bankAccount: null,
  paymentMethod: 'transfer',
  paymentReference: '',
});

/** A saved draft, read back, as the form holds it. */
export function valuesOf(doc: DocumentDetail): Values {
  return {
    idDocumentType: doc.idDocumentType,
    dateOrder: doc.dateOrder,
    description: doc.description,
    beneficiary: doc.beneficiary && doc.idBeneficiary ? { id: doc.idBeneficiary, ...doc.beneficiary } : null,
    idFundingSource: doc.idFundingSource ?? '',
    patrimonialAmount: doc.typeCode === 11 ? formatMoney(doc.amount) : '',
    actNumber: doc.act?.number ?? '',
    actDate: doc.act?.date ?? '',
    actBody: doc.act?.body ?? '',
    bankAccount: doc.disbursement
      ? { id: doc.disbursement.idBankAccount, label: doc.disbursement.accountNumber }
      : null,
    paymentMethod: doc.disbursement?.method ?? 'transfer',
    paymentReference: doc.disbursement?.reference ?? '',
    chosen: doc.sources.map((s) => ({
      idDocumentSource: s.idDocumentSource,
      idBudgetAccount: s.idBudgetAccount,
      amount: formatMoney(s.amount),
    })),
    lines:
      doc.sources.length > 0
        ? []
        : doc.lines.map((l) => ({
            type: l.type,
            amount: formatMoney(l.amount),
            account: {
              id: l.idBudgetAccount,
              code: l.budgetaccount.code,
              accountCode: '',
              description: l.budgetaccount.description,
              initial: '',
              modified: '',
              committed: '',
              caused: '',
              paid: '',
              // Not read with the draft: shown again once the account is picked anew.
              available: '',
            },
          })),
    bills: doc.bills.map(({ id: _id, ...b }) => ({
      ...b,
      ...Object.fromEntries(BILL_AMOUNTS.map((f) => [f, formatMoney(b[f])])),
      islrConcept: b.islrConcept ?? '',
      islrRate: b.islrRate ? formatMoney(b.islrRate) : '',
    })),
  };
}

/**
 * The IVA withholding the beneficiary's status asks of a bill, as the form shows money: the server
 * refuses any other amount. Null while the IVA typed is not an amount yet.
 */
export function proposedIvaWithholding(bill: BillInput, status: IvaWithholding): string | null {
  const iva = apiMoney(bill.amountTaxIva);
  return /^\d+(\.\d{1,2})?$/.test(iva) ? formatMoney(ivaToWithhold(iva, status)) : null;
}

/** A bill as the API takes it: amounts as decimal text. */
export const billToApi = (b: BillInput): BillInput => ({
  ...b,
  ...Object.fromEntries(BILL_AMOUNTS.map((f) => [f, apiMoney(b[f])])),
  islrConcept: b.islrConcept || null,
  islrRate: b.islrRate ? apiMoney(b.islrRate) : null,
});

import { type RateOfDay, type ReceiptDetail, type TariffUnit, tcmmvAmount } from '@erario/contracts';
import { apiMoney, isMoneyText, shownMoney } from '../../../platform/MoneyField.tsx';
import type { Option } from '../../../platform/masters/RefSelect.tsx';

export interface ConceptRow {
  /** The row's own key while it is edited (rows have no id until saved). */
  key: number;
  idCollectionConcept: number | '';
  amount: string;
  discount: string;
  /** Interest on late payment of the period it pays (as shown); '' for none. */
  interest: string;
  /** A concept in the legal unit: the TCMMV multiples charged (as shown, `2,50`); '' otherwise. */
  units: string;
  /** The period a periodic concept's line pays: 2026-T1… */
  period: string;
  details: string;
  /** The fine the line pays (added from what is pending). */
  idFine: number | null;
  /** The payment agreement it pays, and which instalment (null: the balance of one that ended). */
  idAgreement: number | null;
  instalment: number | null;
  /** How a person names the fine or the instalment the line pays: «Multa N.º 5», «Cuota 2 del convenio N.º 1». */
  debtLabel: string;
}
export interface VoucherRow {
  key: number;
  idPaymentForm: number | '';
  amount: string;
  voucherDate: string;
  bank: Option | null;
  idBankAccount: number | '';
  reference: string;
  /** Up to eight more values of the payment, separated by `;`. */
  details: string;
}
/** What the receipt form holds: what the user typed, amounts as shown (`1.234,56`). */
export interface Values {
  taxpayer: Option | null;
  /** `kind:id` of the vehicle, patente or property charged, or ''. */
  taxedObject: string;
  note: string;
  concepts: ConceptRow[];
  vouchers: VoucherRow[];
}

let rowKeys = 0;
export const emptyConcept = (): ConceptRow => ({
  key: ++rowKeys,
  idCollectionConcept: '',
  amount: '',
  discount: '',
  interest: '',
  units: '',
  period: '',
  details: '',
  idFine: null,
  idAgreement: null,
  instalment: null,
  debtLabel: '',
});

/**
 * What a line of a concept proposes as its amount (as shown): a tariff in bolívares as it is; one in
 * TCMMV, its multiples at the day's TCMMV, as the server will hold it; '' when it cannot be known.
 */
export function lineAmount(unit: TariffUnit, tariff: string | null, tcmmv: RateOfDay | null): string {
  if (!tariff || !isMoneyText(tariff)) return '';
  if (unit !== 'TCMMV') return shownMoney(tariff);
  return tcmmv ? shownMoney(tcmmvAmount(apiMoney(tariff), tcmmv.rate)) : '';
}
export const emptyVoucher = (day: string): VoucherRow => ({
  key: ++rowKeys,
  idPaymentForm: '',
  amount: '',
  voucherDate: day,
  bank: null,
  idBankAccount: '',
  reference: '',
  details: '',
});
/**
 * What a line charges, to tell what is pending from what is on the receipt already: a period of a
 * concept, or a fine (`fine:<id>`); `pendingKey` says the same of a pending row.
 */
export const chargedKey = (
  l: Pick<ConceptRow, 'idCollectionConcept' | 'period' | 'idFine' | 'idAgreement' | 'instalment'>,
) =>
  l.idFine
    ? `fine:${l.idFine}`
    : l.idAgreement
      ? `agreement:${l.idAgreement}/${l.instalment ?? 'saldo'}`
      : `${l.idCollectionConcept}/${l.period.trim()}`;
export const pendingKey = (p: {
  objectKind: string;
  idObject: number;
  idCollectionConcept: number;
  period: string;
}) =>
  p.objectKind === 'fine'
    ? `fine:${p.idObject}`
    : p.objectKind === 'agreement'
      ? `agreement:${p.idObject}/${instalmentOf(p.period) ?? 'saldo'}`
      : `${p.idCollectionConcept}/${p.period}`;

/** The instalment an agreement's key names (`convenio:5/2` → 2), or null for its balance. */
export function instalmentOf(period: string): number | null {
  const n = /\/(\d+)$/.exec(period);
  return n ? Number(n[1]) : null;
}

/** Detail values are typed in one field, separated by `;` (at most eight). */
export const detailsOf = (text: string) =>
  text
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);

/** A draft as the form holds it. */
export const fromDetail = (r: ReceiptDetail): Values => ({
  taxpayer: { id: r.idTaxpayer, label: r.taxpayerName },
  taxedObject: r.taxedObject ? `${r.taxedObject.kind}:${r.taxedObject.id}` : '',
  note: r.note ?? '',
  concepts: r.concepts.map((l) => ({
    key: ++rowKeys,
    idCollectionConcept: l.idCollectionConcept,
    amount: shownMoney(l.amount),
    discount: shownMoney(l.discount),
    interest: Number(l.interest) > 0 ? shownMoney(l.interest) : '',
    units: l.tcmmv ? shownMoney(l.tcmmv.units) : '',
    period: l.period ?? '',
    details: l.details.join('; '),
    idFine: l.idFine,
    idAgreement: l.idAgreement,
    instalment: l.instalment,
    // Its basis starts with the fine's or the instalment's name: «Multa N.º 5 (Resolución …): …».
    debtLabel: l.idFine || l.idAgreement ? (l.basis?.split(' (')[0] ?? '') : '',
  })),
  vouchers: r.vouchers.map((v) => ({
    key: ++rowKeys,
    idPaymentForm: v.idPaymentForm,
    amount: shownMoney(v.amount),
    voucherDate: v.voucherDate,
    bank: v.idBank ? { id: v.idBank, label: v.bankName ?? '' } : null,
    idBankAccount: v.idBankAccount ?? '',
    reference: v.reference ?? '',
    details: v.details.join('; '),
  })),
});

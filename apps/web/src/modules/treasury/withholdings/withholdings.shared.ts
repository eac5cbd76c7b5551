import {
  type WithholdingPaymentHeader,
  withholdingKind,
  withholdingPaymentEndpoints,
} from '@erario/contracts';

export const SCREEN = 'TES-PAG-01';
const BASE = '/pages/treasury-payment-process';

/** The screen's four parts, each a tab named in the address (`?vista=`). */
export const VIEWS = [
  { value: 'retenciones', label: 'Retenciones' },
  { value: 'enterar', label: 'Enterar' },
  { value: 'enteramientos', label: 'Enteramientos' },
  { value: 'declaraciones', label: 'Declaraciones' },
] as const;
export type View = (typeof VIEWS)[number]['value'];

/** One screen holds the register, the form, the payments and the declarations, told apart by the query. */
export const PATHS = {
  list: `${BASE}?vista=enteramientos`,
  view: (id: number) => `${BASE}?id=${id}`,
  edit: (id: number) => `${BASE}?editar=${id}`,
  create: `${BASE}?vista=enterar`,
  tab: (view: View) => `${BASE}?vista=${view}`,
  // Payments are internal papers: the kit never offers their public verification.
  verify: () => BASE,
};

/** What a payment changes: the payment and its list, the register and what is still to pay over. */
export const QUERY_KEYS = [
  'withholding-payments',
  'withholding-payment',
  'withholdings',
  'withholding-pending',
];

/** The payments as the kit's list, view and form take them: spread on each. */
export const FAMILY = {
  endpoints: withholdingPaymentEndpoints,
  writeScreen: SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};

export const kindLabel = (idKind: number) => withholdingKind(idKind)?.label ?? '';

/** The number a payment is known by: its tax and its number in that tax's series ("IVA 3"). */
export const paymentNumber = (p: Pick<WithholdingPaymentHeader, 'kindCode' | 'numberText'>) =>
  p.numberText ? `${p.kindCode} ${p.numberText}` : null;

/** Text only a screen reader reads: what a short visible label leaves ambiguous (which receipt). */
export const screenReaderOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

import { AGREEMENT_SCREEN, paymentAgreementEndpoints } from '@erario/contracts';
import { documentPaths } from '../../../platform/documents/paths.ts';

/** Convenios de pago: where its screens are and the queries a save refreshes (the taxpayer's view too). */
export const BASE = '/pages/Convenios-Pago';
export const PATHS = {
  ...documentPaths(BASE),
  verify: (verifyId: string) => `/paymentAgreement/verify/${verifyId}`,
};
export const QUERY_KEYS = ['payment-agreements', 'payment-agreement', 'taxpayer-statement'];
/** The family as the kit's list, view and form take it: spread on each. */
export const FAMILY = {
  endpoints: paymentAgreementEndpoints,
  writeScreen: AGREEMENT_SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};

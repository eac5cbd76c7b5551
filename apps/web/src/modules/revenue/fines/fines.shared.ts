import { FINE_SCREEN, fineEndpoints } from '@erario/contracts';
import { documentPaths } from '../../../platform/documents/paths.ts';

/** Multas: where its screens are and the queries a save refreshes. */
export const BASE = '/pages/Multas';
export const PATHS = {
  ...documentPaths(BASE),
  verify: (verifyId: string) => `/fine/verify/${verifyId}`,
};
export const QUERY_KEYS = ['fines', 'fine', 'taxpayer-statement'];
/** The family as the kit's list, view and form take it: spread on each. */
export const FAMILY = {
  endpoints: fineEndpoints,
  writeScreen: FINE_SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};

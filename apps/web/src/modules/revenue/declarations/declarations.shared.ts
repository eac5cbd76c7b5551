import { DECLARATION_SCREEN, incomeDeclarationEndpoints } from '@erario/contracts';
import { documentPaths } from '../../../platform/documents/paths.ts';

/** Declaraciones de ingresos: where its screens are and the queries a save refreshes (the taxpayer's view too). */
export const BASE = '/pages/Declaraciones-Ingresos';
export const PATHS = {
  ...documentPaths(BASE),
  verify: (verifyId: string) => `/incomeDeclaration/verify/${verifyId}`,
};
export const QUERY_KEYS = ['income-declarations', 'income-declaration', 'taxpayer-statement'];
/** The family as the kit's list, view and form take it: spread on each. */
export const FAMILY = {
  endpoints: incomeDeclarationEndpoints,
  writeScreen: DECLARATION_SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};

import { payrollRunEndpoints } from '@erario/contracts';
import { documentPaths } from '../../../platform/documents/paths.ts';

/** Emisión de nóminas: where its screens are and the queries a save refreshes. */
export const SCREEN = 'NOM-EMI-01';
export const BASE = '/pages/Nomina-Emision-de-Nominas';
export const PATHS = documentPaths(BASE);
export const QUERY_KEYS = ['payroll-runs', 'payroll-run', 'payroll-run-work'];
/** The family as the kit's list, view and form take it: spread on each. */
export const FAMILY = {
  endpoints: payrollRunEndpoints,
  writeScreen: SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};
export const KIND_LABELS = {
  assignment: 'Asignación',
  deduction: 'Deducción',
  contribution: 'Aporte patronal',
};

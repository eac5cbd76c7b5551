import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.ts';
import { integerIn, rowId } from '../../input.ts';
import { structureNode } from './structure.ts';

/** Any of the structure's masters opens its tree: the seven levels and the specific accounts. */
const STRUCTURE_SCREENS = [
  'PRE-NIV-01',
  'PRE-NIV-02',
  'PRE-NIV-03',
  'PRE-NIV-04',
  'PRE-NIV-05',
  'PRE-NIV-06',
  'PRE-NIV-07',
  'PRE-ESP-01',
];

/** The budget structure as a tree, and opening a period with another's structure: under /api/budget. */
export const structureEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/budget-period/tree/:idPeriod',
    summary: 'Una rama del árbol de la estructura presupuestaria, con cuentas y montos de cada nodo',
    access: access.anyScreen(STRUCTURE_SCREENS),
    params: z.object({ idPeriod: rowId }),
    query: z.object({ level: integerIn(1, 8).default(1), parent: rowId.optional() }),
    response: z.array(structureNode),
  }),
  copy: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/budget-period/copyStructure',
    summary: 'Abre un período copiando la estructura y las cuentas de otro',
    access: access.screen('PRE-NIV-01'),
    body: z.object({ fromIdPeriod: rowId, toIdPeriod: rowId }),
    response: z.object({ levels: z.array(z.number().int()), accounts: z.number().int() }),
  }),
};

import { isTenantResource, RESOURCES } from '@erario/contracts';
import { type AnyTable, tableFor, registry as tables } from './table.ts';

for (const def of RESOURCES) tableFor(def, tables, isTenantResource(def));

/** The table of a declared master. */
export function tableOf(name: string): AnyTable {
  const table = tables.get(name);
  if (!table) throw new Error(`Sin tabla para el recurso ${name}`);
  return table;
}

import { isTenantResource, RESOURCES, type ResourceDef } from '@erario/contracts';
import { type AnyTable, type TableOf, tableFor, registry as tables } from './table.ts';

for (const def of RESOURCES) tableFor(def, tables, isTenantResource(def));

/**
 * The table of a declared master, named by its declaration (`tableOf(clientResource)`) and typed
 * by it: its columns, their types, which are not null.
 */
export function tableOf<D extends ResourceDef>(def: D): TableOf<D> {
  const table = tables.get(def.name);
  if (!table) throw new Error(`Sin tabla para el recurso ${def.name}`);
  return table as TableOf<D>;
}

/** The table of a master by its registry name: for the generated schema file drizzle-kit reads only. */
export function tableNamed(name: string): AnyTable {
  const table = tables.get(name);
  if (!table) throw new Error(`Sin tabla para el recurso ${name}`);
  return table;
}

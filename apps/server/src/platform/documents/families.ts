import type { Db } from '../db/database.ts';

/**
 * Where each document family keeps its documents, registered by `documentLifecycle`: the rules that
 * guard every family at once (a period's dates) read them here, so a new family is guarded as soon
 * as it exists.
 */
export interface FamilyTables {
  /** The header table. */
  table: string;
  /** Its date column. */
  date: string;
  /** How a person names one of its documents in a sentence: 'el Comprobante de Egreso N.º 4'. */
  name(db: Db, id: number): Promise<string>;
}

const families = new Map<string, FamilyTables>();

export function registerFamily(tables: FamilyTables): void {
  families.set(tables.table, tables);
}

export function documentFamilies(): FamilyTables[] {
  return [...families.values()];
}

/** The family that keeps its documents in `table`. */
export function familyOf(table: string): FamilyTables | undefined {
  return families.get(table);
}

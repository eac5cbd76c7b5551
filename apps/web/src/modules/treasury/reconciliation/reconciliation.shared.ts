import type { ReconciliationItem } from '@erario/contracts';

/** The query an account's month is read under, refreshed by every change to it. */
export const QUERY_KEY = 'reconciliation';

/** A book movement, a bank line and a transit item may share an id: the source tells them apart. */
export const itemKey = (i: Pick<ReconciliationItem, 'source' | 'id'>) => `${i.source}:${i.id}`;

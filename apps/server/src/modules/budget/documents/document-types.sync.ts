import { DOCUMENT_TYPES, documentTypeResource } from '@erario/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { tableOf } from '../../../platform/resources/tables.ts';

/**
 * Adds the spec's budget document types that are missing, at every start. What each type does comes
 * from its code (DOCUMENT_TYPES); only the name is stored, and the SA may change it.
 */
export async function syncDocumentTypes(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
    // Only the missing ones: a repeated code is refused by the table's trigger (id = code), before
    // any ON CONFLICT could skip it.
    const table = tableOf(documentTypeResource);
    const present = new Set((await tx.select({ code: table.code }).from(table)).map((r) => r.code));
    const missing = DOCUMENT_TYPES.filter((d) => !present.has(d.code));
    if (missing.length > 0) await tx.insert(table).values(missing.map(({ code, name }) => ({ code, name })));
  });
}

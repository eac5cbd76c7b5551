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
    await tx
      .insert(tableOf(documentTypeResource))
      .values(DOCUMENT_TYPES.map(({ code, name }) => ({ code, name })))
      .onConflictDoNothing();
  });
}

import type { VerifiedDocument } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { getDocument } from './document.queries.ts';

/**
 * What the public may learn from a verification link: the spec's fields, nothing else, and, when the
 * document was annulled, the day (its reason stays inside the institution).
 */
export async function verifiedDocument(
  db: Db,
  found: Verified & { verifyId: string },
): Promise<VerifiedDocument> {
  const client = await db.execute<{ client_name: string }>(
    sql`select client_name from client where id = ${found.idClient}`,
  );
  const doc = await getDocument(db, found.idClient, found.id);
  return {
    id: found.verifyId,
    idDocumentType: doc.typeCode,
    typeName: doc.typeName,
    numOrder: doc.numOrder ?? '',
    cliente: client.rows[0]?.client_name ?? '',
    codePeriod: doc.periodName,
    amount: doc.amount,
    amountInWords: doc.amountInWords,
    description: doc.description,
    beneficiary: doc.beneficiary,
    dateOrder: doc.dateOrder,
    annulledOn: found.annulledOn,
    act: doc.act,
    caused: doc.caused,
    committed: doc.committed,
    paid: doc.paid,
    imputations: doc.lines.map((l) => ({
      id: l.id,
      amountAditional: l.amountAditional,
      amountDecrease: l.amountDecrease,
      amountCommitted: l.amountCommitted,
      amountCaused: l.amountCaused,
      amountPaid: l.amountPaid,
      budgetaccount: l.budgetaccount,
    })),
    bills: doc.bills,
  };
}

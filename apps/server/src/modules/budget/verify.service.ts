import { formatDate, type VerifiedDocument } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { getDocument } from './document.queries.ts';

/** What the public may learn from a verification link: the spec's fields, nothing else. */
export async function verifyDocument(db: Db, verifyId: string): Promise<VerifiedDocument> {
  const found = await db.execute<{
    id: number;
    id_client: number;
    status: string;
    client_name: string;
    annulled_at: string | Date | null;
  }>(sql`
    select d.id, d.id_client, d.status, c.client_name, d.annulled_at
      from budget_document d join client c on c.id = d.id_client
     where d.verify_id = ${verifyId} and d.id_reverses is null`);
  const row = found.rows[0];
  if (!row || row.status === 'draft') throw notFound('Documento no encontrado');
  if (row.status === 'annulled') {
    const day = row.annulled_at ? formatDate(new Date(row.annulled_at).toISOString().slice(0, 10)) : '';
    throw notFound(`Documento no encontrado: fue anulado${day ? ` el ${day}` : ''}.`);
  }
  const doc = await getDocument(db, row.id_client, row.id);
  return {
    id: verifyId,
    idDocumentType: doc.typeCode,
    typeName: doc.typeName,
    numOrder: doc.numOrder ?? '',
    cliente: row.client_name,
    codePeriod: doc.periodName,
    amount: doc.amount,
    amountInWords: doc.amountInWords,
    description: doc.description,
    beneficiary: doc.beneficiary,
    dateOrder: doc.dateOrder,
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

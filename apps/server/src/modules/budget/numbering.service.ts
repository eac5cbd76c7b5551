import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

export interface TakenNumber {
  number: number;
  /** As printed: the configured prefix and the number. */
  text: string;
}

/**
 * Takes the next number of a client, period and document type. Call it inside the transaction that
 * posts the document: the row lock serialises concurrent posters, and a rolled-back posting gives its
 * number back, so the sequence has neither gaps nor duplicates. A type without numbering configured
 * starts at 1.
 */
export async function takeNumber(
  tx: Db,
  idClient: number,
  idPeriod: number,
  idDocumentType: number,
): Promise<TakenNumber> {
  const taken = await tx.execute<{ last_number: number; prefix: string | null }>(sql`
    insert into document_number (id_client, id_period, id_document_type, last_number)
    values (${idClient}, ${idPeriod}, ${idDocumentType}, 1)
    on conflict (id_client, id_period, id_document_type)
    do update set last_number = document_number.last_number + 1, version = document_number.version + 1
    returning last_number, prefix`);
  const row = taken.rows[0];
  if (!row) throw new Error('No se pudo tomar el número del documento');
  return { number: row.last_number, text: `${row.prefix ?? ''}${row.last_number}` };
}

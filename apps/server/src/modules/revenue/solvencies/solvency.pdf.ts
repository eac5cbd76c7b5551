import { formatDate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { PrintedDocument } from '../../../platform/documents/document-pdf.ts';
import { readSolvency } from './solvency.queries.ts';

/** How the certificate names the object it is about. */
const OBJECT = { vehicle: 'el vehículo', patent: 'la patente', cadastre: 'el inmueble' };

/** The certificate as the tax office signs and seals it, with the QR code to its verification. */
export async function printedSolvency(db: Db, idClient: number, id: number): Promise<PrintedDocument> {
  const s = await readSolvency(db, idClient, id);
  const context = await db.execute<{ client: string; period: string }>(sql`
    select c.client_name as client, p.description as period
      from solvency s join client c on c.id = s.id_client join period p on p.id = s.id_period where s.id = ${id}`);
  const ctx = context.rows[0];
  const object = s.taxedObject;
  const what = object
    ? `por ${OBJECT[object.kind as keyof typeof OBJECT] ?? 'el objeto'} ${object.label.replace(/^\S+ /, '')}`
    : 'por todos sus tributos';
  return {
    idClient,
    title: `${s.kind} N° ${s.numberText ?? '(borrador)'}`,
    subtitle: `Emitida el ${formatDate(s.issueDate)}`,
    period: ctx?.period ?? '',
    status: s.status,
    isReversal: s.idReverses !== null,
    verifyPath: s.verifyId && s.idReverses === null ? `/solvency/verify/${s.verifyId}` : null,
    facts: [
      ['Contribuyente', `${s.taxpayerName} · RIF ${s.taxpayerRif}`],
      ...(s.taxedObject ? ([['Objeto', s.taxedObject.label]] as PrintedDocument['facts']) : []),
      ['Válida hasta', s.validUntil ? formatDate(s.validUntil) : '—'],
      ...(s.note ? ([['Observación', s.note]] as PrintedDocument['facts']) : []),
    ],
    annulled: s.status === 'annulled' ? { at: s.annulledAt, reason: s.annulReason } : undefined,
    body: [
      {
        margin: [0, 14, 0, 0],
        fontSize: 10,
        text: `La Dirección de Hacienda de ${ctx?.client ?? ''} hace constar que ${s.taxpayerName}, RIF ${s.taxpayerRif}, no tiene deudas pendientes con este municipio ${what} a la fecha de emisión${s.validUntil ? `. Esta solvencia es válida hasta el ${formatDate(s.validUntil)}` : ''}. Su autenticidad se comprueba con el código QR.`,
      },
    ],
    signatures: ['Director(a) de Hacienda'],
    filename: `Solvencia ${s.numberText ?? s.id} ${s.taxpayerRif}.pdf`,
  };
}

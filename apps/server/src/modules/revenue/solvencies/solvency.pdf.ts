import { formatDate, type SolvencyDetail } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { PrintedContent } from '../../../platform/documents/document-pdf.ts';
import type { PrintContext } from '../../../platform/documents/document-routes.ts';

/** How the certificate names the object it is about. */
const OBJECT = { vehicle: 'el vehículo', patent: 'la patente', cadastre: 'el inmueble' };

/** The certificate as the tax office signs and seals it, with the QR code to its verification. */
export async function printedSolvency(
  s: SolvencyDetail,
  { db, idClient }: PrintContext,
): Promise<PrintedContent> {
  const institution = await db.execute<{ client: string }>(
    sql`select client_name as client from client where id = ${idClient}`,
  );
  const client = institution.rows[0]?.client ?? '';
  const object = s.taxedObject;
  const what = object
    ? `por ${OBJECT[object.kind as keyof typeof OBJECT] ?? 'el objeto'} ${object.label.replace(/^\S+ /, '')}`
    : 'por todos sus tributos';
  return {
    title: `${s.kind} N° ${s.numberText ?? '(borrador)'}`,
    subtitle: `Emitida el ${formatDate(s.issueDate)}`,
    verifyPath: s.verifyId && s.idReverses === null ? `/solvency/verify/${s.verifyId}` : null,
    facts: [
      ['Contribuyente', `${s.taxpayerName} · RIF ${s.taxpayerRif}`],
      ...(s.taxedObject ? ([['Objeto', s.taxedObject.label]] as PrintedContent['facts']) : []),
      ['Válida hasta', s.validUntil ? formatDate(s.validUntil) : '—'],
      ...(s.note ? ([['Observación', s.note]] as PrintedContent['facts']) : []),
    ],
    annulled: s.status === 'annulled' ? { at: s.annulledAt, reason: s.annulReason } : undefined,
    body: [
      {
        margin: [0, 14, 0, 0],
        fontSize: 10,
        text: `La Dirección de Hacienda de ${client} hace constar que ${s.taxpayerName}, RIF ${s.taxpayerRif}, no tiene deudas pendientes con este municipio ${what} a la fecha de emisión${s.validUntil ? `. Esta solvencia es válida hasta el ${formatDate(s.validUntil)}` : ''}. Su autenticidad se comprueba con el código QR.`,
      },
    ],
    signatures: ['Director(a) de Hacienda'],
    filename: `Solvencia ${s.numberText ?? s.id} ${s.taxpayerRif}.pdf`,
  };
}

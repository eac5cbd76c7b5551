import { bankMovementEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { amountFacts } from '../../../platform/documents/document-pdf.ts';
import { documentRoutes } from '../../../platform/documents/document-routes.ts';
import type { Platform } from '../../../platform/services.ts';
import { listMovements, movements, readMovement } from './bank-movement.service.ts';

/** Spec section 7's bankingMovement: the kit's lifecycle on the movements, their list and their printout. */
export function movementRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) =>
    documentRoutes(app, {
      db,
      table: 'bank_movement',
      endpoints: bankMovementEndpoints,
      lifecycle: movements,
      read: readMovement,
      list: listMovements,
      publicUrl: config.publicUrl,
      print(m) {
        return {
          title: `${m.kindLabel} N° ${m.numberText ?? '(borrador)'}`,
          subtitle: `${m.bankName} · cuenta ${m.accountNumber}`,
          // Bank movements are internal papers: no public verification.
          verifyPath: null,
          facts: [
            ['Fecha', m.movementDate.split('-').reverse().join('/')],
            ['Referencia', m.reference ?? ''],
            ['Beneficiario', m.beneficiaryName ? `${m.beneficiaryCode} · ${m.beneficiaryName}` : ''],
            ...amountFacts(m.amount.replace('-', '')),
            ['Concepto', m.description],
          ],
          annulled: m.status === 'annulled' ? { at: null, reason: m.annulReason } : undefined,
          body: [],
          signatures: ['Elaborado por', 'Revisado por', 'Aprobado por'],
          filename: `${m.kindCode} ${m.numberText ?? m.id}.pdf`,
        };
      },
    });
}

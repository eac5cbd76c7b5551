import { assetMovementEndpoints, formatMoney } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { Content } from 'pdfmake/interfaces';
import { documentRoutes } from '../../../platform/documents/document-routes.ts';
import type { Platform } from '../../../platform/services.ts';
import { assetMovements, listAssetMovements, readAssetMovement } from './asset-movement.service.ts';

/** The movements of assets on the kit: lifecycle, list and the printed act with its assets. */
export function assetMovementRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) =>
    documentRoutes(app, {
      db,
      table: 'asset_movement',
      endpoints: assetMovementEndpoints,
      lifecycle: assetMovements,
      read: readAssetMovement,
      list: listAssetMovements,
      publicUrl: config.publicUrl,
      print(m) {
        const moves = m.idKind === 3 || m.idKind === 4;
        return {
          title: `${m.kindLabel} de bienes N° ${m.numberText ?? '(borrador)'}`,
          subtitle: m.conceptCode ? `Concepto ${m.conceptCode} · ${m.conceptName}` : (m.workUnitToName ?? ''),
          // An internal act: no public verification.
          verifyPath: null,
          facts: [
            ['Fecha', m.movementDate.split('-').reverse().join('/')],
            ['Bienes', String(m.assetCount)],
            ['Valor', formatMoney(m.amount)],
            ...(m.workUnitToName ? [['Unidad de destino', m.workUnitToName] as [string, string]] : []),
            ...(m.custodianToName ? [['Custodio', m.custodianToName] as [string, string]] : []),
            ['Descripción', m.description],
          ],
          annulled: m.status === 'annulled' ? { at: null, reason: m.annulReason } : undefined,
          body: [
            {
              table: {
                headerRows: 1,
                widths: moves ? [50, '*', 50, 90, 90, 60] : [50, '*', 50, 90, 60],
                body: [
                  moves
                    ? ['Número', 'Descripción', 'Clasif.', 'Desde', 'Hacia', 'Valor']
                    : ['Número', 'Descripción', 'Clasif.', 'Unidad', 'Valor'],
                  ...m.lines.map((l) =>
                    moves
                      ? [
                          l.number,
                          l.description,
                          l.classification,
                          (m.idKind === 3 ? l.fromUnit : l.fromCustodian) ?? '',
                          (m.idKind === 3 ? l.toUnit : l.toCustodian) ?? '',
                          { text: formatMoney(l.amount), alignment: 'right' as const },
                        ]
                      : [
                          l.number,
                          l.description,
                          l.classification,
                          l.fromUnit ?? '',
                          { text: formatMoney(l.amount), alignment: 'right' as const },
                        ],
                  ),
                ],
              },
              fontSize: 8,
            } as Content,
          ],
          signatures: ['Entregado por', 'Recibido por', 'Responsable patrimonial'],
          filename: `Movimiento de bienes ${m.numberText ?? m.id}.pdf`,
        };
      },
    });
}

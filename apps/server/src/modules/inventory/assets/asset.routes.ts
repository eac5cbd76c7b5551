import { assetEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok, sendPdf } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { createAsset, deleteAsset, listAssets, readAsset, updateAsset } from './asset.service.ts';
import { assetLabels } from './asset-labels.pdf.ts';
import { assetsBySubgroup } from './by-subgroup.ts';
import { custodianLeavers } from './custodian.ts';
import { budgetAssetLines, registerFromBudgetLine } from './from-budget.ts';

const ASSET_ROW = ownedRow('asset');

/** The asset register (spec: bienes-muebles). */
export function assetRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, assetEndpoints.list, { kind: 'token' }, async (request) =>
      ok(await listAssets(db, authOf(request).idClient, request.query)),
    );
    route(app, assetEndpoints.detail, ASSET_ROW, async (request) =>
      ok(await readAsset(db, authOf(request).idClient, request.params.id)),
    );
    route(app, assetEndpoints.create, { kind: 'token' }, async (request) =>
      ok(await createAsset(db, authOf(request), request.body)),
    );
    route(app, assetEndpoints.update, { kind: 'token' }, async (request) => {
      const { id, version, ...input } = request.body;
      return ok(await updateAsset(db, authOf(request), id, version, input));
    });
    route(app, assetEndpoints.bySubgroup, { kind: 'token' }, async (request) =>
      ok(await assetsBySubgroup(db, authOf(request).idClient)),
    );
    route(app, assetEndpoints.leavers, { kind: 'token' }, async (request) =>
      ok(await custodianLeavers(db, authOf(request).idClient)),
    );
    route(app, assetEndpoints.budgetLines, PERIOD_ROW, async (request) =>
      ok(await budgetAssetLines(db, authOf(request).idClient, request.params.idPeriod, request.query)),
    );
    route(app, assetEndpoints.fromBudgetLine, { kind: 'token' }, async (request) =>
      ok(await registerFromBudgetLine(db, authOf(request), request.body)),
    );
    fileRoute(app, assetEndpoints.labels, { kind: 'token' }, async (request, reply) => {
      const pdf = await assetLabels(db, authOf(request).idClient, request.query, config.publicUrl);
      return sendPdf(reply, 'Etiquetas de bienes.pdf', pdf);
    });
    route(app, assetEndpoints.remove, ASSET_ROW, async (request) => {
      await deleteAsset(db, authOf(request), request.params.id);
      return ok(null);
    });
  };
}

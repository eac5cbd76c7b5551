import { z } from 'zod';
import { DASHBOARD_SCREEN, namedAmount } from '../charts.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { rowId, versionNumber } from '../input.ts';
import {
  assetDetail,
  assetInput,
  assetListQuery,
  assetRow,
  budgetAssetLine,
  custodianLeaver,
  fromBudgetLineInput,
} from './asset.ts';

const READ = ['INV-BMU-01', 'INV-MOV-01', 'INV-CNT-01'];

/** The asset register (spec: bienes-muebles), under /api/inventory/asset. */
export const assetEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/asset/findAll',
    summary: 'Bienes de la institución, filtrados y paginados',
    access: access.anyScreen(READ),
    query: assetListQuery,
    response: page(assetRow),
  }),
  detail: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/asset/findById/:id',
    summary: 'Un bien con la historia de sus movimientos',
    access: access.anyScreen(READ),
    params: z.object({ id: rowId }),
    response: assetDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    service: 'inventory',
    path: '/asset/create',
    summary: 'Registra un bien por incorporar',
    access: access.screen('INV-BMU-01'),
    body: assetInput,
    response: assetDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    service: 'inventory',
    path: '/asset/update',
    summary: 'Modifica un bien: todo mientras espera su incorporación; después, solo lo que lo describe',
    access: access.screen('INV-BMU-01'),
    body: assetInput.extend({ id: rowId, version: versionNumber }),
    response: assetDetail,
  }),
  /** The dashboard's picture of the inventory: what is in it, by subgroup of the classification. */
  bySubgroup: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/asset/bySubgroup',
    summary: 'El valor de los bienes incorporados por subgrupo (2-01, 2-02…)',
    access: access.anyScreen([DASHBOARD_SCREEN, ...READ]),
    response: z.array(namedAmount),
  }),
  leavers: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/asset/custodianLeavers',
    summary: 'Trabajadores que egresan o egresaron y aún custodian bienes, con cuántos y su valor',
    access: access.anyScreen(READ),
    response: z.array(custodianLeaver),
  }),
  budgetLines: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/asset/budgetLines/:idPeriod',
    summary: 'Líneas causadas en partidas de bienes de capital (4.04), con lo que falta por registrar',
    access: access.screen('INV-BMU-01'),
    params: z.object({ idPeriod: rowId }),
    query: pageQuery,
    response: page(budgetAssetLine),
  }),
  fromBudgetLine: defineEndpoint({
    method: 'POST',
    service: 'inventory',
    path: '/asset/fromBudgetLine',
    summary: 'Registra los bienes que compró una línea causada en 4.04, por incorporar',
    access: access.screen('INV-BMU-01'),
    body: fromBudgetLineInput,
    response: z.object({ assets: z.array(assetRow) }),
  }),
  labels: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/asset/labels',
    summary: 'Etiquetas con código QR: la de un bien, o una hoja por unidad de trabajo y situación',
    access: access.anyScreen(READ),
    query: z.object({
      id: rowId.optional(),
      idWorkUnit: rowId.optional(),
      status: z.enum(['pending', 'in', 'out']).optional(),
    }),
    files: ['pdf'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    service: 'inventory',
    path: '/asset/deleteById/:id',
    summary: 'Elimina un bien que nunca se incorporó',
    access: access.screen('INV-BMU-01'),
    params: z.object({ id: rowId }),
    response: z.null(),
  }),
};

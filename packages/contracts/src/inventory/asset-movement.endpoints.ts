import { documentEndpointsOf } from '../documents/document-endpoints.ts';
import { rowId } from '../input.ts';
import { assetMovementDetail, assetMovementDraft, assetMovementHeader } from './asset-movement.ts';

export const assetMovementEndpoints = documentEndpointsOf({
  service: 'inventory',
  read: ['INV-MOV-01', 'INV-BMU-01'],
  write: 'INV-MOV-01',
  paths: {
    create: '/assetMovement/create',
    update: '/assetMovement/update',
    remove: '/assetMovement/deleteById/:id',
    post: '/assetMovement/post/:id',
    annul: '/assetMovement/annul/:id',
    detail: '/assetMovement/findById/:id',
    pdf: '/assetMovement/pdf/:id',
    list: '/assetMovement/findByIdPeriod/:idPeriod',
  },
  draft: assetMovementDraft,
  detail: assetMovementDetail,
  list: {
    filters: { idKind: rowId.optional(), idWorkUnit: rowId.optional(), idAsset: rowId.optional() },
    header: assetMovementHeader,
  },
});

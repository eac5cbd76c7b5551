import { documentEndpointsOf } from '../documents/document-endpoints.ts';
import { bankMovementDetail, bankMovementDraft, bankMovementFilters } from './bank-movement.ts';

/** Spec section 7: bankingMovement findByIdPeriod, findById, deleteById, create, update; posting and annulment beside. */
export const bankMovementEndpoints = documentEndpointsOf({
  service: 'finance',
  read: ['TES-MOV-01', 'TES-MOV-02'],
  write: 'TES-MOV-01',
  paths: {
    create: '/bankingMovement/create',
    update: '/bankingMovement/update',
    remove: '/bankingMovement/deleteById/:id',
    post: '/bankingMovement/post/:id',
    annul: '/bankingMovement/annul/:id',
    detail: '/bankingMovement/findById/:id',
    pdf: '/bankingMovement/pdf/:id',
    list: '/bankingMovement/findByIdPeriod/:idPeriod',
  },
  draft: bankMovementDraft,
  detail: bankMovementDetail,
  list: { filters: bankMovementFilters },
});

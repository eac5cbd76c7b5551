import { assetMovementEndpoints } from '@erario/contracts';
import { documentPaths } from '../../../platform/documents/paths.ts';

/** Movimientos de bienes: where its screens are and the queries a save refreshes (the assets' too). */
export const SCREEN = 'INV-MOV-01';
export const BASE = '/pages/InventarioBM7I-movimientos';
export const PATHS = documentPaths(BASE);
export const QUERY_KEYS = ['asset-movements', 'asset-movement', 'assets', 'asset'];
/** The family as the kit's list, view and form take it: spread on each. */
export const FAMILY = {
  endpoints: assetMovementEndpoints,
  writeScreen: SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};

import { z } from 'zod';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

/**
 * The kinds of asset movement, each a series of its own numbers. Incorporation and disincorporation
 * carry a concept of the BM forms; a transfer between work units is the pair 51 out of one and 02 into
 * the other; a change of custodian moves no value and is in no BM form, but stays in the asset's history.
 */
export const ASSET_MOVEMENT_KINDS = [
  { id: 1, code: 'INC', label: 'Incorporación' },
  { id: 2, code: 'DES', label: 'Desincorporación' },
  { id: 3, code: 'TRA', label: 'Traspaso' },
  { id: 4, code: 'CUS', label: 'Cambio de custodio' },
] as const;
export const INCORPORATION = 1;
export const DISINCORPORATION = 2;
export const TRANSFER = 3;
export const CUSTODY = 4;

export const assetMovementKindLabel = (id: number) =>
  ASSET_MOVEMENT_KINDS.find((k) => k.id === id)?.label ?? String(id);

/** The most assets one movement names: an incorporation of a whole purchase, a unit's transfer. */
export const MOVEMENT_ASSETS_MAX = 5_000;

/** What a person enters for a movement: its kind, concept, date, the assets and where they go. */
export const assetMovementDraft = z.object({
  idPeriod: rowId,
  idKind: z
    .number()
    .int()
    .refine((v) => ASSET_MOVEMENT_KINDS.some((k) => k.id === v), 'Tipo de movimiento desconocido'),
  movementDate: isoDate,
  /** The BM concept of an incorporation or a disincorporation. */
  idMovementType: rowId.nullish(),
  /** Where a transfer takes the assets. */
  idWorkUnitTo: rowId.nullish(),
  /** Who keeps the assets after a change of custodian (or after a transfer, if someone else). */
  idCustodianTo: rowId.nullish(),
  /** The same, where the institution keeps payroll: a worker of its register. */
  idCustodianWorkerTo: rowId.nullish(),
  description: z.string().trim().min(1, 'Describa el movimiento').max(250),
  assets: z
    .array(rowId)
    .max(MOVEMENT_ASSETS_MAX, `A lo sumo ${MOVEMENT_ASSETS_MAX} bienes por movimiento`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un bien está dos veces en el movimiento'),
});
export type AssetMovementDraft = z.infer<typeof assetMovementDraft>;

export const assetMovementLine = z.object({
  idAsset: z.number(),
  number: z.string(),
  description: z.string(),
  classification: z.string(),
  /** The asset's value the movement moved (set at posting; the value today while a draft). */
  amount: z.string(),
  fromUnit: z.string().nullable(),
  toUnit: z.string().nullable(),
  fromCustodian: z.string().nullable(),
  toCustodian: z.string().nullable(),
});

export const assetMovementDetail = z.object({
  ...documentOpening,
  idKind: z.number(),
  kindLabel: z.string(),
  movementDate: z.string(),
  idMovementType: z.number().nullable(),
  conceptCode: z.string().nullable(),
  conceptName: z.string().nullable(),
  idWorkUnitTo: z.number().nullable(),
  workUnitToName: z.string().nullable(),
  idCustodianTo: z.number().nullable(),
  idCustodianWorkerTo: z.number().nullable(),
  custodianToName: z.string().nullable(),
  description: z.string(),
  /** What the movement moved: the sum of its lines, negated on a reversal. */
  amount: z.string(),
  assetCount: z.number(),
  lines: z.array(assetMovementLine),
  ...documentClosing,
  /** Movements are internal papers: no public verification. */
  verifyId: z.null(),
});
export type AssetMovementDetail = z.infer<typeof assetMovementDetail>;

export const assetMovementHeader = assetMovementDetail.omit({ lines: true });

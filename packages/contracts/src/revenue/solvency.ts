import { z } from 'zod';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

/**
 * What a solvency certifies, each its own series of numbers: the taxpayer owes nothing at all (the
 * solvencia municipal), or nothing on one taxed object (a property to sell, a vehicle to transfer,
 * an activity's licence to renew).
 */
export const SOLVENCY_KINDS = [
  { id: 1, object: null, label: 'Solvencia municipal' },
  { id: 2, object: 'cadastre', label: 'Solvencia de inmueble' },
  { id: 3, object: 'vehicle', label: 'Solvencia de vehículo' },
  { id: 4, object: 'patent', label: 'Solvencia de actividad económica' },
] as const;

/** A solvency certificate to issue: for the taxpayer, or for one of its taxed objects. */
export const solvencyDraft = z.object({
  idPeriod: rowId,
  issueDate: isoDate,
  idTaxpayer: rowId,
  idKind: z.number().int().min(1).max(SOLVENCY_KINDS.length),
  taxedObject: z.object({ kind: z.enum(['vehicle', 'patent', 'cadastre']), id: rowId }).nullish(),
  note: z.string().trim().max(250).nullish(),
});
export type SolvencyDraft = z.output<typeof solvencyDraft>;

export const solvencyDetail = z.object({
  ...documentOpening,
  issueDate: z.string(),
  idKind: z.number(),
  kind: z.string(),
  idTaxpayer: z.number(),
  taxpayerRif: z.string(),
  taxpayerName: z.string(),
  taxedObject: z.object({ kind: z.string(), id: z.number(), label: z.string() }).nullable(),
  /** Until the next period of what the taxpayer is taxed on falls due; set at issue. */
  validUntil: z.string().nullable(),
  note: z.string().nullable(),
  issuedBy: z.string().nullable(),
  ...documentClosing,
  verifyId: z.string().nullable(),
});
export type SolvencyDetail = z.infer<typeof solvencyDetail>;

/** What the certificate's QR code shows anyone who scans it. */
export const verifiedSolvency = z.object({
  numero: z.string(),
  tipo: z.string(),
  institucion: z.string(),
  contribuyente: z.string(),
  rif: z.string(),
  objeto: z.string().nullable(),
  fechaEmision: z.string(),
  validaHasta: z.string(),
  /** VIGENTE, VENCIDA or ANULADA, today. */
  estado: z.enum(['VIGENTE', 'VENCIDA', 'ANULADA']),
});
export type VerifiedSolvency = z.infer<typeof verifiedSolvency>;

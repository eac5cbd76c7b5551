import { z } from 'zod';
import { moneyText } from '../budget/documents/document.ts';
import { pageQuery } from '../envelope.ts';
import { isoDate, rowId } from '../input.ts';

/**
 * An asset's place in the inventory: registered and waiting for its incorporation, in the inventory
 * (incorporated and not taken out), or out of it (disincorporated). Only movements change it.
 */
export const ASSET_STATUSES = [
  { value: 'pending', label: 'Por incorporar' },
  { value: 'in', label: 'Incorporado' },
  { value: 'out', label: 'Desincorporado' },
] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number]['value'];

/** The state of conservation an asset officer records at each count. */
export const ASSET_CONDITIONS = [
  { value: 'good', label: 'Bueno' },
  { value: 'fair', label: 'Regular' },
  { value: 'poor', label: 'Malo' },
  { value: 'unusable', label: 'Inservible' },
] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number]['value'];

export const assetStatusLabel = (status: string) =>
  ASSET_STATUSES.find((s) => s.value === status)?.label ?? status;
export const assetConditionLabel = (condition: string) =>
  ASSET_CONDITIONS.find((c) => c.value === condition)?.label ?? condition;

/** What an asset's number looks like on its label: the institution's own, or the next one given. */
export const ASSET_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null);

const nonNegativeMoney = moneyText.refine((v) => !v.startsWith('-'), 'El valor no puede ser negativo');

/**
 * What a person enters for an asset. The value, the classification, the work unit and the
 * custodian are set while it waits to be incorporated; afterwards only movements change them.
 */
export const assetInput = z.object({
  /** Blank: the institution's next number. */
  number: z
    .string()
    .trim()
    .regex(ASSET_NUMBER, 'El número del bien lleva letras, dígitos y guiones, hasta 20')
    .nullish()
    .or(z.literal('').transform(() => null)),
  idConcept: rowId.nullish(),
  idSubgroup: rowId,
  idSection: rowId.nullish(),
  description: text(250).min(1, 'Describa el bien'),
  serial: optionalText(60),
  brand: optionalText(60),
  model: optionalText(60),
  color: optionalText(40),
  /** The details the concept asks for (Procesador: Core i5), by name. */
  details: z
    .record(text(60).min(1), text(120))
    .refine((d) => Object.keys(d).length <= 20, 'A lo sumo 20 detalles')
    .default({}),
  acquiredOn: isoDate,
  value: nonNegativeMoney,
  idWorkUnit: rowId,
  /**
   * Who keeps and uses it (responsable de uso): a worker of payroll's register where the institution
   * keeps payroll, otherwise a person of its register of persons. One of the two at most.
   */
  idCustodian: rowId.nullish(),
  idCustodianWorker: rowId.nullish(),
  condition: z.enum(ASSET_CONDITIONS.map((c) => c.value) as [AssetCondition, ...AssetCondition[]]),
});
export type AssetInput = z.input<typeof assetInput>;

export const assetRow = z.object({
  id: z.number(),
  number: z.string(),
  idConcept: z.number().nullable(),
  conceptName: z.string().nullable(),
  idSubgroup: z.number(),
  idSection: z.number().nullable(),
  /** Group, subgroup and section as the BM forms print them: 2-04-01. */
  classification: z.string(),
  classificationName: z.string(),
  description: z.string(),
  serial: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  details: z.record(z.string(), z.string()),
  acquiredOn: z.string(),
  value: z.string(),
  idWorkUnit: z.number(),
  workUnitCode: z.string(),
  workUnitName: z.string(),
  idCustodian: z.number().nullable(),
  idCustodianWorker: z.number().nullable(),
  custodianName: z.string().nullable(),
  condition: z.string(),
  status: z.enum(['pending', 'in', 'out']),
  incorporatedOn: z.string().nullable(),
  disincorporatedOn: z.string().nullable(),
  /** The posted causación it was bought with, where it came from the budget. */
  idBudgetDocument: z.number().nullable(),
  budgetDocumentNumber: z.string().nullable(),
  version: z.number(),
});
export type AssetRow = z.infer<typeof assetRow>;

/** One line of an asset's history: a posted movement (or its reversal) that named it. */
export const assetHistoryLine = z.object({
  idMovement: z.number(),
  numberText: z.string().nullable(),
  kind: z.number(),
  kindLabel: z.string(),
  movementDate: z.string(),
  conceptCode: z.string().nullable(),
  conceptName: z.string().nullable(),
  fromUnit: z.string().nullable(),
  toUnit: z.string().nullable(),
  fromCustodian: z.string().nullable(),
  toCustodian: z.string().nullable(),
  amount: z.string(),
  reversal: z.boolean(),
  annulled: z.boolean(),
});

export const assetDetail = assetRow.extend({ history: z.array(assetHistoryLine) });
export type AssetDetail = z.infer<typeof assetDetail>;

export const assetListQuery = pageQuery.extend({
  status: z.enum(['pending', 'in', 'out']).optional(),
  idWorkUnit: rowId.optional(),
  idSubgroup: rowId.optional(),
  /** The exact number on a label (what its QR code names). */
  number: z.string().trim().max(20).optional(),
  /** The assets a worker keeps, not those taken out (the ones to hand over when they leave). */
  idCustodianWorker: rowId.optional(),
});

/**
 * A worker with an end of service, past or coming (HR records it ahead), who still keeps assets:
 * the asset office hands them to someone else with a change of custodian.
 */
export const custodianLeaver = z.object({
  idWorker: z.number(),
  idNumber: z.string(),
  name: z.string(),
  terminationDate: z.string(),
  assets: z.number(),
  value: z.string(),
});
export type CustodianLeaver = z.infer<typeof custodianLeaver>;

/** The most labels one sheet prints: past this, filter by work unit. */
export const LABELS_MAX = 2_000;

/** Where an asset's label QR code leads: its card, by the number printed beside it. */
export const assetLabelPath = (number: string) =>
  `/pages/InventarioBM7I-bienes-muebles?numero=${encodeURIComponent(number)}`;

/** A line of a posted budget document that caused spending on capital goods (4.04), and what of it is in the register. */
export const budgetAssetLine = z.object({
  idLine: z.number(),
  idDocument: z.number(),
  documentNumber: z.string().nullable(),
  documentType: z.string(),
  date: z.string(),
  beneficiary: z.string().nullable(),
  accountCode: z.string(),
  detail: z.string().nullable(),
  caused: z.string(),
  /** The value of the assets registered from it so far. */
  registered: z.string(),
  remaining: z.string(),
});
export type BudgetAssetLine = z.infer<typeof budgetAssetLine>;

/** The most assets one budget line registers at once (fifty chairs of one purchase). */
export const FROM_LINE_MAX = 500;

/**
 * Registers the assets a capital-goods line bought: as many as the quantity, waiting for their
 * incorporation, each with an equal share of the amount (the cents left over go to the first ones),
 * dated as the document and linked to it.
 */
export const fromBudgetLineInput = assetInput.omit({ number: true, value: true, acquiredOn: true }).extend({
  idLine: rowId,
  quantity: z
    .number()
    .int()
    .min(1, 'Al menos un bien')
    .max(FROM_LINE_MAX, `A lo sumo ${FROM_LINE_MAX} bienes a la vez`),
  /** What of the line these assets are worth; all that remains when absent. */
  amount: moneyText.nullish(),
});

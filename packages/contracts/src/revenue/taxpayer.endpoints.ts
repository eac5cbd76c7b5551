import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { rowId } from '../input.ts';
import { pendingObligation } from './obligations.ts';

/** A receipt of the taxpayer, as the taxpayer's view lists it. */
export const taxpayerReceipt = z.object({
  id: z.number(),
  status: z.enum(['posted', 'annulled']),
  numberText: z.string().nullable(),
  receiptDate: z.string(),
  cashBoxName: z.string(),
  objectLabel: z.string().nullable(),
  /** The concepts it charged, by code, with the periods they paid. */
  concepts: z.string(),
  amountNet: z.string(),
});
export type TaxpayerReceipt = z.infer<typeof taxpayerReceipt>;

/**
 * One taxpayer at a glance: who it is, every taxed object, what it owes today and every receipt
 * (the newest first, a page at a time).
 */
export const taxpayerStatement = z.object({
  taxpayer: z.object({
    id: z.number(),
    rif: z.string(),
    name: z.string(),
    taxpayerType: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
  }),
  objects: z.array(
    z.object({
      kind: z.enum(['vehicle', 'patent', 'cadastre']),
      id: z.number(),
      label: z.string(),
      /** Since when it is taxed, where the register says it. */
      since: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
  pending: z.array(pendingObligation),
  /** What the pending periods come to at their concepts' tariffs; those without tariff are counted apart. */
  pendingTotal: z.string(),
  /** The interest on late payment of those periods to today. */
  pendingInterest: z.string(),
  /** The early-payment discounts of those periods if paid today. */
  pendingDiscount: z.string(),
  pendingWithoutTariff: z.number(),
  receipts: page(taxpayerReceipt),
});
export type TaxpayerStatement = z.infer<typeof taxpayerStatement>;

export const taxpayerEndpoints = {
  statement: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/taxpayer/statement/:idTaxpayer',
    summary: 'Un contribuyente: sus objetos gravados, lo que debe hoy y sus recibos',
    access: access.anyScreen(['REC-CON-01', 'REC-REC-02']),
    params: z.object({ idTaxpayer: rowId }),
    query: pageQuery.pick({ page: true, size: true }),
    response: taxpayerStatement,
  }),
};

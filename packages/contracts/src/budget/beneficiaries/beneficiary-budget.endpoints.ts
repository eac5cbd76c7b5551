import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.ts';
import { integerIn, pageNumber } from '../../input.ts';

/** A beneficiary as the budget's view of the treasury master shows it. */
export const budgetBeneficiary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  /** What is withheld of each bill's IVA (IVA_WITHHOLDINGS): the document form proposes it. */
  ivaWithholding: z.enum(['75', '100', '0']),
});
export type BudgetBeneficiary = z.infer<typeof budgetBeneficiary>;

/** The budget's view of the beneficiaries (spec: beneficiaryBudget), under /api/budget. */
export const beneficiaryBudgetEndpoints = {
  find: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/beneficiaryBudget/findBeneficiaryByFilter',
    summary: 'Busca beneficiarios por RIF, cédula o nombre',
    // The document form picks beneficiaries too (the reports use the master's options).
    access: access.anyScreen(['PRE-BEN-01', 'PRE-DOC-02', 'TES-BEN-01']),
    reads: true,
    body: z.object({
      filter: z.string().trim().max(100).optional(),
      active: z.boolean().optional(),
      page: pageNumber.default(0),
      size: integerIn(1, 100).default(10),
    }),
    // The spec's answer carries the rows in `list`, beside `result`.
    response: z.object({
      result: z.literal(true),
      list: z.array(budgetBeneficiary),
      total: z.number().int(),
    }),
    bare: true,
  }),
  saveAll: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/beneficiaryBudget/saveAll',
    summary: 'Guarda una lista de beneficiarios: crea los nuevos y actualiza los existentes por RIF',
    access: access.screen('PRE-BEN-01'),
    body: z.object({ beneficiaries: z.array(z.unknown()).min(1, 'La lista está vacía').max(1000) }),
    response: z.object({ created: z.number().int(), updated: z.number().int() }),
  }),
};

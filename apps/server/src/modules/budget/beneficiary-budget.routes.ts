import { BUDGET_REPORTS, integerIn, pageNumber } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import { anyScreen, screen } from '../../platform/access/access.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { findBeneficiaryByFilter, saveAllBeneficiaries } from './beneficiary-budget.service.ts';

const beneficiary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
});

const PICKERS = [
  'PRE-BEN-01',
  'PRE-DOC-02',
  'TES-BEN-01',
  ...BUDGET_REPORTS.filter((r) => r.filters.includes('beneficiary')).map((r) => r.screen),
];

export function beneficiaryBudgetRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/findBeneficiaryByFilter',
      {
        // The document form and the reports filtered by beneficiary pick beneficiaries too.
        config: anyScreen(PICKERS),
        schema: {
          tags: ['budget'],
          summary: 'Busca beneficiarios por RIF, cédula o nombre',
          body: z.object({
            filter: z.string().trim().max(100).optional(),
            active: z.boolean().optional(),
            page: pageNumber.default(0),
            size: integerIn(1, 100).default(10),
          }),
          response: {
            ...replies(z.null()),
            200: z.object({ result: z.literal(true), list: z.array(beneficiary), total: z.number().int() }),
          },
        },
      },
      async (request) => ({
        result: true as const,
        ...(await findBeneficiaryByFilter(db, authOf(request), request.body)),
      }),
    );

    r.post(
      '/saveAll',
      {
        config: screen('PRE-BEN-01'),
        schema: {
          tags: ['budget'],
          summary: 'Guarda una lista de beneficiarios: crea los nuevos y actualiza los existentes por RIF',
          body: z.object({ beneficiaries: z.array(z.unknown()).min(1, 'La lista está vacía').max(1000) }),
          response: replies(z.object({ created: z.number().int(), updated: z.number().int() })),
        },
      },
      async (request) => {
        const saved = await saveAllBeneficiaries(db, authOf(request), request.body.beneficiaries);
        return ok(saved, `${saved.created} beneficiarios creados y ${saved.updated} actualizados`);
      },
    );
  };
}

import { z } from 'zod';
import { DASHBOARD_SCREEN } from '../charts.ts';
import { documentEndpointsOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { integerIn, rowId } from '../input.ts';
import { pickOption } from '../reports/report.ts';
import {
  payrollBudgetLine,
  payrollChange,
  payrollRunConcept,
  payrollRunDetail,
  payrollRunDraft,
  payrollRunEmployee,
  payrollRunPrevious,
} from './payroll-run.ts';

const READ = ['NOM-EMI-01', 'NOM-VIS-01'];

export const payrollRunEndpoints = documentEndpointsOf({
  service: 'hr',
  read: READ,
  write: 'NOM-EMI-01',
  paths: {
    create: '/payrollRun/create',
    update: '/payrollRun/update',
    remove: '/payrollRun/deleteById/:id',
    post: '/payrollRun/post/:id',
    annul: '/payrollRun/annul/:id',
    detail: '/payrollRun/findById/:id',
    pdf: '/payrollRun/pdf/:id',
    list: '/payrollRun/findByIdPeriod/:idPeriod',
  },
  draft: payrollRunDraft,
  detail: payrollRunDetail,
  list: { filters: { idEmployeeType: rowId.optional() } },
});

const runParam = z.object({ id: rowId });

export const payrollRunWorkEndpoints = {
  /** Computes one batch of employees (from 0): the first starts the computation over. */
  compute: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/payrollRun/compute/:id',
    summary: 'Calcula un lote de trabajadores de la nómina (el lote 0 la recalcula desde el principio)',
    access: access.screen('NOM-EMI-01'),
    params: runParam,
    body: z.object({ batch: integerIn(0, 10_000) }),
    response: z.object({ done: z.number(), total: z.number(), finished: z.boolean() }),
  }),
  employees: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payrollRun/employees/:id',
    summary: 'Los trabajadores de una nómina con sus conceptos',
    access: access.anyScreen(READ),
    params: runParam,
    query: pageQuery,
    response: page(payrollRunEmployee),
  }),
  concepts: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payrollRun/concepts/:id',
    summary: 'Los conceptos de una nómina con sus totales',
    access: access.anyScreen(READ),
    params: runParam,
    response: z.array(payrollRunConcept),
  }),
  changes: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payrollRun/changes/:id',
    summary: 'Lo que cambió cada trabajador, concepto por concepto, desde la nómina anterior',
    access: access.anyScreen(READ),
    params: runParam,
    query: pageQuery,
    response: page(payrollChange).extend({
      previous: payrollRunPrevious.nullable(),
      joined: z.number(),
      left: z.number(),
      changed: z.number(),
    }),
  }),
  budget: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payrollRun/budget/:id',
    summary: 'Las cuentas presupuestarias que comprometerá la nómina y su disponibilidad',
    access: access.anyScreen(READ),
    params: runParam,
    response: z.array(payrollBudgetLine),
  }),
};

/** A month of the payroll's cost: what the closed runs paid on that month's days, and what the employer added. */
export const payrollMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  assignments: z.string(),
  contributions: z.string(),
});

/** The dashboard's picture of the payroll's cost, month by month of the period. */
export const payrollMonthsEndpoint = defineEndpoint({
  method: 'GET',
  service: 'hr',
  path: '/payrollRun/months/:idPeriod',
  summary: 'El costo de la nómina del período mes a mes: asignaciones pagadas y aportes patronales',
  access: access.anyScreen([DASHBOARD_SCREEN]),
  params: z.object({ idPeriod: rowId }),
  response: z.array(payrollMonth),
});

/** The period's runs to pick one from (the payroll view): newest first, found by number or description. */
export const payrollRunOptions = defineEndpoint({
  method: 'GET',
  service: 'hr',
  path: '/payrollRun/options',
  summary: 'Las nóminas del período para elegir una',
  access: access.anyScreen(READ),
  query: z.object({ idPeriod: rowId, search: z.string().trim().max(200).optional() }),
  response: z.array(pickOption),
});

import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import { payslipRow } from './payslip.ts';

const OFFICE = ['NOM-EMI-01', 'NOM-VIS-01'];

/**
 * Payslips (spec: Recibos-Pago, no screen code, always shown): every signed-in user sees their own,
 * the employee of this institution their user is linked to, from closed runs; the payroll office
 * prints any employee's, or a whole run's. The run's bank payment file goes to the paying bank.
 */
export const payslipEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/mine',
    summary: 'Mis recibos de pago',
    access: access.session,
    response: z.object({ employee: z.string().nullable(), rows: z.array(payslipRow) }),
  }),
  minePdf: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/mine/:idRun',
    summary: 'Mi recibo de pago de una nómina (PDF)',
    access: access.session,
    params: z.object({ idRun: rowId }),
    files: ['pdf'],
  }),
  runPdf: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/run/:id',
    summary: 'Los recibos de pago de una nómina, o de uno de sus trabajadores (PDF)',
    access: access.anyScreen(OFFICE),
    params: z.object({ id: rowId }),
    query: z.object({ idEmployee: rowId.optional() }),
    files: ['pdf'],
  }),
  bankFile: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payrollRun/bankFile/:id',
    summary: 'El archivo de pago al banco de una nómina cerrada (TXT)',
    access: access.anyScreen(OFFICE),
    params: z.object({ id: rowId }),
    files: ['txt'],
  }),
};

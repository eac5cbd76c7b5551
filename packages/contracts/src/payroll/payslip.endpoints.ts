import { z } from 'zod';
import { verifyEndpointOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { integerIn, rowId } from '../input.ts';
import { payslipRow, verifiedEmploymentCertificate, verifiedWorkerArc } from './payslip.ts';

const year = integerIn(2000, 2999, 'Año inválido');

const OFFICE = ['NOM-EMI-01', 'NOM-VIS-01'];
/** Who prints a worker's papers: the payroll office, and the personnel register (its row action). */
const WORKER_PAPERS = ['NOM-REG-01', ...OFFICE];

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
  /** The signed-in worker's own annual ISLR certificate (AR-C) of a year. */
  mineArc: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/mine/arc/:year',
    summary: 'Mi comprobante anual de retenciones de ISLR (AR-C), en PDF',
    access: access.session,
    params: z.object({ year }),
    files: ['pdf'],
  }),
  /** Any worker's AR-C, for the payroll office. */
  arc: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/arc',
    summary: 'El comprobante anual de retenciones de ISLR (AR-C) de un trabajador, en PDF',
    access: access.anyScreen(WORKER_PAPERS),
    query: z.object({ idEmployee: rowId, year }),
    files: ['pdf'],
  }),
  /** The signed-in worker's own employment certificate (constancia de trabajo), issued today. */
  mineCertificate: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/mine/certificate',
    summary: 'Mi constancia de trabajo, en PDF',
    access: access.session,
    files: ['pdf'],
  }),
  /** Any worker's employment certificate, for the office. */
  certificate: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payslip/certificate',
    summary: 'La constancia de trabajo de un trabajador, en PDF',
    access: access.anyScreen(WORKER_PAPERS),
    query: z.object({ idEmployee: rowId }),
    files: ['pdf'],
  }),
  /** `GET /api/online/employmentCertificate/verify/{id}`, public, for the certificate's QR code. */
  verifyCertificate: verifyEndpointOf('/employmentCertificate/verify/:id', verifiedEmploymentCertificate),
  /** `GET /api/online/workerArc/verify/{id}`, public, for the AR-C's QR code. */
  verifyArc: verifyEndpointOf('/workerArc/verify/:id', verifiedWorkerArc),
  bankFile: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/payrollRun/bankFile/:id',
    summary:
      'El archivo de pago al banco de una nómina cerrada (TXT): sencillo, o en el formato del banco de la cuenta que se debita',
    access: access.anyScreen(OFFICE),
    params: z.object({ id: rowId }),
    // The institution's account the bank debits (Banesco, Mercantil): the file in that bank's layout.
    query: z.object({ idBankAccount: rowId.optional() }),
    files: ['txt'],
  }),
};

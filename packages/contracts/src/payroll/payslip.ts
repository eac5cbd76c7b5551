import { z } from 'zod';

/** One of an employee's payslips: a closed run that paid them. */
export const payslipRow = z.object({
  idRun: z.number(),
  numberText: z.string().nullable(),
  employeeType: z.string(),
  runKind: z.enum(['ordinary', 'vacation', 'special']),
  fromDate: z.string(),
  toDate: z.string(),
  payDate: z.string(),
  assignments: z.string(),
  deductions: z.string(),
  net: z.string(),
});
export type PayslipRow = z.infer<typeof payslipRow>;

/** A worker's annual ISLR certificate (AR-C) as its public verification shows it: as printed. */
export const verifiedWorkerArc = z.object({
  institucion: z.string(),
  rifAgente: z.string().nullable(),
  trabajador: z.string(),
  cedula: z.string(),
  ejercicio: z.number().int(),
  remuneraciones: z.string(),
  impuestoRetenido: z.string(),
  emitido: z.string(),
});
export type VerifiedWorkerArc = z.infer<typeof verifiedWorkerArc>;

/** An employment certificate (constancia de trabajo) as its public verification shows it: as issued. */
export const verifiedEmploymentCertificate = z.object({
  institucion: z.string(),
  rif: z.string().nullable(),
  trabajador: z.string(),
  cedula: z.string(),
  cargo: z.string(),
  dependencia: z.string(),
  ingreso: z.string(),
  /** Null while the worker serves. */
  egreso: z.string().nullable(),
  sueldoMensual: z.string(),
  salarioNormal: z.string().nullable(),
  expedida: z.string(),
});
export type VerifiedEmploymentCertificate = z.infer<typeof verifiedEmploymentCertificate>;

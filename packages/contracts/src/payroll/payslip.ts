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

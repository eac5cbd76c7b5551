import type { MenuDeclaration } from '../../platform/menu.ts';

export const PAYSLIPS_PATH = '/pages/Nomina-Recibos-Pago';

/** The employees' payment receipts have no screen code: shown wherever payroll is enabled (spec). */
export const payrollMenu: MenuDeclaration[] = [
  // Spec section 2: no screen code, always shown (the page says when the institution has no payroll).
  {
    key: 'payroll-receipts',
    name: 'Recibos de pago',
    path: PAYSLIPS_PATH,
    module: 'NOM',
    group: 'Nómina',
    always: true,
  },
];

import { employeeResource, PAYROLL_REPORTS } from '@erario/contracts';
import { lazy } from 'react';
import { PrintIcon } from '../../platform/icons.tsx';
import { rowExtension } from '../../platform/masters/extensions.tsx';
import { reportScreens } from '../../platform/reports/report-screens.tsx';
import type { WebModule } from '../../platform/screens.ts';
import { PAYSLIPS_PATH, payrollMenu } from './payroll.menu.ts';
import { EmployeePapersDialog } from './payslips/EmployeePapersDialog.tsx';

/**
 * Payroll's screens beyond its masters: the runs and their view; and the employees' payment receipts,
 * which have no screen code and show wherever payroll is enabled (spec).
 */
export const payrollScreens: WebModule = {
  name: 'payroll',
  screens: {
    'NOM-EMI-01': lazy(async () => ({
      default: (await import('./runs/PayrollRunsPage.tsx')).PayrollRunsPage,
    })),
    'NOM-VAC-01': lazy(async () => ({
      default: (await import('./vacations/VacationsPage.tsx')).VacationsPage,
    })),
    'NOM-PRE-01': lazy(async () => ({
      default: (await import('./benefits/BenefitsPage.tsx')).BenefitsPage,
    })),
    ...reportScreens(PAYROLL_REPORTS),
  },
  rowExtensions: {
    employee: rowExtension(employeeResource, {
      label: 'Constancia y AR-C',
      icon: PrintIcon,
      Dialog: EmployeePapersDialog,
    }),
  },
  verifyViews: {
    workerArc: {
      title: 'Verificación de AR-C',
      notFound: 'Comprobante no encontrado',
      body: async () => (await import('./payslips/WorkerArcVerifyBody.tsx')).workerArcVerification,
    },
    employmentCertificate: {
      title: 'Verificación de constancia de trabajo',
      notFound: 'Constancia no encontrada',
      body: async () => (await import('./payslips/CertificateVerifyBody.tsx')).certificateVerification,
    },
  },
  routes: [
    {
      path: PAYSLIPS_PATH,
      // Without the module's gate: every institution's users reach it (spec: always shown).
      frame: 'shell',
      page: async () => (await import('./payslips/PayslipsPage.tsx')).PayslipsPage,
    },
  ],
  menu: payrollMenu,
};

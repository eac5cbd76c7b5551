import { REVENUE_REPORTS } from '@erario/contracts';
import { lazy } from 'react';
import { reportScreens } from '../../platform/reports/report-screens.tsx';
import type { WebModule } from '../../platform/screens.ts';

/**
 * Revenue's screens beyond its masters: the taxpayers' master with each one's view, the receipts, the
 * form that issues them, the daily close and the reports; and the public pages of a printed receipt's,
 * solvency's, declaration's, collection notice's, fine's and payment agreement's QR codes.
 */
export const revenueScreens: WebModule = {
  name: 'revenue',
  screens: {
    'REC-CON-01': lazy(async () => ({
      default: (await import('./taxpayers/TaxpayersPage.tsx')).TaxpayersPage,
    })),
    'REC-SOL-01': lazy(async () => ({
      default: (await import('./solvencies/SolvenciesPage.tsx')).SolvenciesPage,
    })),
    'REC-AVI-01': lazy(async () => ({
      default: (await import('./notices/NoticesPage.tsx')).NoticesPage,
    })),
    'REC-CNV-01': lazy(async () => ({
      default: (await import('./agreements/AgreementsPage.tsx')).AgreementsPage,
    })),
    'REC-MUL-01': lazy(async () => ({
      default: (await import('./fines/FinesPage.tsx')).FinesPage,
    })),
    'REC-DEC-01': lazy(async () => ({
      default: (await import('./declarations/DeclarationsPage.tsx')).DeclarationsPage,
    })),
    'REC-REC-01': lazy(async () => {
      const { ReceiptsPage } = await import('./receipts/ReceiptsPage.tsx');
      return { default: () => <ReceiptsPage base="/pages/Recibos" /> };
    }),
    'REC-REC-02': lazy(async () => ({
      default: (await import('./receipts/ReceiptsPage.tsx')).AddReceiptPage,
    })),
    'REC-REC-03': lazy(async () => {
      const { ReceiptsPage } = await import('./receipts/ReceiptsPage.tsx');
      return { default: () => <ReceiptsPage base="/pages/View-Recibos" /> };
    }),
    'REC-REP-01': lazy(async () => ({
      default: (await import('./closes/DailyClosePage.tsx')).DailyClosePage,
    })),
    ...reportScreens(REVENUE_REPORTS, {
      // The arrears report issues its taxpayers' collection notices in a batch.
      'REC-REP-12': lazy(async () => ({
        default: (await import('./notices/NoticeBatchButton.tsx')).NoticeBatchButton,
      })),
    }),
  },
  verifyViews: {
    receipt: {
      title: 'Verificación de recibo',
      notFound: 'RECIBO NO ENCONTRADO',
      body: async () => (await import('./receipts/ReceiptVerifyBody.tsx')).receiptVerification,
    },
    solvency: {
      title: 'Verificación de solvencia',
      notFound: 'SOLVENCIA NO ENCONTRADA',
      body: async () => (await import('./solvencies/SolvencyVerifyBody.tsx')).solvencyVerification,
    },
    collectionNotice: {
      title: 'Verificación de aviso de cobro',
      notFound: 'AVISO DE COBRO NO ENCONTRADO',
      body: async () => (await import('./notices/NoticeVerifyBody.tsx')).noticeVerification,
    },
    paymentAgreement: {
      title: 'Verificación de convenio de pago',
      notFound: 'CONVENIO NO ENCONTRADO',
      body: async () => (await import('./agreements/AgreementVerifyBody.tsx')).agreementVerification,
    },
    fine: {
      title: 'Verificación de multa',
      notFound: 'MULTA NO ENCONTRADA',
      body: async () => (await import('./fines/FineVerifyBody.tsx')).fineVerification,
    },
    incomeDeclaration: {
      title: 'Verificación de declaración de ingresos',
      notFound: 'DECLARACIÓN NO ENCONTRADA',
      body: async () => (await import('./declarations/DeclarationVerifyBody.tsx')).declarationVerification,
    },
  },
};

import {
  formatDate,
  formatMoney,
  payrollMonthsEndpoint,
  payrollRunEndpoints,
  payrollRunKindLabel,
  payrollRunOptions,
  payrollRunWorkEndpoints,
} from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { Content } from 'pdfmake/interfaces';
import { authOf } from '../../../platform/access/access.hook.ts';
import { amountFacts } from '../../../platform/documents/document-pdf.ts';
import { documentRoutes, documentTenancy } from '../../../platform/documents/document-routes.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { payrollMonthsOf, runChanges, runConcepts, runEmployees } from './payroll-run.queries.ts';
import {
  computeRun,
  listPayrollRuns,
  payrollRuns,
  readPayrollRun,
  runBudget,
  runOptions,
} from './payroll-run.service.ts';

const KIND_LABELS = {
  assignment: 'Asignaciones',
  deduction: 'Deducciones',
  contribution: 'Aportes patronales',
};

/** Payroll runs on the document kit, their computation in batches, and what the review reads. */
export function payrollRunRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    documentRoutes(app, {
      db,
      table: 'payroll_run',
      endpoints: payrollRunEndpoints,
      lifecycle: payrollRuns,
      read: readPayrollRun,
      list: listPayrollRuns,
      publicUrl: config.publicUrl,
      async print(r, { db, idClient }) {
        const concepts = await runConcepts(db, idClient, r.id);
        const money = (v: string) => ({ text: formatMoney(v), alignment: 'right' as const });
        return {
          title: `Nómina N° ${r.numberText ?? '(borrador)'}`,
          subtitle: `${r.employeeTypeName} · ${payrollRunKindLabel(r.runKind)} del ${formatDate(r.fromDate)} al ${formatDate(r.toDate)}`,
          // An internal paper: the employees hold their payslips.
          verifyPath: null,
          facts: [
            ['Fecha de pago', formatDate(r.payDate)],
            ['Trabajadores', String(r.employees)],
            ['Asignaciones', formatMoney(r.assignments)],
            ['Deducciones', formatMoney(r.deductions)],
            ['Aportes patronales', formatMoney(r.contributions)],
            ...amountFacts(r.net),
            ...(r.commitmentNumber ? [['Compromiso', r.commitmentNumber] as [string, string]] : []),
            ...(r.causationNumber ? [['Causación', r.causationNumber] as [string, string]] : []),
            ['Descripción', r.description],
          ],
          annulled: r.status === 'annulled' ? { at: r.annulledAt, reason: r.annulReason } : undefined,
          body: [
            {
              table: {
                headerRows: 1,
                widths: [70, '*', 80, 50, 80],
                body: [
                  ['Código', 'Concepto', 'Partida', 'Trab.', 'Monto'],
                  ...concepts.map((c) => [
                    c.code,
                    `${c.name} (${KIND_LABELS[c.kind]})`,
                    c.accountCode ?? '',
                    { text: String(c.employees), alignment: 'right' as const },
                    money(c.amount),
                  ]),
                ],
              },
              fontSize: 8,
            } as Content,
          ],
          signatures: ['Elaborado por', 'Revisado por', 'Aprobado por'],
          filename: `Nomina ${r.numberText ?? r.id}.pdf`,
        };
      },
    });
    const row = documentTenancy('payroll_run');
    const w = payrollRunWorkEndpoints;
    route(app, w.compute, row, async (request) =>
      ok(await computeRun(db, authOf(request), request.params.id, request.body.batch)),
    );
    route(app, w.employees, row, async (request) =>
      ok(await runEmployees(db, authOf(request).idClient, request.params.id, request.query)),
    );
    route(app, w.concepts, row, async (request) =>
      ok(await runConcepts(db, authOf(request).idClient, request.params.id)),
    );
    route(app, w.changes, row, async (request) =>
      ok(await runChanges(db, authOf(request).idClient, request.params.id, request.query)),
    );
    route(app, w.budget, row, async (request) => ok(await runBudget(db, authOf(request), request.params.id)));
    route(app, payrollMonthsEndpoint, PERIOD_ROW, async (request) =>
      ok(await payrollMonthsOf(db, authOf(request).idClient, request.params.idPeriod)),
    );
    route(app, payrollRunOptions, { kind: 'token' }, async (request) =>
      ok(await runOptions(db, authOf(request).idClient, request.query.idPeriod, request.query.search)),
    );
  };
}

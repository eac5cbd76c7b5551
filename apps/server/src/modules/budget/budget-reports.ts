import {
  BUDGET_REPORTS,
  formatDate,
  MOMENTS,
  MONTHS,
  type ReportDef,
  type ReportQuery,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { ReportFamily } from '../../platform/reports/report.service.ts';
import { BUDGET_REPORT_SQL } from './budget-reports.sql.ts';

/** What a budget report covers, in words, for its heading on screen and on paper. */
async function describe(db: Db, idClient: number, def: ReportDef, q: ReportQuery): Promise<string> {
  const found = await db.execute<{
    description: string;
    type_name: string | null;
    beneficiary: string | null;
  }>(sql`
    select p.description,
           (select name from document_type where id = ${q.idDocumentType ?? null}::integer) as type_name,
           (select name from beneficiary where id = ${q.idBeneficiary ?? null}::integer and id_client = ${idClient}) as beneficiary
      from period p where p.id = ${q.idPeriod} and p.id_client = ${idClient}`);
  const period = found.rows[0];
  if (!period) throw notFound('El período no existe en esta institución.');
  const uses = new Set(def.filters);
  const parts = [`Período ${period.description}`];
  if (uses.has('dateRange') && (q.from || q.to))
    parts.push(`del ${q.from ? formatDate(q.from) : 'inicio'} al ${q.to ? formatDate(q.to) : 'cierre'}`);
  if (uses.has('month')) parts.push(`mes de ${MONTHS[(q.month ?? 1) - 1]}`);
  if (uses.has('level')) parts.push(`nivel ${q.level ?? 1}`);
  if (uses.has('moment')) parts.push(MOMENTS.find((m) => m.value === (q.moment ?? 'caused'))?.label ?? '');
  if (uses.has('documentType') && period.type_name) parts.push(period.type_name);
  if (uses.has('beneficiary') && period.beneficiary) parts.push(period.beneficiary);
  if (uses.has('account') && q.account) parts.push(`cuentas ${q.account}…`);
  return parts.join(' · ');
}

/** The thirteen expense-budget reports: declarations in contracts, SQL and headings here. */
export const BUDGET_REPORT_FAMILY: ReportFamily = {
  reports: BUDGET_REPORTS,
  sources: BUDGET_REPORT_SQL,
  describe,
};

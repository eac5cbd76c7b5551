import { randomBytes } from 'node:crypto';
import { formatMoney, type VerifiedWorkerArc } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PrintedDocument } from '../../../platform/documents/document-pdf.ts';
import { notFound } from '../../../platform/errors.ts';
import { annualCertificateTable } from '../../treasury/index.ts';

type Month = { month: number; paid: string; withheld: string; percent: string | null };

/**
 * A worker's annual certificate of remunerations paid and ISLR withheld (AR-C, Reglamento de
 * retenciones art. 24): month by month, from the closed runs in force paid that month (by their pay
 * date), the assignments paid, the ISLR withheld (the concepts remitted as ISLR) and the percentage it
 * came to, with running totals. Recorded with the totals it states: printed again with the same
 * totals, it keeps its QR code; the public verification says them as printed.
 */
export async function printedWorkerArc(
  db: Db,
  auth: AuthContext,
  idEmployee: number,
  year: number,
): Promise<PrintedDocument> {
  const who = await db.execute<{ id_number: string; name: string }>(sql`
    select id_number, name from employee where id = ${idEmployee} and id_client = ${auth.idClient}`);
  const worker = who.rows[0];
  if (!worker) throw notFound('Trabajador no encontrado');
  const found = await db.execute<Month>(sql`
    with paid as (
      select e.id, extract(month from r.pay_date)::int as month, e.assignments,
             coalesce((select sum(l.amount) from payroll_run_line l
                         join payroll_run_concept k on k.id_run = r.id and k.id_concept = l.id_concept
                        where l.id_run_employee = e.id and k.remit_as = 'ISLR'), 0) as withheld
        from payroll_run_employee e join payroll_run r on r.id = e.id_run
       where r.id_client = ${auth.idClient} and e.id_employee = ${idEmployee}
         and r.status = 'posted' and r.id_reverses is null
         and r.pay_date between make_date(${year}::int, 1, 1) and make_date(${year}::int, 12, 31))
    select month, sum(assignments)::text as paid, sum(withheld)::text as withheld,
           case when sum(assignments) > 0 then round(sum(withheld) / sum(assignments) * 100, 2)::text end as percent
      from paid group by month order by month`);
  const months = found.rows;
  const total = (key: 'paid' | 'withheld') =>
    months.reduce((sum, m) => sum.plus(m[key]), new Decimal(0)).toFixed(2);
  const paid = total('paid');
  const withheld = total('withheld');
  // The same totals are the same certificate: printed again, it keeps its id (read after the insert:
  // a print at the same moment may have written it).
  await db.execute(sql`
    insert into worker_arc (id_client, id_employee, year, name, id_number, total_paid, total_withheld, verify_id,
                            issued_by, issued_at)
    values (${auth.idClient}, ${idEmployee}, ${year}, ${worker.name}, ${worker.id_number}, ${paid}, ${withheld},
            ${randomBytes(16).toString('base64url')}, ${auth.idUser}, ${auth.now.toISOString()})
    on conflict (id_client, id_employee, year, total_paid, total_withheld) do nothing`);
  const issued = await db.execute<{ verify_id: string }>(sql`
    select verify_id from worker_arc
     where id_client = ${auth.idClient} and id_employee = ${idEmployee} and year = ${year}
       and total_paid = ${paid} and total_withheld = ${withheld}`);
  const verifyId = issued.rows[0]?.verify_id as string;
  return {
    idClient: auth.idClient,
    title: 'Comprobante de retenciones del ISLR (AR-C)',
    subtitle: `Remuneraciones pagadas e impuesto retenido · ejercicio ${year}`,
    period: String(year),
    status: 'posted',
    isReversal: false,
    verifyPath: `/workerArc/verify/${verifyId}`,
    facts: [
      ['Trabajador', worker.name],
      ['Cédula', worker.id_number],
      ['Remuneraciones pagadas en el año', { text: `Bs. ${formatMoney(paid)}`, bold: true }],
      ['Impuesto retenido en el año', { text: `Bs. ${formatMoney(withheld)}`, bold: true }],
    ],
    body: [
      annualCertificateTable(months, {
        paid: 'Remuneraciones',
        own: { head: '% retenido', cell: (m) => (m.percent ? formatMoney(m.percent) : ''), total: '' },
        none: `No se pagaron remuneraciones a este trabajador en ${year}.`,
        widths: ['*', 75, 55, 75, 75, 75],
      }),
    ],
    signatures: ['Agente de retención'],
    filename: `AR-C ${year} ${worker.id_number}.pdf`,
  };
}

/** What the public verification of an AR-C says: the institution, whom, the year and its totals as printed. */
export async function verifiedWorkerArc(db: Db, verifyId: string): Promise<VerifiedWorkerArc> {
  const found = await db.execute<{
    client_name: string;
    code_fiscal_information: string | null;
    name: string;
    id_number: string;
    year: number;
    total_paid: string;
    total_withheld: string;
    issued: string;
  }>(sql`
    select cl.client_name, cl.code_fiscal_information, a.name, a.id_number, a.year,
           a.total_paid::text as total_paid, a.total_withheld::text as total_withheld,
           to_char(a.issued_at at time zone cl.time_zone, 'DD/MM/YYYY HH24:MI') as issued
      from worker_arc a
      join client cl on cl.id = a.id_client
     where a.verify_id = ${verifyId}`);
  const row = found.rows[0];
  if (!row) throw notFound('Comprobante no encontrado');
  return {
    institucion: row.client_name,
    rifAgente: row.code_fiscal_information,
    trabajador: row.name,
    cedula: row.id_number,
    ejercicio: row.year,
    remuneraciones: row.total_paid,
    impuestoRetenido: row.total_withheld,
    emitido: row.issued,
  };
}

import { randomBytes } from 'node:crypto';
import { formatMoney, ISLR_KIND, MONTHS, type VerifiedIslrCertificate } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { headCell, type PrintedDocument, rightCell } from '../../../platform/documents/document-pdf.ts';
import { notFound } from '../../../platform/errors.ts';

type Month = {
  month: number;
  paid: string;
  subject: string;
  withheld: string;
};

/** A month of an annual ISLR certificate: what was paid and withheld in it. */
export interface CertificateMonth {
  month: number;
  paid: string;
  withheld: string;
}

/**
 * The table of an annual ISLR certificate, the beneficiary's (treasury) and the worker's AR-C
 * (payroll): month by month what was paid, a column of the certificate's own, what was withheld, and
 * the running totals; with nothing in the year, the line that says so.
 */
export function annualCertificateTable<M extends CertificateMonth>(
  months: readonly M[],
  t: {
    /** What the paid column is called: «Monto pagado», «Remuneraciones». */
    paid: string;
    own: { head: string; cell(m: M): string; total: string };
    none: string;
    widths: (string | number)[];
  },
): Content {
  const { own, none, widths } = t;
  if (months.length === 0) return { text: none, margin: [0, 12, 0, 0] };
  let paid = new Decimal(0);
  let withheld = new Decimal(0);
  const rows = months.map((m) => {
    paid = paid.plus(m.paid);
    withheld = withheld.plus(m.withheld);
    const name = MONTHS[m.month - 1] ?? '';
    return [
      name.charAt(0).toUpperCase() + name.slice(1),
      rightCell(formatMoney(m.paid)),
      rightCell(own.cell(m)),
      rightCell(formatMoney(m.withheld)),
      rightCell(formatMoney(paid.toFixed(2))),
      rightCell(formatMoney(withheld.toFixed(2))),
    ];
  });
  return {
    margin: [0, 12, 0, 0],
    table: {
      headerRows: 1,
      widths,
      body: [
        [
          headCell('Mes'),
          headCell(t.paid, 'right'),
          headCell(own.head, 'right'),
          headCell('Impuesto retenido', 'right'),
          headCell('Pagado acumulado', 'right'),
          headCell('Retenido acumulado', 'right'),
        ],
        ...rows,
        [
          { text: 'Total', bold: true },
          rightCell(formatMoney(paid.toFixed(2)), true),
          rightCell(own.total, true),
          rightCell(formatMoney(withheld.toFixed(2)), true),
          '',
          '',
        ],
      ],
    },
  };
}

/**
 * The annual certificate of the ISLR withheld from one beneficiary in a calendar year, AR-C style
 * (a payroll's ISLR is its workers', certified to each by payroll's own AR-C):
 * for each month with withholdings, what was paid (the bills' amounts without IVA), what was subject
 * to withholding and what was withheld, with the running totals; annulled withholdings left out. It
 * is recorded with the totals it states (the same totals print the same certificate, with the same
 * QR code), and its public verification says them as printed.
 */
export async function printedIslrCertificate(
  db: Db,
  auth: AuthContext,
  idBeneficiary: number,
  year: number,
): Promise<PrintedDocument> {
  const who = await db.execute<{ code: string; name: string }>(sql`
    select code, name from beneficiary where id = ${idBeneficiary} and id_client = ${auth.idClient}`);
  const beneficiary = who.rows[0];
  if (!beneficiary) throw notFound('Beneficiario no encontrado');
  const found = await db.execute<Month>(sql`
    select extract(month from w.withheld_on)::int as month, sum(w.taxable_base)::text as paid,
           sum(w.base)::text as subject, sum(w.amount)::text as withheld
      from withholding w
     where w.id_client = ${auth.idClient} and w.id_beneficiary = ${idBeneficiary} and w.id_kind = ${ISLR_KIND}
       and w.status <> 'annulled' and w.source_table is distinct from 'payroll_run'
       and w.withheld_on between make_date(${year}::int, 1, 1) and make_date(${year}::int, 12, 31)
     group by 1 order by 1`);
  const months = found.rows;
  const total = (key: 'paid' | 'subject' | 'withheld') =>
    months.reduce((sum, m) => sum.plus(m[key]), new Decimal(0)).toFixed(2);
  const paid = total('paid');
  const withheld = total('withheld');
  // The same totals are the same certificate: printed again, it keeps its id.
  const issued = await db.execute<{ verify_id: string }>(sql`
    with made as (
      insert into islr_certificate (id_client, id_beneficiary, year, total_paid, total_withheld, verify_id, issued_by,
                                    issued_at)
      values (${auth.idClient}, ${idBeneficiary}, ${year}, ${paid}, ${withheld},
              ${randomBytes(16).toString('base64url')}, ${auth.idUser}, ${auth.now.toISOString()})
      on conflict (id_client, id_beneficiary, year, total_paid, total_withheld) do nothing
      returning verify_id)
    select verify_id from made
    union all
    select verify_id from islr_certificate
     where id_client = ${auth.idClient} and id_beneficiary = ${idBeneficiary} and year = ${year}
       and total_paid = ${paid} and total_withheld = ${withheld}
     limit 1`);
  const verifyId = issued.rows[0]?.verify_id as string;
  return {
    idClient: auth.idClient,
    title: 'Comprobante de retenciones del ISLR',
    subtitle: `Ejercicio ${year} · del 01/01/${year} al 31/12/${year}`,
    period: String(year),
    status: 'posted',
    isReversal: false,
    verifyPath: `/islrCertificate/verify/${verifyId}`,
    facts: [
      ['Beneficiario', beneficiary.name],
      ['RIF', beneficiary.code],
      ['Monto pagado en el año', { text: `Bs. ${formatMoney(paid)}`, bold: true }],
      ['Impuesto retenido en el año', { text: `Bs. ${formatMoney(withheld)}`, bold: true }],
    ],
    body: [
      annualCertificateTable(months, {
        paid: 'Monto pagado',
        own: {
          head: 'Sujeto a retención',
          cell: (m) => formatMoney(m.subject),
          total: formatMoney(total('subject')),
        },
        none: `No se retuvo ISLR a este beneficiario en ${year}.`,
        widths: ['*', 70, 70, 70, 70, 70],
      }),
    ],
    signatures: ['Agente de retención'],
    filename: `ISLR ${year} ${beneficiary.code}.pdf`,
  };
}

/** What the public verification of a certificate says: the institution, whom, the year and its totals as printed. */
export async function verifiedIslrCertificate(db: Db, verifyId: string): Promise<VerifiedIslrCertificate> {
  const found = await db.execute<{
    client_name: string;
    code_fiscal_information: string | null;
    name: string;
    code: string;
    year: number;
    total_paid: string;
    total_withheld: string;
    issued: string;
  }>(sql`
    select cl.client_name, cl.code_fiscal_information, b.name, b.code, c.year, c.total_paid::text as total_paid,
           c.total_withheld::text as total_withheld,
           to_char(c.issued_at at time zone cl.time_zone, 'DD/MM/YYYY HH24:MI') as issued
      from islr_certificate c
      join client cl on cl.id = c.id_client
      join beneficiary b on b.id = c.id_beneficiary
     where c.verify_id = ${verifyId}`);
  const row = found.rows[0];
  if (!row) throw notFound('Comprobante no encontrado');
  return {
    institucion: row.client_name,
    rifAgente: row.code_fiscal_information,
    beneficiario: row.name,
    rif: row.code,
    ejercicio: row.year,
    montoPagado: row.total_paid,
    impuestoRetenido: row.total_withheld,
    emitido: row.issued,
  };
}

import { formatDate, ISLR_KIND, IVA_KIND, rifCheckDigit } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';

/** A RIF as the tax authority's files write it: no dashes, upper case (G-20009997-6 → G200099976). */
export const bareRif = (rif: string | null) => (rif ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * A worker's RIF from their cédula (V-12345678 → V123456784): the letter, the number padded to eight
 * digits and the SENIAT's check digit; the cédula as it is when its letter has no rule.
 */
export function cedulaRif(idNumber: string): string {
  const m = /^([A-Za-z])\W*(\d{1,8})$/.exec(idNumber.trim());
  if (!m) return bareRif(idNumber);
  const letter = (m[1] as string).toUpperCase();
  const digits = (m[2] as string).padStart(8, '0');
  const check = rifCheckDigit(letter, digits);
  return check === null ? bareRif(idNumber) : `${letter}${digits}${check}`;
}

/** A number of the invoice or its control, trimmed and without dashes, at most its last `max` characters. */
const bareNumber = (v: string, max?: number) => {
  const bare = v.trim().replace(/-/g, '');
  return max && bare.length > max ? bare.slice(-max) : bare;
};

/** The last day of a month, as YYYY-MM-DD. */
const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

type Declared = {
  withheld_on: string;
  receipt_number: string;
  bill_date: string;
  bill_number: string;
  bill_control: string;
  bill_total: string;
  taxable_base: string;
  exempt: string;
  iva_rate: string;
  base: string;
  rate: string;
  amount: string;
  concept: string | null;
  rif: string;
};

/**
 * What was withheld of one tax between two days (annulled receipts are not declared), by receipt;
 * without a payroll run's, which `payrollIslr` declares worker by worker.
 */
async function declared(db: Db, idClient: number, idKind: number, from: string, to: string) {
  const found = await db.execute<Declared>(sql`
    select to_char(w.withheld_on, 'YYYY-MM-DD') as withheld_on, w.receipt_number,
           to_char(w.bill_date, 'YYYY-MM-DD') as bill_date, w.bill_number, w.bill_control,
           w.bill_total::text as bill_total, w.taxable_base::text as taxable_base, w.exempt::text as exempt,
           round(w.iva_rate, 2)::text as iva_rate, w.base::text as base, round(w.rate, 2)::text as rate,
           w.amount::text as amount, w.concept, be.code as rif
      from withholding w join beneficiary be on be.id = w.id_beneficiary
     where w.id_client = ${idClient} and w.id_kind = ${idKind} and w.status <> 'annulled'
       and w.withheld_on between ${from} and ${to} and w.source_table is distinct from 'payroll_run'
     order by w.receipt_number`);
  return found.rows;
}

/**
 * The ISLR a closed payroll run withheld, one line per worker as the SENIAT's file wants salaries
 * (concept 001, «Sueldos y salarios», Manual técnico SENIAT 60.40.40.039): the worker's cédula as the
 * RIF retained, what the run paid them and the percentage withheld of it.
 */
async function payrollIslr(db: Db, idClient: number, from: string, to: string) {
  const found = await db.execute<{ withheld_on: string; rif: string; base: string; rate: string }>(sql`
    select to_char(w.withheld_on, 'YYYY-MM-DD') as withheld_on, e.id_number as rif,
           e.assignments::text as base, round(sum(l.amount) / e.assignments * 100, 2)::text as rate
      from withholding w
      join payroll_run_employee e on e.id_run = w.id_source
      join payroll_run_line l on l.id_run_employee = e.id
      join payroll_run_concept k on k.id_run = e.id_run and k.id_concept = l.id_concept and k.remit_as = 'ISLR'
     where w.id_client = ${idClient} and w.id_kind = ${ISLR_KIND} and w.status <> 'annulled'
       and w.source_table = 'payroll_run' and w.withheld_on between ${from} and ${to} and e.assignments > 0
     group by w.withheld_on, w.receipt_number, e.id, e.id_number, e.assignments
     order by w.receipt_number, e.id_number`);
  return found.rows;
}

async function agentRif(db: Db, idClient: number): Promise<string> {
  const found = await db.execute<{ rif: string | null }>(
    sql`select code_fiscal_information as rif from client where id = ${idClient}`,
  );
  return bareRif(found.rows[0]?.rif ?? null);
}

/**
 * The IVA withholdings' declaration of a fortnight (domain notes, section 2): one line per receipt,
 * sixteen fields separated by tabs, lines ended by CRLF, no header; amounts with a dot and two
 * decimals, no thousands separator; an empty field written as 0.
 */
export async function ivaFile(
  db: Db,
  idClient: number,
  q: { year: number; month: number; fortnight: number },
): Promise<{ text: string; filename: string; lines: number }> {
  const month = `${q.year}-${pad(q.month)}`;
  const from = q.fortnight === 1 ? `${month}-01` : `${month}-16`;
  const to = q.fortnight === 1 ? `${month}-15` : lastDay(q.year, q.month);
  const agent = await agentRif(db, idClient);
  const rows = await declared(db, idClient, IVA_KIND, from, to);
  // An empty file is no declaration: the treasurer is told why nothing came, rather than handed 0 bytes.
  if (rows.length === 0)
    throw new AppError(
      422,
      `No hay retenciones de IVA del ${formatDate(from)} al ${formatDate(to)}: no hay archivo que declarar.`,
    );
  const period = `${q.year}${pad(q.month)}`;
  const lines = rows.map((r) =>
    [
      agent,
      period,
      r.bill_date,
      'C',
      '01',
      bareRif(r.rif),
      bareNumber(r.bill_number) || '0',
      bareNumber(r.bill_control) || '0',
      r.bill_total,
      r.taxable_base,
      r.amount,
      '0',
      r.receipt_number,
      r.exempt,
      r.iva_rate,
      '0',
    ].join('\t'),
  );
  return {
    text: lines.map((l) => `${l}\r\n`).join(''),
    filename: `IVA ${agent} ${period} quincena ${q.fortnight}.txt`,
    lines: lines.length,
  };
}

const xmlText = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The ISLR withholdings' declaration of a month (domain notes, section 2): `RelacionRetencionesISLR`
 * with the agent's RIF and the period, one `DetalleRetencion` per withholding, encoded ISO-8859-1.
 */
export async function islrFile(
  db: Db,
  idClient: number,
  q: { year: number; month: number },
): Promise<{ body: Buffer; filename: string; lines: number }> {
  const month = `${q.year}-${pad(q.month)}`;
  const agent = await agentRif(db, idClient);
  const rows = await declared(db, idClient, ISLR_KIND, `${month}-01`, lastDay(q.year, q.month));
  const salaries = await payrollIslr(db, idClient, `${month}-01`, lastDay(q.year, q.month));
  const period = `${q.year}${pad(q.month)}`;
  const salaryDetails = salaries.map(
    (r) =>
      `  <DetalleRetencion>\r\n` +
      `    <RifRetenido>${xmlText(cedulaRif(r.rif))}</RifRetenido>\r\n` +
      `    <NumeroFactura>0</NumeroFactura>\r\n` +
      `    <NumeroControl>NA</NumeroControl>\r\n` +
      `    <FechaOperacion>${r.withheld_on.split('-').reverse().join('/')}</FechaOperacion>\r\n` +
      `    <CodigoConcepto>001</CodigoConcepto>\r\n` +
      `    <MontoOperacion>${r.base}</MontoOperacion>\r\n` +
      `    <PorcentajeRetencion>${r.rate}</PorcentajeRetencion>\r\n` +
      `  </DetalleRetencion>\r\n`,
  );
  const details = rows.map(
    (r) =>
      `  <DetalleRetencion>\r\n` +
      `    <RifRetenido>${xmlText(bareRif(r.rif))}</RifRetenido>\r\n` +
      `    <NumeroFactura>${xmlText(bareNumber(r.bill_number, 10))}</NumeroFactura>\r\n` +
      `    <NumeroControl>${xmlText(bareNumber(r.bill_control, 10))}</NumeroControl>\r\n` +
      `    <FechaOperacion>${r.withheld_on.split('-').reverse().join('/')}</FechaOperacion>\r\n` +
      `    <CodigoConcepto>${xmlText(r.concept ?? '')}</CodigoConcepto>\r\n` +
      `    <MontoOperacion>${r.base}</MontoOperacion>\r\n` +
      `    <PorcentajeRetencion>${r.rate}</PorcentajeRetencion>\r\n` +
      `  </DetalleRetencion>\r\n`,
  );
  const xml =
    `<?xml version="1.0" encoding="ISO-8859-1"?>\r\n` +
    `<RelacionRetencionesISLR RifAgente="${xmlText(agent)}" Periodo="${period}">\r\n` +
    details.join('') +
    salaryDetails.join('') +
    `</RelacionRetencionesISLR>\r\n`;
  return {
    body: Buffer.from(xml, 'latin1'),
    filename: `ISLR ${agent} ${period}.xml`,
    lines: rows.length + salaries.length,
  };
}

import {
  amountInWords,
  formatDate,
  formatMoney,
  type PayrollRunEmployee,
  type PayslipRow,
  payrollRunKindLabel,
  payslipRow,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { renderPdf } from '../../../platform/reports/pdf.ts';
import { RUN_EMPLOYEE_COLUMNS } from '../runs/payroll-run.queries.ts';

/** A run that pays: closed and in force (a reversal pays nobody; an annulled run paid nothing in the end). */
const PAID = sql`r.status = 'posted' and r.id_reverses is null`;

/** The employee of this institution the signed-in user is (by the user linked on the register), or null. */
async function myEmployee(db: Db, auth: AuthContext) {
  const found = await db.execute<{ id: number; name: string }>(sql`
    select e.id, e.name from employee e join app_user u on lower(u.username) = lower(e.username)
     where u.id = ${auth.idUser} and e.id_client = ${auth.idClient}`);
  return found.rows[0] ?? null;
}

/** The signed-in user's own employee in this institution, or 404. */
export async function myEmployeeId(db: Db, auth: AuthContext): Promise<number> {
  const me = await myEmployee(db, auth);
  if (!me) throw notFound('Su usuario no está asociado a un trabajador de esta institución.');
  return me.id;
}

/** The signed-in user's payslips in this institution, newest first. */
export async function myPayslips(
  db: Db,
  auth: AuthContext,
): Promise<{ employee: string | null; rows: PayslipRow[] }> {
  const me = await myEmployee(db, auth);
  if (!me) return { employee: null, rows: [] };
  const rows = await selectRows(
    db,
    payslipRow,
    sql`
    select r.id as "idRun", r.number_text as "numberText", t.name as "employeeType", r.run_kind as "runKind",
           to_char(r.from_date, 'YYYY-MM-DD') as "fromDate", to_char(r.to_date, 'YYYY-MM-DD') as "toDate",
           to_char(r.pay_date, 'YYYY-MM-DD') as "payDate", e.assignments::text as assignments,
           e.deductions::text as deductions, (e.assignments - e.deductions)::text as net
      from payroll_run_employee e
      join payroll_run r on r.id = e.id_run
      join employee_type t on t.id = r.id_employee_type
     where e.id_employee = ${me.id} and r.id_client = ${auth.idClient} and ${PAID}
     order by r.pay_date desc, r.id desc`,
  );
  return { employee: me.name, rows };
}

type Slip = PayrollRunEmployee & { accountNumber: string | null; bankCode: string | null };

type RunHead = {
  numberText: string | null;
  employeeType: string;
  runKind: string;
  fromDate: string;
  toDate: string;
  payDate: string;
  client: string;
  rif: string;
};

async function runHead(db: Db, idClient: number, idRun: number): Promise<RunHead> {
  const found = await db.execute<RunHead>(sql`
    select r.number_text as "numberText", t.name as "employeeType", r.run_kind as "runKind",
           to_char(r.from_date, 'YYYY-MM-DD') as "fromDate", to_char(r.to_date, 'YYYY-MM-DD') as "toDate",
           to_char(r.pay_date, 'YYYY-MM-DD') as "payDate", c.client_name as client,
           coalesce(c.code_fiscal_information, '') as rif
      from payroll_run r join employee_type t on t.id = r.id_employee_type join client c on c.id = r.id_client
     where r.id = ${idRun} and r.id_client = ${idClient} and ${PAID}`);
  const head = found.rows[0];
  if (!head) throw notFound('Nómina no encontrada o no cerrada: los recibos salen de nóminas cerradas.');
  return head;
}

const masked = (account: string | null) =>
  account ? `${account.slice(0, 4)}…${account.slice(-4)}` : 'sin cuenta';

function slip(head: RunHead, e: Slip): Content {
  const money = (v: string) => ({ text: formatMoney(v), alignment: 'right' as const });
  const rows: TableCell[][] = [
    [
      { text: 'Concepto', bold: true },
      { text: 'Asignaciones', bold: true, alignment: 'right' },
      { text: 'Deducciones', bold: true, alignment: 'right' },
    ],
    ...e.lines
      .filter((l) => l.kind !== 'contribution')
      .map((l) => [
        `${l.name}`,
        l.kind === 'assignment' ? money(l.amount) : '',
        l.kind === 'deduction' ? money(l.amount) : '',
      ]),
    [
      { text: 'Totales', bold: true },
      { ...money(e.assignments), bold: true },
      { ...money(e.deductions), bold: true },
    ],
  ];
  return {
    stack: [
      {
        columns: [
          {
            stack: [
              { text: head.client, bold: true },
              { text: `RIF ${head.rif}`, fontSize: 8 },
            ],
            width: '*',
          },
          {
            stack: [
              { text: 'RECIBO DE PAGO', bold: true, fontSize: 12, alignment: 'right' },
              {
                text: `Nómina ${head.numberText ?? ''} · ${head.employeeType} · ${payrollRunKindLabel(head.runKind)}`,
                fontSize: 8,
                alignment: 'right',
              },
            ],
            width: 260,
          },
        ],
      },
      {
        margin: [0, 8, 0, 6],
        table: {
          widths: ['*', '*', '*'],
          body: [
            [
              `Trabajador: ${e.name}`,
              `Cédula: ${e.idNumber}`,
              `Período: ${formatDate(head.fromDate)} al ${formatDate(head.toDate)}`,
            ],
            [
              `Cargo: ${e.cargo}`,
              `Departamento: ${e.department}`,
              `Días: ${e.days} · Pago: ${formatDate(head.payDate)}`,
            ],
            [
              `Sueldo mensual: ${formatMoney(e.salary)}`,
              `Antigüedad: ${e.seniorityYears} ${e.seniorityYears === 1 ? 'año' : 'años'}`,
              `Cuenta: ${masked(e.accountNumber)}`,
            ],
          ],
        },
        layout: 'noBorders',
        fontSize: 8,
      },
      { table: { headerRows: 1, widths: ['*', 90, 90], body: rows }, layout: 'lightHorizontalLines' },
      {
        margin: [0, 6, 0, 0],
        columns: [
          { text: `Neto a pagar: Bs. ${formatMoney(e.net)}`, bold: true },
          { text: amountInWords(e.net), fontSize: 7, width: 300 },
        ],
      },
      {
        margin: [0, 28, 0, 0],
        columns: [
          { text: '' },
          {
            width: 200,
            stack: [
              { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 190, y2: 0, lineWidth: 0.5 }] },
              { text: 'Recibí conforme', fontSize: 8 },
            ],
          },
        ],
      },
    ],
  };
}

/** Payslips as one PDF: one per page. */
async function payslipsPdf(head: RunHead, slips: Slip[]): Promise<Buffer> {
  return renderPdf({
    info: { title: `Recibos de pago, nómina ${head.numberText ?? ''}` },
    content: slips.map(
      (e, i) => ({ ...(slip(head, e) as object), ...(i > 0 ? { pageBreak: 'before' } : {}) }) as Content,
    ),
  });
}

/** The run's employees (or one) with their lines, and the account the run paid them to. */
async function slipsOf(db: Db, idRun: number, idEmployee?: number): Promise<Slip[]> {
  const found = await db.execute<Slip>(sql`
    select ${RUN_EMPLOYEE_COLUMNS}, e.account_number as "accountNumber", e.bank_code as "bankCode"
      from payroll_run_employee e
     where e.id_run = ${idRun} ${idEmployee ? sql`and e.id_employee = ${idEmployee}` : sql``}
     order by e.name, e.id`);
  return found.rows;
}

/** The signed-in user's own payslip of a closed run; 404 for a run that did not pay them. */
export async function myPayslipPdf(db: Db, auth: AuthContext, idRun: number): Promise<Buffer> {
  const me = await myEmployeeId(db, auth);
  const head = await runHead(db, auth.idClient, idRun);
  const slips = await slipsOf(db, idRun, me);
  if (slips.length === 0) throw notFound('Esa nómina no le pagó a usted.');
  return payslipsPdf(head, slips);
}

/** The payroll office's payslips of a closed run: one employee's, or everyone's. */
export async function runPayslipsPdf(
  db: Db,
  idClient: number,
  idRun: number,
  idEmployee?: number,
): Promise<Buffer> {
  const head = await runHead(db, idClient, idRun);
  const slips = await slipsOf(db, idRun, idEmployee);
  if (slips.length === 0) throw notFound('Ese trabajador no está en la nómina.');
  if (slips.length > 20_000) throw new AppError(422, 'Demasiados recibos para un solo archivo.');
  return payslipsPdf(head, slips);
}

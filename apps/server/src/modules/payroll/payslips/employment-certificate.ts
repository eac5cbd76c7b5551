import { randomBytes } from 'node:crypto';
import { formatDate, formatMoney, monthOfYear, type VerifiedEmploymentCertificate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PrintedDocument } from '../../../platform/documents/document-pdf.ts';
import { notFound } from '../../../platform/errors.ts';
import { lastPaidSalaries } from '../benefits/salary-history.ts';

/**
 * A worker's employment certificate (constancia de trabajo), issued on the institution's today:
 * who they are, the post and unit they serve in, since when (and until when, once they left), the
 * post's basic monthly salary and the normal monthly salary the closed ordinary runs last paid them
 * (LOTTT art. 104: the month's normal-salary lines over the days paid, times 30). Recorded with what it
 * states: printed again the same day with the same facts, it keeps its QR code; the public page says
 * the facts as issued, so a changed letter does not pass.
 */
export async function printedEmploymentCertificate(
  db: Db,
  auth: AuthContext,
  idEmployee: number,
): Promise<PrintedDocument> {
  const today = todayOf(auth);
  const found = await db.execute<{
    name: string;
    id_number: string;
    hire_date: string;
    termination_date: string | null;
    cargo: string;
    salary: string;
    department: string;
    client: string;
  }>(sql`
    select e.name, e.id_number, to_char(e.hire_date, 'YYYY-MM-DD') as hire_date,
           to_char(e.termination_date, 'YYYY-MM-DD') as termination_date,
           c.name as cargo, d.name as department, cl.client_name as client,
           -- A leaver's last salary is what their last closed run read, not what the post pays since.
           case when e.termination_date <= ${today}::date
                then coalesce((select re.salary from payroll_run_employee re join payroll_run r on r.id = re.id_run
                                where re.id_employee = e.id and r.status = 'posted' and r.id_reverses is null
                                order by r.to_date desc, r.id desc limit 1), c.salary)
                else c.salary end::text as salary
      from employee e
      join cargo c on c.id = e.id_cargo
      join department d on d.id = e.id_department
      join client cl on cl.id = e.id_client
     where e.id = ${idEmployee} and e.id_client = ${auth.idClient}`);
  const w = found.rows[0];
  if (!w) throw notFound('Trabajador no encontrado');
  const paid = (await lastPaidSalaries(db, auth.idClient, [idEmployee], '1900-01-01', today)).get(idEmployee);
  const normal = paid && paid.days > 0 ? paid.normal.div(paid.days).times(30).toFixed(2) : null;
  const left = w.termination_date !== null && w.termination_date <= today;
  const stated = JSON.stringify([
    w.name,
    w.id_number,
    w.cargo,
    w.department,
    w.hire_date,
    left ? w.termination_date : null,
    w.salary,
    normal,
  ]);
  await db.execute(sql`
    insert into employment_certificate (id_client, id_employee, name, id_number, cargo, department, hire_date,
                                        termination_date, monthly_salary, normal_salary, normal_month, issued_on,
                                        stated, verify_id, issued_by, issued_at)
    values (${auth.idClient}, ${idEmployee}, ${w.name}, ${w.id_number}, ${w.cargo}, ${w.department}, ${w.hire_date},
            ${left ? w.termination_date : null}, ${w.salary}, ${normal}, ${paid?.month ?? null}, ${today},
            ${stated}, ${randomBytes(16).toString('base64url')}, ${auth.idUser}, ${auth.now.toISOString()})
    on conflict (id_client, id_employee, issued_on, stated) do nothing`);
  const issued = await db.execute<{ verify_id: string }>(sql`
    select verify_id from employment_certificate
     where id_client = ${auth.idClient} and id_employee = ${idEmployee} and issued_on = ${today} and stated = ${stated}`);
  const verifyId = issued.rows[0]?.verify_id as string;
  const month = paid ? monthOfYear(paid.month) : '';
  const salaries = `con un sueldo básico mensual de Bs. ${formatMoney(w.salary)}${
    normal ? ` y un salario normal mensual de Bs. ${formatMoney(normal)} (lo pagado en ${month})` : ''
  }`;
  const text = left
    ? `Quien suscribe hace constar que el(la) ciudadano(a) ${w.name}, titular de la cédula de identidad N.º ${w.id_number}, prestó servicios en ${w.client} desde el ${formatDate(w.hire_date)} hasta el ${formatDate(w.termination_date as string)}, con el cargo de ${w.cargo} en ${w.department}, ${salaries.replace('con un sueldo', 'con un último sueldo')}.`
    : `Quien suscribe hace constar que el(la) ciudadano(a) ${w.name}, titular de la cédula de identidad N.º ${w.id_number}, presta servicios en ${w.client} desde el ${formatDate(w.hire_date)}, con el cargo de ${w.cargo} en ${w.department}, ${salaries}.`;
  return {
    idClient: auth.idClient,
    title: 'Constancia de trabajo',
    subtitle: `Expedida el ${formatDate(today)}`,
    period: today.slice(0, 4),
    status: 'posted',
    isReversal: false,
    verifyPath: `/employmentCertificate/verify/${verifyId}`,
    facts: [
      ['Trabajador', w.name],
      ['Cédula', w.id_number],
      ['Cargo', w.cargo],
      ['Dependencia', w.department],
      ['Fecha de ingreso', formatDate(w.hire_date)],
      ...(left
        ? ([['Fecha de egreso', formatDate(w.termination_date as string)]] as [string, string][])
        : []),
      ['Sueldo básico mensual', { text: `Bs. ${formatMoney(w.salary)}`, bold: true }],
      ...(normal
        ? ([['Salario normal mensual', `Bs. ${formatMoney(normal)} (${month})`]] as [string, string][])
        : []),
    ],
    body: [
      { text, margin: [0, 16, 0, 0], lineHeight: 1.4 },
      {
        text: `Constancia que se expide a petición de la parte interesada el ${formatDate(today)}. Su autenticidad se verifica con el código QR.`,
        margin: [0, 12, 0, 0],
      },
    ],
    signatures: ['Recursos Humanos'],
    filename: `Constancia de trabajo ${w.id_number}.pdf`,
  };
}

/** What the public verification of an employment certificate says: the facts as issued. */
export async function verifiedEmploymentCertificate(
  db: Db,
  verifyId: string,
): Promise<VerifiedEmploymentCertificate> {
  const found = await db.execute<{
    client_name: string;
    code_fiscal_information: string | null;
    name: string;
    id_number: string;
    cargo: string;
    department: string;
    hire_date: string;
    termination_date: string | null;
    monthly_salary: string;
    normal_salary: string | null;
    issued_on: string;
  }>(sql`
    select cl.client_name, cl.code_fiscal_information, c.name, c.id_number, c.cargo, c.department,
           to_char(c.hire_date, 'YYYY-MM-DD') as hire_date, to_char(c.termination_date, 'YYYY-MM-DD') as termination_date,
           c.monthly_salary::text as monthly_salary, c.normal_salary::text as normal_salary,
           to_char(c.issued_on, 'YYYY-MM-DD') as issued_on
      from employment_certificate c join client cl on cl.id = c.id_client
     where c.verify_id = ${verifyId}`);
  const row = found.rows[0];
  if (!row) throw notFound('Constancia no encontrada');
  return {
    institucion: row.client_name,
    rif: row.code_fiscal_information,
    trabajador: row.name,
    cedula: row.id_number,
    cargo: row.cargo,
    dependencia: row.department,
    ingreso: row.hire_date,
    egreso: row.termination_date,
    sueldoMensual: row.monthly_salary,
    salarioNormal: row.normal_salary,
    expedida: row.issued_on,
  };
}

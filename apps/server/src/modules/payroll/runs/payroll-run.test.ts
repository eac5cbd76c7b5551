import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BudgetTest, buildStructure } from '../../../test/budget-fixtures.ts';
import { createUser, signIn } from '../../../test/harness.ts';
import { PAYROLL_CATEGORY, type PayrollTest, startPayrollTest } from '../../../test/payroll-fixtures.ts';
import { pdfText } from '../../../test/pdf.ts';
import { bankAccount, fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * A payroll run from the outside: opened for a fortnight of a personnel type, computed in batches,
 * reviewed against the previous run and the budget, refused while the masters moved under it,
 * closed into a commitment, a causación and the legal contributions handed to the treasury, locked,
 * and annulled with all of it.
 */
let b: BudgetTest;
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;
const CATEGORY = PAYROLL_CATEGORY;
let master: PayrollTest['master'];
let idType: number;
let idOtherType: number;
let idCargo: number;
let idDepartment: number;
let idBank: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await b.t.db.execute<T & Record<string, unknown>>(query)).rows;
}

const employee = (idNumber: string, name: string, over: Record<string, unknown> = {}) =>
  master('employee', {
    idNumber,
    name,
    hireDate: '2015-03-16',
    priorYears: 0,
    idDepartment,
    idEmployeeType: idType,
    idCargo,
    ...over,
  });

async function openRun(from: string, to: string, pay = to) {
  const res = await b.call('POST', '/api/hr/payrollRun/create', {
    idPeriod: b.idPeriod,
    idEmployeeType: idType,
    runKind: 'ordinary',
    fromDate: from,
    toDate: to,
    payDate: pay,
    description: `Quincena del ${from} al ${to}`,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
}

const compute = (id: number, batch = 0) => b.call('POST', `/api/hr/payrollRun/compute/${id}`, { batch });

const linesOf = async (id: number, idNumber: string) => {
  const page = (await b.call('GET', `/api/hr/payrollRun/employees/${id}?size=50`)).json().data;
  const found = page.rows.find((r: { idNumber: string }) => r.idNumber === idNumber);
  return found
    ? {
        ...found,
        amounts: Object.fromEntries(
          found.lines.map((l: { code: string; amount: string }) => [l.code, l.amount]),
        ),
      }
    : undefined;
};

beforeAll(async () => {
  // Every partida the seeded concepts impute but the FPJ's, which a test adds when the run asks for it.
  ({ b, master, idDepartment, idType } = await startPayrollTest(
    ['4.01.01.01.00', '4.01.03.08.00', '4.01.03.09.00', '4.01.06.01.00', '4.01.06.04.00', '4.01.06.05.00'],
    '100000.00',
  ));
  idOtherType = await master('employeeType', {
    code: 'OB',
    name: 'Obreros',
    frequency: 'monthly',
    idBeneficiary: b.idBeneficiary,
    active: true,
  });
  idCargo = await master('cargo', { code: 'AN1', name: 'Analista I', salary: '3000.00', active: true });
  const helper = await master('cargo', { code: 'AUX', name: 'Auxiliar', salary: '1800.00', active: true });
  // Seniority: 2 % from the first year, 6 % from the sixth, 30 % from the 23rd.
  for (const [fromYears, percent] of [
    ['1', '2.00'],
    ['6', '6.00'],
    ['23', '30.00'],
  ])
    await master('seniorityPremium', { validFrom: '2000-01-01', fromYears, percent });
  const [prof] = await rows<{ id: number }>(
    sql`select id from academic_level where id_client = ${b.idClient} and code = 'PROF'`,
  );
  const ana = await employee('V-10000001', 'ARAUJO, ANA', { idAcademicLevel: prof?.id });
  idBank = await b
    .call('POST', '/api/finance/bank/create', { code: '0102', name: 'Banco de Venezuela', active: true })
    .then((r) => r.json().data.id as number);
  await master('employeeDetail', {
    idEmployee: ana,
    idBank,
    accountNumber: '01020000000000000001',
    accountType: 'savings',
    children: 1,
    dependentSpouse: false,
  });
  await employee('V-10000002', 'BRICEÑO, BETO', { hireDate: day('11-05'), idCargo: helper });
  await employee('V-10000003', 'CASTILLO, CARLA', { terminationDate: day('10-31') });
  await employee('V-10000004', 'DÍAZ, DORA', { idEmployeeType: idOtherType });
});
afterAll(() => b.t.close());

describe('a payroll run', () => {
  let first: number;

  it('pays an ordinary fortnight of the personnel type, and refuses other dates', async () => {
    const wrong = await b.call('POST', '/api/hr/payrollRun/create', {
      idPeriod: b.idPeriod,
      idEmployeeType: idType,
      runKind: 'ordinary',
      fromDate: day('11-01'),
      toDate: day('11-20'),
      payDate: day('11-15'),
      description: 'Fechas que no son una quincena',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      {
        field: 'toDate',
        message: `Una nómina ordinaria quincenal paga una quincena: del 01/11/${year} al 15/11/${year}`,
      },
    ]);
    first = await openRun(day('11-01'), day('11-15'));
    const twice = await b.call('POST', '/api/hr/payrollRun/create', {
      idPeriod: b.idPeriod,
      idEmployeeType: idType,
      runKind: 'ordinary',
      fromDate: day('11-01'),
      toDate: day('11-15'),
      payDate: day('11-14'),
      description: 'Otra vez',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ese tipo de personal ya tiene su nómina ordinaria de esas fechas');
  });

  it('computes who served in its dates, with the seeded concepts, to the céntimo', async () => {
    const res = await compute(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ done: 2, total: 2, finished: true });
    const ana = await linesOf(first, 'V-10000001');
    // 11 years: the 6 % band; a professional: 30 %. Base of SSO and RPE capped at 325 and 650; of FAOV
    // the integral salary, 2.040,00 × (1 + (25 days of vacation bonus + 30 of year-end bonus) / 360) = 2.351,67.
    expect(ana.amounts).toEqual({
      SUELDO_BASICO: '1500.00',
      PRIMA_ANTIGUEDAD: '90.00',
      PRIMA_PROFESIONALIZACION: '450.00',
      FAOV: '23.52',
      FPJ: '61.20',
      RPE: '3.25',
      SSO: '13.00',
      FAOV_PATRONAL: '47.03',
      FPJ_PATRONAL: '61.20',
      RPE_PATRONAL: '13.00',
      SSO_PATRONAL: '29.25',
    });
    expect(ana).toMatchObject({
      days: 15,
      seniorityYears: 11,
      assignments: '2040.00',
      deductions: '100.97',
      net: '1939.03',
    });
    // Joined on the 5th: 11 days of 1,800.00; caps prorated to them.
    const beto = await linesOf(first, 'V-10000002');
    expect(beto).toMatchObject({ days: 11, assignments: '660.00' });
    expect(beto.amounts).toMatchObject({
      SUELDO_BASICO: '660.00',
      SSO: '9.53',
      SSO_PATRONAL: '21.45',
      RPE: '2.38',
    });
    expect(await linesOf(first, 'V-10000003')).toBeUndefined();
    expect(await linesOf(first, 'V-10000004')).toBeUndefined();
    const run = (await b.call('GET', `/api/hr/payrollRun/findById/${first}`)).json().data;
    expect(run).toMatchObject({ employees: 2, assignments: '2700.00', status: 'draft' });
    expect(run.computedAt).not.toBeNull();
  });

  it('shows the budget it will commit, account by account, and refuses to close without every account', async () => {
    const budget = (await b.call('GET', `/api/hr/payrollRun/budget/${first}`)).json().data;
    const by = Object.fromEntries(budget.map((l: { accountCode: string }) => [l.accountCode, l]));
    expect(by['4.01.01.01.00']).toMatchObject({
      structure: CATEGORY,
      amount: '2160.00',
      available: '100000.00',
      enough: true,
    });
    expect(by['4.01.06.01.00']).toMatchObject({ amount: '50.70', enough: true });
    expect(by['4.01.06.03.00']).toMatchObject({ idBudgetAccount: null, amount: '81.00', enough: false });
    expect(budget.some((l: { kind?: string; accountCode: string }) => l.accountCode === null)).toBe(false);
    const refused = await b.call('POST', `/api/hr/payrollRun/post/${first}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `El presupuesto del período no tiene la cuenta de la nómina: ${CATEGORY} 4.01.06.03.00.`,
    );
    expect(await rows(sql`select status from payroll_run where id = ${first}`)).toEqual([
      { status: 'draft' },
    ]);
    await buildStructure(b.t.db, b.idClient, b.idPeriod, [{ code: '4.01.06.03.00', initial: '100000.00' }]);
  });

  it('says right after computing that a department lacks the budget category its close will need', async () => {
    const lacking =
      'El departamento Dirección de Hacienda no tiene categoría presupuestaria: el cierre la necesita para imputar el gasto de su personal. Complétela en Nómina › Departamentos y vuelva a calcular.';
    const warnings = async () =>
      (await b.call('GET', `/api/hr/payrollRun/findById/${first}`)).json().data.warnings as string[];
    await b.t.db.execute(sql`update department set budget_category = null where id = ${idDepartment}`);
    try {
      expect((await compute(first)).json().data).toMatchObject({ finished: true });
      expect(await warnings()).toContain(lacking);
      const refused = await b.call('POST', `/api/hr/payrollRun/post/${first}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain(
        'el departamento Dirección de Hacienda no tiene categoría presupuestaria',
      );
    } finally {
      await b.t.db.execute(
        sql`update department set budget_category = ${PAYROLL_CATEGORY} where id = ${idDepartment}`,
      );
    }
    expect((await compute(first)).json().data).toMatchObject({ finished: true });
    expect(await warnings()).not.toContain(lacking);
  });

  it('refuses to close what the masters changed since it was computed, and closes once computed again', async () => {
    await b.t.db.execute(sql`update cargo set salary = 3100.00 where id = ${idCargo}`);
    const stale = await b.call('POST', `/api/hr/payrollRun/post/${first}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/cambiaron desde el último cálculo/);
    await b.t.db.execute(sql`update cargo set salary = 3000.00 where id = ${idCargo}`);
    const posted = await b.call('POST', `/api/hr/payrollRun/post/${first}`);
    expect(posted.statusCode, posted.body).toBe(200);
    // Beto has no account yet: closing says so.
    expect(posted.json().data.warnings).toEqual(['Un trabajador no tiene cuenta para el pago por banco']);
    const run = posted.json().data.document;
    expect(run).toMatchObject({ status: 'posted', numberText: '1' });
    expect(run.commitmentNumber).not.toBeNull();
    expect(run.causationNumber).not.toBeNull();
  });

  it('committed and caused every account, and handed the legal contributions to the treasury', async () => {
    const [run] = await rows<{ id_commitment: number; id_causation: number }>(
      sql`select id_commitment, id_causation from payroll_run where id = ${first}`,
    );
    const balances = await rows<{ account_code: string; committed: string; caused: string }>(sql`
      select a.account_code, b.committed::text, b.caused::text from budget_balance b
        join budget_specific a on a.id = b.id_budget_account
       where b.id_client = ${b.idClient} and b.committed <> 0 order by a.account_code`);
    expect(balances).toEqual([
      { account_code: '4.01.01.01.00', committed: '2160.00', caused: '2160.00' },
      { account_code: '4.01.03.08.00', committed: '450.00', caused: '450.00' },
      { account_code: '4.01.03.09.00', committed: '90.00', caused: '90.00' },
      { account_code: '4.01.06.01.00', committed: '50.70', caused: '50.70' },
      { account_code: '4.01.06.03.00', committed: '81.00', caused: '81.00' },
      { account_code: '4.01.06.04.00', committed: '22.53', caused: '22.53' },
      // FAOV on the integral salaries: 47,03 (Ana) + 660,00 × (1 + 45 / 360) × 2 % = 14,85 (Beto).
      { account_code: '4.01.06.05.00', committed: '61.88', caused: '61.88' },
    ]);
    const docs = await rows<{ id: number; code: number; status: string; issued_by_table: string }>(sql`
      select d.id, t.code, d.status, d.issued_by_table from budget_document d join document_type t on t.id = d.id_document_type
       where d.id in (${run?.id_commitment}, ${run?.id_causation}) order by t.code`);
    expect(docs.map((d) => [d.code, d.status, d.issued_by_table])).toEqual([
      [8, 'posted', 'payroll_run'],
      [9, 'posted', 'payroll_run'],
    ]);
    // SSO: the workers' 13.00 and 9.53, the employer's 29.25 and 21.45.
    const withheld = await rows<{ code: string; amount: string; id_document: number; status: string }>(sql`
      select w.bill_control as code, w.amount::text, w.id_document, w.status from withholding w
       where w.source_table = 'payroll_run' and w.id_source = ${first} order by w.id_kind`);
    expect(withheld.map((w) => [w.code, w.amount, w.status])).toEqual([
      ['SSO', '73.23', 'withheld'],
      ['RPE', '28.16', 'withheld'],
      ['FAOV', '92.83', 'withheld'],
      ['FPJ', '162.00', 'withheld'],
    ]);
    expect(new Set(withheld.map((w) => w.id_document))).toEqual(new Set([run?.id_causation]));
    // The treasury's register lists them for the withholding payment.
    const register = await b.call('GET', `/api/finance/withholding/findByIdPeriod/${b.idPeriod}?idKind=4`);
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json().data.rows).toMatchObject([
      { kindCode: 'SSO', amount: '73.23', status: 'withheld' },
    ]);
  });

  it("adds the closed runs to the dashboard's months of their payment: assignments and the employer's contributions", async () => {
    const res = await b.call('GET', `/api/hr/payrollRun/months/${b.idPeriod}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await rows<{
      year: number;
      month: number;
      assignments: string;
      contributions: string;
    }>(sql`
      select extract(year from pay_date)::int as year, extract(month from pay_date)::int as month,
             sum(assignments)::text as assignments, sum(contributions)::text as contributions
        from payroll_run where id_period = ${b.idPeriod} and status = 'posted' and id_reverses is null
       group by 1, 2 order by 1, 2`);
    expect(expected.map((e) => e.assignments)).not.toContain('0.00');
    const months = res.json().data as {
      year: number;
      month: number;
      assignments: string;
      contributions: string;
    }[];
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(months.filter((m) => m.assignments !== '0.00')).toEqual(expected);
    expect(months.some((m) => m.year === expected[0]?.year && m.month === expected[0]?.month)).toBe(true);
  });

  it('shows in Vista-Nomina by employee and by concept, both adding up to the run', async () => {
    const view = (by: string) =>
      b.call('GET', `/api/reports/payroll/vista-nomina?idPeriod=${b.idPeriod}&idRun=${first}&by=${by}`);
    const byEmployee = (await view('employee')).json().data;
    expect(byEmployee.subtitle).toBe(`Período ${year} · La Nómina N.º 1 (Empleados fijos) · por trabajador`);
    expect(byEmployee.rows.map((r: { code: string; net: string }) => [r.code, r.net])).toEqual([
      ['V-10000001', '1939.03'],
      ['V-10000002', '620.86'],
    ]);
    const byConcept = (await view('concept')).json().data;
    expect(byConcept.rows[0]).toMatchObject({ code: 'PRIMA_ANTIGUEDAD', count: 1, assignments: '90.00' });
    for (const total of ['assignments', 'deductions', 'contributions', 'net'])
      expect(byConcept.totals[total]).toBe(byEmployee.totals[total]);
    expect(byEmployee.totals).toMatchObject({ assignments: '2700.00', net: '2559.89' });
    const missing = await b.call(
      'GET',
      `/api/reports/payroll/vista-nomina?idPeriod=${b.idPeriod}&by=employee`,
    );
    expect(missing.statusCode).toBe(400);
    expect(
      (await b.call('GET', `/api/reports/payroll/vista-nomina/xlsx?idPeriod=${b.idPeriod}&idRun=${first}`))
        .statusCode,
    ).toBe(200);
    const pdf = await b.call(
      'GET',
      `/api/reports/payroll/vista-nomina/pdf?idPeriod=${b.idPeriod}&idRun=${first}&by=concept`,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('pays the bank by file once everyone has an account, in céntimos', async () => {
    const refused = await b.call('GET', `/api/hr/payrollRun/bankFile/${first}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Un trabajador no tiene cuenta para el pago: V-10000002 BRICEÑO, BETO. Regístrela en el detalle del personal.',
    );
    const [beto] = await rows<{ id: number }>(sql`select id from employee where id_number = 'V-10000002'`);
    await master('employeeDetail', {
      idEmployee: beto?.id,
      idBank,
      accountNumber: '01020000000000000002',
      accountType: 'current',
      children: 0,
      dependentSpouse: false,
    });
    const file = await b.call('GET', `/api/hr/payrollRun/bankFile/${first}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body.split('\r\n')).toEqual([
      `H;G200000011;Alcaldía del Municipio Demo;${year}1115;2;000000000255989`,
      'D;V10000001;ARAUJO, ANA;01020000000000000001;A;000000000193903',
      'D;V10000002;BRICEÑO, BETO;01020000000000000002;C;000000000062086',
      '',
    ]);
    // From the institution's Banesco account, in Banesco's layout (bank-layouts.test.ts checks each field).
    const atBanesco = await bankAccount(b.t.db, b.idClient, '01340000000000000777', {
      code: '0134',
      name: 'Banesco',
    });
    const banesco = await b.call('GET', `/api/hr/payrollRun/bankFile/${first}?idBankAccount=${atBanesco}`);
    expect(banesco.statusCode, banesco.body).toBe(200);
    expect(banesco.headers['content-disposition']).toContain('Nomina 1 Banesco.txt');
    const lines = banesco.body.split('\r\n');
    expect(lines.map((l: string) => l.length)).toEqual([32, 89, 156, 385, 385, 47, 0]);
    expect(lines[2]).toContain('000000000255989VES 01340000000000000777');
    expect(lines[4]?.slice(94, 111).trim()).toBe('V010000002');
    expect(lines[5]).toBe('06000000000000001000000000000002000000000255989');
    // The Banco de Venezuela has no layout of its own here: the plain file serves it.
    const atVenezuela = await bankAccount(b.t.db, b.idClient, '01020000000000000888');
    const plain = await b.call('GET', `/api/hr/payrollRun/bankFile/${first}?idBankAccount=${atVenezuela}`);
    expect(plain.statusCode).toBe(422);
    expect(plain.json().message).toBe(
      'Banco de Venezuela no tiene formato propio de archivo de nómina (lo tienen Banesco y Mercantil): descargue el archivo sencillo.',
    );
  });

  it('gives each employee their own payslips, and nobody else’s', async () => {
    await createUser(b.t.db, { username: 'ana.araujo', memberships: [{ idClient: b.idClient }] });
    await createUser(b.t.db, { username: 'otro', memberships: [{ idClient: b.idClient }] });
    const [ana] = await rows<{ id: number; version: number }>(
      sql`select id, version from employee where id_number = 'V-10000001'`,
    );
    const read = (await b.call('GET', `/api/hr/employee/findById/${ana?.id}`)).json().data;
    const nobody = await b.call('PUT', '/api/hr/employee/update', { ...read, username: 'no.existe' });
    expect(nobody.json().fields).toEqual([
      { field: 'username', message: 'No hay un usuario «no.existe» con acceso a esta institución' },
    ]);
    const linked = await b.call('PUT', '/api/hr/employee/update', { ...read, username: 'Ana.Araujo' });
    expect(linked.statusCode, linked.body).toBe(200);
    const her = (await signIn(b.t.app, 'ana.araujo', 'Clave-Prueba-1')).token;
    const mine = (await b.call('GET', '/api/hr/payslip/mine', undefined, her)).json().data;
    expect(mine.employee).toBe('ARAUJO, ANA');
    expect(mine.rows).toMatchObject([{ idRun: first, numberText: '1', net: '1939.03' }]);
    const pdf = await b.call('GET', `/api/hr/payslip/mine/${first}`, undefined, her);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('RECIBO DE PAGO');
    expect(text).toContain('ARAUJO, ANA');
    expect(text).toContain('Neto a pagar: Bs. 1.939,03');
    expect(text).toContain('Sueldo básico\n1.500,00');
    expect(text).not.toContain('BRICEÑO');
    // Someone else sees none, and cannot print hers; nor can she print the office's.
    const other = (await signIn(b.t.app, 'otro', 'Clave-Prueba-1')).token;
    expect((await b.call('GET', '/api/hr/payslip/mine', undefined, other)).json().data).toEqual({
      employee: null,
      rows: [],
    });
    expect((await b.call('GET', `/api/hr/payslip/mine/${first}`, undefined, other)).statusCode).toBe(404);
    expect((await b.call('GET', `/api/hr/payslip/run/${first}`, undefined, her)).statusCode).toBe(403);
    // The office prints everyone's, one per page.
    const all = await b.call('GET', `/api/hr/payslip/run/${first}`);
    expect(all.statusCode).toBe(200);
    const office = await pdfText(all.rawPayload);
    expect(office).toContain('ARAUJO, ANA');
    expect(office).toContain('BRICEÑO, BETO');
  });

  it('is locked once closed', async () => {
    const again = await compute(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La nómina está cerrada: una nómina cerrada no se recalcula.');
    expect((await b.call('DELETE', `/api/hr/payrollRun/deleteById/${first}`)).statusCode).toBe(409);
  });

  it('shows the next fortnight against it, concept by concept, with who joined', async () => {
    await employee('V-10000005', 'ESCALONA, EVA', { hireDate: day('11-20') });
    const second = await openRun(day('11-16'), day('11-30'));
    expect((await compute(second)).json().data).toEqual({ done: 3, total: 3, finished: true });
    const changes = (await b.call('GET', `/api/hr/payrollRun/changes/${second}?size=50`)).json().data;
    expect(changes.previous).toMatchObject({ id: first, numberText: '1' });
    expect(changes).toMatchObject({ joined: 1, left: 0, changed: 1 });
    // Beto worked the whole fortnight this time: 15 days of 1,800.00 instead of 11.
    expect(changes.rows).toContainEqual(
      expect.objectContaining({
        idNumber: 'V-10000002',
        code: 'SUELDO_BASICO',
        before: '660.00',
        after: '900.00',
        difference: '240.00',
      }),
    );
    expect(changes.rows).toContainEqual(
      expect.objectContaining({ idNumber: 'V-10000005', code: null, before: null }),
    );
    expect(changes.rows.some((r: { idNumber: string }) => r.idNumber === 'V-10000001')).toBe(false);
  });

  it('stops a computation on a formula that fails, naming it, and keeps what was computed', async () => {
    const [run] = await rows<{ id: number }>(
      sql`select id from payroll_run where id_client = ${b.idClient} and status = 'draft' order by id desc limit 1`,
    );
    const before = await rows(
      sql`select count(*)::int as n from payroll_run_entry where id_run = ${run?.id}`,
    );
    await master('payrollConcept', {
      code: 'BONO_HIJOS',
      name: 'Bono por hijos',
      kind: 'assignment',
      formula: 'SI(HIJOS > 0, SUELDO / HIJOS, 0)',
      accountCode: '4.01.01.01.00',
      runs: 'ordinary',
      active: true,
    });
    // Saving refuses a division that can be by zero; one saved before that check still stops the run.
    await b.t.db.execute(
      sql`update payroll_concept set formula = 'SUELDO / HIJOS' where code = 'BONO_HIJOS'`,
    );
    const res = await compute(run?.id as number);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^Concepto BONO_HIJOS, posición 8 de su fórmula: División por cero \(trabajador V-1000000\d/,
    );
    expect(
      await rows(sql`select count(*)::int as n from payroll_run_entry where id_run = ${run?.id}`),
    ).toEqual(before);
    await b.t.db.execute(sql`update payroll_concept set active = false where code = 'BONO_HIJOS'`);
  });

  it('pays a special run its own concepts only, by calendar days, with each employee’s own amount', async () => {
    const aguinaldo = await master('payrollConcept', {
      code: 'AGUINALDO',
      name: 'Bonificación de fin de año',
      kind: 'assignment',
      formula: 'REDONDEAR(SUELDO * DIAS / 30) + MONTO',
      accountCode: '4.01.01.01.00',
      runs: 'special',
      active: true,
    });
    // Ana's own amount for it, in force in December; Beto's ended before.
    const [ana, beto] = await rows<{ id: number }>(
      sql`select id from employee where id_number in ('V-10000001', 'V-10000002') order by id_number`,
    );
    await master('employeeAmount', {
      idEmployee: ana?.id,
      idConcept: aguinaldo,
      amount: '250.00',
      fromDate: day('12-01'),
      note: 'Acuerdo de la convención',
    });
    await master('employeeAmount', {
      idEmployee: beto?.id,
      idConcept: aguinaldo,
      amount: '999.00',
      fromDate: day('01-01'),
      toDate: day('11-30'),
    });
    const res = await b.call('POST', '/api/hr/payrollRun/create', {
      idPeriod: b.idPeriod,
      idEmployeeType: idType,
      runKind: 'special',
      fromDate: day('12-01'),
      toDate: day('12-31'),
      payDate: day('12-15'),
      description: 'Aguinaldos',
    });
    expect(res.statusCode, res.body).toBe(200);
    const special = res.json().data.id as number;
    expect((await compute(special)).statusCode).toBe(200);
    // Ana's whole December by the calendar: 31 days of 3,000.00 and her 250.00; nothing of the ordinary concepts.
    const paidAna = await linesOf(special, 'V-10000001');
    expect(paidAna).toMatchObject({ days: 31, assignments: '3350.00', deductions: '0.00' });
    expect(paidAna.amounts).toEqual({ AGUINALDO: '3350.00' });
    expect((await linesOf(special, 'V-10000002')).amounts).toEqual({ AGUINALDO: '1860.00' });
    expect((await b.call('DELETE', `/api/hr/payrollRun/deleteById/${special}`)).statusCode).toBe(200);
  });

  it('warns before computing when a concept reads a table with nothing in force at its dates', async () => {
    await master('payrollConcept', {
      code: 'BONO_ANTIGUEDAD',
      name: 'Bono por antigüedad',
      kind: 'assignment',
      formula: 'REDONDEAR(SUELDO * porc_antiguedad / 100)',
      accountCode: '4.01.01.01.00',
      runs: 'special',
      normalSalary: false,
      active: true,
    });
    const made = await b.call('POST', '/api/hr/payrollRun/create', {
      idPeriod: b.idPeriod,
      idEmployeeType: idType,
      runKind: 'special',
      fromDate: day('12-01'),
      toDate: day('12-20'),
      payDate: day('12-20'),
      description: 'Bono por antigüedad',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const warnings = async () =>
      (await b.call('GET', `/api/hr/payrollRun/findById/${id}`)).json().data.warnings as string[];
    expect(await warnings()).toEqual([]);
    // A special run computes no normal salary (the year's aguinaldo, of the normal salary, switched
    // off): a bonus on it would give 0.
    await b.t.db.execute(sql`update payroll_concept set active = false where code = 'AGUINALDO'`);
    await master('payrollConcept', {
      code: 'BONO_SOBRE_NORMAL',
      name: 'Bono sobre el salario normal',
      kind: 'assignment',
      formula: 'SALARIO_NORMAL * 10 / 100',
      accountCode: '4.01.01.01.00',
      runs: 'special',
      normalSalary: false,
      active: true,
    });
    expect(await warnings()).toEqual([
      'El concepto BONO_SOBRE_NORMAL lee SALARIO_NORMAL, pero en esta nómina no se calcula ninguna asignación del salario normal: dará 0. Léalo de SUELDO y sus primas.',
    ]);
    await b.t.db.execute(sql`update payroll_concept set active = false where code = 'BONO_SOBRE_NORMAL'`);
    await b.t.db.execute(sql`update payroll_concept set active = true where code = 'AGUINALDO'`);
    // Its table rules from a later day only: nothing in force on 20 December.
    await b.t.db.execute(
      sql`update seniority_premium set valid_from = ${`${year + 1}-01-01`}::date where id_client = ${b.idClient}`,
    );
    expect(await warnings()).toEqual([
      `El concepto BONO_ANTIGUEDAD lee PORC_ANTIGUEDAD, pero la tabla de primas de antigüedad (Tramos de prima de antigüedad) no tiene valores vigentes al 20/12/${year}: calculará 0 para todos. Cárguela antes de calcular.`,
    ]);
    await b.t.db.execute(
      sql`update seniority_premium set valid_from = '2000-01-01' where id_client = ${b.idClient}`,
    );
    expect((await b.call('DELETE', `/api/hr/payrollRun/deleteById/${id}`)).statusCode).toBe(200);
    await b.t.db.execute(sql`update payroll_concept set active = false where code = 'BONO_ANTIGUEDAD'`);
  });

  it('refuses to close a run that paid nobody, and keeps a paid employee and a computed concept from deletion', async () => {
    const empty = await master('employeeType', {
      code: 'VAC',
      name: 'Sin personal',
      frequency: 'monthly',
      idBeneficiary: b.idBeneficiary,
      active: true,
    });
    const res = await b.call('POST', '/api/hr/payrollRun/create', {
      idPeriod: b.idPeriod,
      idEmployeeType: empty,
      runKind: 'ordinary',
      fromDate: day('11-01'),
      toDate: day('11-30'),
      payDate: day('11-30'),
      description: 'Nadie',
    });
    const id = res.json().data.id as number;
    expect((await compute(id)).json().data).toEqual({ done: 0, total: 0, finished: true });
    const closed = await b.call('POST', `/api/hr/payrollRun/post/${id}`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'La nómina no pagó a nadie: no hay trabajadores de ese tipo de personal en sus fechas.',
    );
    const [ana] = await rows<{ id: number }>(sql`select id from employee where id_number = 'V-10000001'`);
    const gone = await b.call('DELETE', `/api/hr/employee/deleteById/${ana?.id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/lo usan \d+ nóminas/);
    const [basic] = await rows<{ id: number }>(
      sql`select id from payroll_concept where id_client = ${b.idClient} and code = 'SUELDO_BASICO'`,
    );
    const concept = await b.call('DELETE', `/api/hr/payrollConcept/deleteById/${basic?.id}`);
    expect(concept.statusCode).toBe(409);
    expect(concept.json().message).toMatch(/lo usan \d+ nóminas/);
  });

  it('is out of reach of another institution', async () => {
    // The same admin, working for the second institution: the run is not there.
    const [second] = await rows<{ id: number }>(
      sql`select id from client where id <> ${b.idClient} order by id limit 1`,
    );
    const renewed = await b.call('GET', `/api/user/new-token/${second?.id}`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const token = renewed.json().data.access_token as string;
    expect((await b.call('GET', `/api/hr/payrollRun/findById/${first}`, undefined, token)).statusCode).toBe(
      404,
    );
    expect(
      (await b.call('POST', `/api/hr/payrollRun/compute/${first}`, { batch: 0 }, token)).statusCode,
    ).toBe(404);
    expect((await b.call('GET', `/api/hr/payrollRun/employees/${first}`, undefined, token)).statusCode).toBe(
      404,
    );
    expect((await b.call('GET', `/api/hr/payrollRun/bankFile/${first}`, undefined, token)).statusCode).toBe(
      404,
    );
    expect((await b.call('GET', `/api/hr/payslip/run/${first}`, undefined, token)).statusCode).toBe(404);
    const [theirPeriod] = await rows<{ id: number }>(
      sql`select id from period where id_client = ${second?.id} limit 1`,
    );
    const view = await b.call(
      'GET',
      `/api/reports/payroll/vista-nomina?idPeriod=${theirPeriod?.id}&idRun=${first}`,
      undefined,
      token,
    );
    expect(view.statusCode).toBe(404);
  });

  it('annuls with its commitment, causación and contributions, and frees the fortnight', async () => {
    const res = await b.call('POST', `/api/hr/payrollRun/annul/${first}`, {
      reason: 'Error en los cargos de la quincena',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('annulled');
    const balances = await rows<{ committed: string; caused: string }>(sql`
      select sum(committed)::text as committed, sum(caused)::text as caused from budget_balance where id_client = ${b.idClient}`);
    expect(balances).toEqual([{ committed: '0.00', caused: '0.00' }]);
    const withheld = await rows<{ status: string }>(
      sql`select distinct status from withholding where source_table = 'payroll_run' and id_source = ${first}`,
    );
    expect(withheld).toEqual([{ status: 'annulled' }]);
    const reopened = await openRun(day('11-01'), day('11-15'));
    expect(reopened).toBeGreaterThan(first);
  });
});

describe('deductions for third parties', () => {
  it('hands each third party what the run kept back for them, and the treasury pays it to them only', async () => {
    const beneficiary = async (code: string, name: string) => {
      const res = await b.call('POST', '/api/finance/beneficiary/create', { code, name, active: true });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const fund = await beneficiary('J-30111222-0', 'Caja de Ahorro de los Trabajadores de Hacienda');
    const mother = await beneficiary('V-15111222', 'RAMÍREZ, ROSA');
    // The savings fund: 10 % of the basic salary from the worker and as much from the institution.
    await master('payrollConcept', {
      code: 'CAJA_AHORRO',
      name: 'Caja de ahorro (aporte del trabajador)',
      kind: 'deduction',
      formula: 'REDONDEAR(SUELDO * DIAS / 30 * 10 / 100)',
      remitAs: 'TERCEROS',
      idPayee: fund,
      runs: 'ordinary',
      active: true,
    });
    await master('payrollConcept', {
      code: 'CAJA_AHORRO_PATRONAL',
      name: 'Caja de ahorro (aporte patronal)',
      kind: 'contribution',
      formula: 'REDONDEAR(SUELDO * DIAS / 30 * 10 / 100)',
      accountCode: '4.01.06.01.00',
      remitAs: 'TERCEROS',
      idPayee: fund,
      runs: 'ordinary',
      active: true,
    });
    // The alimony the court ordered: its amount and whom it goes to are each worker's.
    const alimony = await master('payrollConcept', {
      code: 'PENSION_ALIMENTOS',
      name: 'Pensión de alimentos',
      kind: 'deduction',
      formula: 'MONTO',
      remitAs: 'TERCEROS',
      runs: 'ordinary',
      active: true,
    });
    // A payee only where the concept is handed to a third party.
    const stray = await b.call('POST', '/api/hr/payrollConcept/create', {
      code: 'PRESTAMO',
      name: 'Préstamo de la institución',
      kind: 'deduction',
      formula: 'MONTO',
      idPayee: fund,
      runs: 'ordinary',
      active: true,
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().fields).toEqual([
      {
        field: 'idPayee',
        message: 'Solo una deducción o un aporte que se entera a un tercero nombra quién lo recibe',
      },
    ]);
    const [ana] = await rows<{ id: number }>(sql`select id from employee where id_number = 'V-10000001'`);
    const owed = await master('employeeAmount', {
      idEmployee: ana?.id,
      idConcept: alimony,
      amount: '400.00',
      fromDate: day('01-01'),
      note: 'Tribunal de Protección, sentencia 123',
    });
    const run = await openRun(day('12-01'), day('12-15'));
    expect((await compute(run)).statusCode).toBe(200);
    // Ana and Eva 3,000.00 and Beto 1,800.00 a month: 150.00, 150.00 and 90.00 from each, as much again
    // from the institution.
    expect((await linesOf(run, 'V-10000001')).amounts).toMatchObject({
      CAJA_AHORRO: '150.00',
      CAJA_AHORRO_PATRONAL: '150.00',
      PENSION_ALIMENTOS: '400.00',
    });
    expect((await linesOf(run, 'V-10000002')).amounts).toMatchObject({ CAJA_AHORRO: '90.00' });
    // Nobody named to receive Ana's alimony: closing is refused, nothing written.
    const refused = await b.call('POST', `/api/hr/payrollRun/post/${run}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'La deducción PENSION_ALIMENTOS (Pensión de alimentos) de V-10000001 ARAUJO, ANA no dice a quién se entera: indique el tercero en el concepto o en el monto del trabajador.',
    );
    expect(
      await rows(sql`select id from withholding where source_table = 'payroll_run' and id_source = ${run}`),
    ).toEqual([]);
    const named = await b.call('PUT', '/api/hr/employeeAmount/update', {
      id: owed,
      version: 0,
      idEmployee: ana?.id,
      idConcept: alimony,
      amount: '400.00',
      fromDate: day('01-01'),
      note: 'Tribunal de Protección, sentencia 123',
      idPayee: mother,
    });
    expect(named.statusCode, named.body).toBe(200);
    const posted = await b.call('POST', `/api/hr/payrollRun/post/${run}`);
    expect(posted.statusCode, posted.body).toBe(200);
    const pending = await b.call('GET', `/api/finance/withholding/pending?idKind=8&to=${day('12-31')}`);
    expect(
      pending.json().data.rows.map((r: Record<string, unknown>) => [r.concept, r.payeeName, r.amount]),
    ).toEqual([
      [
        `Nómina NOM-${run}: Caja de ahorro (aporte del trabajador)`,
        'Caja de Ahorro de los Trabajadores de Hacienda',
        '390.00',
      ],
      [
        `Nómina NOM-${run}: Caja de ahorro (aporte patronal)`,
        'Caja de Ahorro de los Trabajadores de Hacienda',
        '390.00',
      ],
      [`Nómina NOM-${run}: Pensión de alimentos`, 'RAMÍREZ, ROSA', '400.00'],
    ]);
    const ids = pending.json().data.rows.map((r: { id: number }) => r.id) as number[];
    const ofFund = await b.call(
      'GET',
      `/api/finance/withholding/pending?idKind=8&to=${day('12-31')}&idPayee=${fund}`,
    );
    expect(ofFund.json().data).toMatchObject({ amount: '780.00' });
    // The savings fund is not paid Rosa's alimony.
    const { id: idBankAccount } = await fundedAccount(b.t.db, b.idClient, b.idPeriod, '10000.00');
    const draft = (withholdings: number[], idBeneficiary: number) =>
      b.call('POST', '/api/finance/withholdingPayment/create', {
        idPeriod: b.idPeriod,
        idKind: 8,
        paymentDate: day('12-15'),
        idBeneficiary,
        description: 'Caja de ahorro, primera quincena de diciembre',
        idBankAccount,
        method: 'transfer',
        reference: 'TR-CAJA-1201',
        withholdings,
      });
    const mixed = await draft(ids, fund);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual([
      {
        field: 'withholdings.2',
        message: 'La deducción es a favor de RAMÍREZ, ROSA: se entera a ese tercero',
      },
    ]);
    const paid = await draft(ids.slice(0, 2), fund);
    expect(paid.statusCode, paid.body).toBe(200);
    const enterado = await b.call('POST', `/api/finance/withholdingPayment/post/${paid.json().data.id}`);
    expect(enterado.statusCode, enterado.body).toBe(200);
    expect(enterado.json().data.document).toMatchObject({
      amount: '780.00',
      beneficiaryName: 'Caja de Ahorro de los Trabajadores de Hacienda',
    });
    expect(
      (await b.call('GET', `/api/finance/withholding/pending?idKind=8&to=${day('12-31')}`)).json().data.rows,
    ).toMatchObject([{ payeeName: 'RAMÍREZ, ROSA', amount: '400.00' }]);
  });
});

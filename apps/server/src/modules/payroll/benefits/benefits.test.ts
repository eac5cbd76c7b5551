import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetTest } from '../../../test/budget-fixtures.ts';
import { createUser, signIn } from '../../../test/harness.ts';
import { type PayrollTest, startPayrollTest } from '../../../test/payroll-fixtures.ts';
import { pdfText } from '../../../test/pdf.ts';

/**
 * Prestaciones sociales as an HR auditor checks them on paper: a year's quarters deposited in order
 * (5 days of integral salary a month served, 2 more days at the second anniversary), the interest of
 * each month at the BCV's rate on what was held at its start, and the settlement at termination, the
 * greater of the guarantee and 30 days a year. One fortnight closed per quarter's last month gives the
 * daily salary (its normal salary over the days it paid).
 */
let b: BudgetTest;
let master: PayrollTest['master'];
let closeRun: PayrollTest['closeRun'];
const Y = new Date().getFullYear();
const day = (md: string, year = Y) => `${year}-${md}`;
let idType: number;
let idDepartment: number;
let idAnalyst: number;
let idDirector: number;
const ids: Record<string, number> = {};

/** Opens, computes and closes an ordinary fortnight. */
const closeFortnight = (from: string, to: string) => closeRun('ordinary', from, to, `Quincena del ${from}`);

const deposit = (quarter: number) => b.call('POST', '/api/hr/benefit/deposit', { year: Y, quarter });
const rate = (month: string, value: string, lendingRate?: string) =>
  master('benefitRate', { month: day(`${month}-01`), rate: value, lendingRate });
const ledger = async (who: string) => (await b.call('GET', `/api/hr/benefit/ledger/${ids[who]}`)).json().data;

beforeAll(async () => {
  ({ b, master, closeRun, idDepartment, idType } = await startPayrollTest([
    '4.01.01.01.00',
    '4.01.03.08.00',
    '4.01.03.09.00',
    '4.01.05.03.00',
    '4.01.06.01.00',
    '4.01.06.03.00',
    '4.01.06.04.00',
    '4.01.06.05.00',
  ]));
  // Early April: the first quarter is over (each test moves to the quarter it deposits).
  b.t.clock.set(`${Y}-04-05T15:00:00Z`);
  idAnalyst = await master('cargo', { code: 'AN1', name: 'Analista I', salary: '3000.00', active: true });
  const clerk = await master('cargo', { code: 'AN2', name: 'Analista II', salary: '3000.00', active: true });
  const helper = await master('cargo', { code: 'AUX', name: 'Auxiliar', salary: '1800.00', active: true });
  idDirector = await master('cargo', { code: 'DIR', name: 'Director', salary: '4000.00', active: true });
  const hire = (idNumber: string, name: string, over: Record<string, unknown>) =>
    master('employee', {
      idNumber,
      name,
      priorYears: 0,
      idDepartment,
      idEmployeeType: idType,
      idCargo: idAnalyst,
      ...over,
    });
  ids.ana = await hire('V-20000001', 'ARAUJO, ANA', { hireDate: day('02-15', Y - 2) });
  ids.beto = await hire('V-20000002', 'BRICEÑO, BETO', { hireDate: day('05-10'), idCargo: helper });
  ids.carla = await hire('V-20000003', 'CASTILLO, CARLA', {
    hireDate: day('06-01', Y - 1),
    terminationDate: day('08-20'),
    idCargo: clerk,
  });
  // DORA: 3 years and 7 months by 31 August, her guarantee until last year brought from the former system.
  ids.dora = await hire('V-20000004', 'DÍAZ, DORA', {
    hireDate: day('02-01', Y - 3),
    terminationDate: day('08-31'),
    idCargo: idDirector,
  });
});
afterAll(() => b.t.close());

describe('the guarantee of prestaciones sociales', () => {
  it('is deposited only from closed runs, and only once the quarter has ended', async () => {
    const early = await deposit(2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `El segundo trimestre de ${Y} termina el 30/06/${Y}: su garantía se abona desde ese día.`,
    );
    const unpaid = await deposit(1);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      `Cierre primero las nóminas ordinarias del trimestre: 3 trabajadores no tienen nómina ordinaria cerrada entre el 01/01/${Y} y el 31/03/${Y} (V-20000001 ARAUJO, ANA, V-20000003 CASTILLO, CARLA, V-20000004 DÍAZ, DORA).`,
    );
    expect((await b.t.db.execute(sql`select 1 from benefit_deposit`)).rows).toHaveLength(0);
  });

  it('takes the balance a worker brings from the former system once, as the first entry of the ledger', async () => {
    const opening = {
      idEmployee: ids.dora,
      entryDate: day('12-31', Y - 1),
      amount: '9000.00',
      interest: '350.00',
      reference: 'Libro de prestaciones del sistema anterior, folio 12',
    };
    const midQuarter = await b.call('POST', '/api/hr/benefit/opening', {
      ...opening,
      entryDate: day('11-15', Y - 1),
    });
    expect(midQuarter.statusCode).toBe(400);
    expect(midQuarter.json().message).toBe(
      'El saldo inicial es al cierre de un trimestre (31/03, 30/06, 30/09 o 31/12): desde el siguiente, lo abona Erario.',
    );
    const res = await b.call('POST', '/api/hr/benefit/opening', opening);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'opening',
      amount: '9000.00',
      reference: opening.reference,
    });
    const twice = await b.call('POST', '/api/hr/benefit/opening', opening);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'El libro de DÍAZ, DORA ya tiene movimientos: el saldo inicial es su primer asiento.',
    );
    // Recorded in error: annulled (with its interest) while no quarter read it, and recorded again.
    const annul = (id: number, reason = 'Monto mal transcrito del folio') =>
      b.call('POST', `/api/hr/benefit/entry/${id}/annul`, { reason });
    const undone = await annul(res.json().data.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ deposited: '0.00', interest: '0.00' });
    expect((await ledger('dora')).entries).toEqual([]);
    const audited = await b.t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'benefit_entry' and entity_id = ${String(res.json().data.id)} order by id`,
    );
    expect(audited.rows.map((r) => r.action)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect((await b.call('POST', '/api/hr/benefit/opening', opening)).statusCode).toBe(200);
    const worker = (await ledger('dora')).worker;
    expect(worker).toMatchObject({ deposited: '9000.00', balance: '9000.00', interest: '350.00' });
  });

  it('deposits 15 days of integral salary a quarter and 2 more at the second anniversary', async () => {
    await closeFortnight(day('03-16'), day('03-31'));
    // DORA holds a guarantee from January: the months' rates are needed.
    await rate('01', '14.00');
    await rate('02', '14.00');
    await rate('03', '15.00');
    const res = await deposit(1);
    expect(res.statusCode, res.body).toBe(200);
    // ANA: 1.500,00 for 15 days = 100,00 a day; 2 years: 16 days of vacation bonus and 30 of year-end
    // bonus: 100 × (1 + 46/360) = 112,78. CARLA, under a year: 15 days: 100 × (1 + 45/360) = 112,50.
    // DORA: 2.000,00 for 15 days, 3 years: 133,33 × (1 + 47/360) = 150,74; 15 days 2.261,10 and 4
    // days for her third year 602,96; interest on 9.000,00 at 14, 14 and 15 %: 105,00, 105,00, 112,50.
    expect(res.json().data).toMatchObject({
      year: Y,
      quarter: 1,
      quarterEnd: day('03-31'),
      status: 'posted',
      employees: 3,
      guarantee: '5640.30',
      additional: '828.52',
      interest: '322.50',
    });
    const ana = await ledger('ana');
    expect(ana.entries.map((e: Record<string, string>) => [e.kind, e.days, e.dailySalary, e.amount])).toEqual(
      [
        ['guarantee', '15.00', '112.78', '1691.70'],
        ['additional', '2.00', '112.78', '225.56'],
      ],
    );
    expect(ana.entries[1].description).toBe(`Días adicionales: 2.º año de servicio cumplido el 15/02/${Y}`);
  });

  it('goes quarter by quarter, and refuses a quarter whose months have no BCV rate', async () => {
    b.t.clock.set(`${Y}-07-05T15:00:00Z`);
    await closeFortnight(day('06-16'), day('06-30'));
    const backwards = await b.call('POST', '/api/hr/benefit/deposit', { year: Y - 1, quarter: 4 });
    expect(backwards.json().message).toBe(
      `Ya está abonado el primer trimestre de ${Y}: los trimestres se abonan en orden.`,
    );
    await rate('04', '15.00');
    await rate('06', '18.00');
    const noRate = await deposit(2);
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().message).toBe(
      `Registre la tasa de prestaciones del BCV de mayo de ${Y} (Nómina › Tasas de prestaciones) antes de abonar el segundo trimestre de ${Y}: la garantía de los trabajadores gana intereses esos meses.`,
    );
    await rate('05', '16.50');
    // An advance for housing on 15 May: within 75 % of the 11.864,06 deposited (8.898,05).
    const advance = {
      idEmployee: ids.dora,
      entryDate: day('05-15'),
      amount: '9000.00',
      reason: 'housing',
      reference: 'Solicitud del 10/05 y opción de compra notariada',
    };
    const backdated = await b.call('POST', '/api/hr/benefit/advance', {
      ...advance,
      entryDate: day('03-15'),
    });
    expect(backdated.json().message).toBe(
      `El anticipo no puede ser anterior al 31/03/${Y}: lo abonado hasta entonces ya ganó sus intereses sin él.`,
    );
    const over = await b.call('POST', '/api/hr/benefit/advance', advance);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'El anticipo pasa del 75 % de la garantía abonada: DÍAZ, DORA puede recibir hasta 8.898,05 (75 % de 11.864,06, menos 0,00 ya anticipados).',
    );
    // An advance recorded twice by mistake is taken back before the quarter is deposited.
    const mistaken = await b.call('POST', '/api/hr/benefit/advance', { ...advance, amount: '5000.00' });
    const annulAdvance = (id: number) =>
      b.call('POST', `/api/hr/benefit/entry/${id}/annul`, { reason: 'Registrado dos veces' });
    expect((await annulAdvance(mistaken.json().data.id)).json().data).toMatchObject({ advances: '0.00' });
    const drawn = await b.call('POST', '/api/hr/benefit/advance', { ...advance, amount: '5000.00' });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const res = await deposit(2);
    expect(res.statusCode, res.body).toBe(200);
    // Once the quarter's interest read it, it stays (the quarter is annulled first).
    const late = await annulAdvance(drawn.json().data.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `El anticipo del 15/05/${Y} ya lo leyó el abono del trimestre al 30/06/${Y}: anule primero los abonos posteriores.`,
    );
    // BETO joined on 10 May: May and June, 10 days at 60 × (1 + 45/360) = 67,50.
    // Interest on what each held at the month's start: ANA 1.917,26 × 15 / 1200 = 23,97, × 16,5 = 26,36,
    // × 18 = 28,76; CARLA 1.687,50: 21,09, 23,20, 25,31.
    // DORA 2.261,10; interest on 11.864,06: 148,30 and 163,13; in June on 6.864,06 (after the advance): 102,96.
    expect(res.json().data).toMatchObject({
      employees: 4,
      guarantee: '6315.30',
      additional: '0.00',
      interest: '563.08',
    });
    const again = await deposit(2);
    expect(again.json().message).toBe(`El segundo trimestre de ${Y} ya está abonado.`);
  });

  it('pays the vacation bonus in a vacation run to whom the anniversary falls in it, and records the days enjoyed', async () => {
    // CARLA completed her first year on 1 June: 15 days of vacation and of bonus, at the normal salary of
    // the last month paid before the run (March: 1.500,00 for 15 days, 3.000,00 a month): 1.500,00.
    const open = (description: string) =>
      b.call('POST', '/api/hr/payrollRun/create', {
        idPeriod: b.idPeriod,
        idEmployeeType: idType,
        runKind: 'vacation',
        fromDate: day('06-01'),
        toDate: day('06-30'),
        payDate: day('06-30'),
        description,
      });
    const created = await open('Vacaciones de junio');
    expect(created.statusCode, created.body).toBe(200);
    const idRun = created.json().data.id as number;
    const computed = await b.call('POST', `/api/hr/payrollRun/compute/${idRun}`, { batch: 0 });
    expect(computed.json().data).toMatchObject({ total: 1, finished: true });
    const paid = (await b.call('GET', `/api/hr/payrollRun/employees/${idRun}?size=10`)).json().data.rows;
    expect(
      paid.map((e: { name: string; lines: { code: string; amount: string }[] }) => [e.name, e.lines]),
    ).toEqual([
      ['CASTILLO, CARLA', [expect.objectContaining({ code: 'BONO_VACACIONAL', amount: '1500.00' })]],
    ]);
    expect((await b.call('POST', `/api/hr/payrollRun/post/${idRun}`)).statusCode).toBe(200);
    const list = (await b.call('GET', '/api/hr/vacation/findAll?pending=true')).json().data;
    expect(list.rows).toEqual([
      expect.objectContaining({
        name: 'CASTILLO, CARLA',
        anniversary: day('06-01'),
        serviceYears: 1,
        days: '15.00',
        enjoyed: '0.00',
        bonus: '1500.00',
      }),
    ]);
    const vacation = list.rows[0].id as number;
    // From the first Monday after the anniversary, 5 working days, with a holiday on the Wednesday.
    const first = new Date(Date.UTC(Y, 5, 1));
    while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
    const plus = (n: number) => new Date(first.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    await b.t.db.execute(
      sql`delete from holiday where id_client = ${b.idClient} and holiday_date between ${plus(0)} and ${plus(14)}`,
    );
    await b.t.db.execute(
      sql`insert into holiday (id_client, holiday_date, description) values (${b.idClient}, ${plus(2)}, 'Feriado decretado')`,
    );
    const leave = (fromDate: string, days: number) =>
      b.call('POST', `/api/hr/vacation/${vacation}/leave`, { fromDate, days });
    const saturday = await leave(plus(5), 5);
    expect(saturday.json().message).toBe(
      `El ${plus(5).split('-').reverse().join('/')} no es un día hábil: las vacaciones empiezan en uno.`,
    );
    const taken = await leave(plus(0), 5);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({
      enjoyed: '5.00',
      pending: '10.00',
      leaves: [{ fromDate: plus(0), toDate: plus(7), returnDate: plus(8), days: '5.00' }],
    });
    expect((await leave(plus(1), 2)).statusCode).toBe(409);
    expect((await leave(plus(14), 11)).json().message).toBe(
      'A CASTILLO, CARLA le quedan 10 días de estas vacaciones: no puede disfrutar 11.',
    );
    // Two leaves at once that fit the 10 days each but not together: one is recorded, the other refused
    // (a race on PostgreSQL, where CI runs this suite too; PGlite takes one transaction at a time).
    const both = await Promise.all([leave(plus(14), 6), leave(plus(28), 6)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)?.json().message).toBe(
      'A CASTILLO, CARLA le quedan 4 días de estas vacaciones: no puede disfrutar 6.',
    );
    const held = await b.t.db.execute<{ days: string; enjoyed: string }>(sql`
      select sum(l.days)::text as days, min(e.enjoyed)::text as enjoyed
        from vacation_leave l join vacation_entitlement e on e.id = l.id_entitlement where e.id = ${vacation}`);
    expect(held.rows[0]).toEqual({ days: '11.00', enjoyed: '11.00' });
    // Back to the 5 days the rest of the year's scenario counts on.
    await b.t.db.execute(sql`delete from vacation_leave where id_entitlement = ${vacation} and days = 6`);
    await b.t.db.execute(sql`update vacation_entitlement set enjoyed = 5 where id = ${vacation}`);
    // Enjoyed days hold the run; and no second run pays the same anniversary.
    const annul = await b.call('POST', `/api/hr/payrollRun/annul/${idRun}`, { reason: 'Pagada por error' });
    expect(annul.statusCode).toBe(409);
    expect(annul.json().message).toBe(
      'Ya se registraron días disfrutados de estas vacaciones (CASTILLO, CARLA): la nómina de vacaciones no se anula.',
    );
    const again = await open('Otra vez junio');
    const twice = await b.call('POST', `/api/hr/payrollRun/compute/${again.json().data.id}`, { batch: 0 });
    expect(twice.json().data).toMatchObject({ total: 0 });
    await b.call('DELETE', `/api/hr/payrollRun/deleteById/${again.json().data.id}`);
  });

  it('pays the guarantee at the new salary and a leaver only for the months served', async () => {
    b.t.clock.set(`${Y}-10-05T15:00:00Z`);
    const raised = await b.call('PUT', '/api/hr/cargo/update', {
      id: idAnalyst,
      code: 'AN1',
      name: 'Analista I',
      salary: '3600.00',
      active: true,
      version: 0,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const promoted = await b.call('PUT', '/api/hr/cargo/update', {
      id: idDirector,
      code: 'DIR',
      name: 'Director',
      salary: '8000.00',
      active: true,
      version: 0,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await rate('07', '18.00');
    await rate('08', '18.00', '30.00');
    await rate('09', '20.00', '32.00');
    // ANA's estimate of the year (AR-I) gives 3 % of ISLR from September on.
    await master('islrEstimate', {
      idEmployee: ids.ana,
      validFrom: day('09-01'),
      percent: '3.00',
      estimatedIncome: '43200.00',
      basis: 'AR-I de septiembre',
    });
    // CARLA left on 20 August: her last salary is August's 5 days (500,00), 100,00 a day.
    await closeFortnight(day('08-16'), day('08-31'));
    await closeFortnight(day('09-16'), day('09-30'));
    const res = await deposit(3);
    expect(res.statusCode, res.body).toBe(200);
    // ANA 1.800,00 / 15 = 120 × (1 + 46/360) = 135,33 × 15 = 2.029,95; BETO 1.012,50; CARLA 10 days, 1.125,00.
    // Interest: ANA 3.608,96 × 18/1200 = 54,13 twice and × 20/1200 = 60,15; BETO 675,00: 10,13, 10,13,
    // 11,25; CARLA 3.375,00: 50,63 in July and August, none in September (gone).
    // DORA left on 31 August: 4.000,00 for 15 days, 266,67 × (1 + 47/360) = 301,48, 10 days 3.014,80;
    // interest on 9.125,16 at 18 %: 136,88 in July and August.
    expect(res.json().data).toMatchObject({
      employees: 4,
      guarantee: '7182.25',
      interest: '574.94',
    });
    // ISLR withheld from ANA's September fortnight at her 3 %: 1.800,00 × 3 % = 54,00, in the treasury's
    // register, and declared to the SENIAT worker by worker as salaries (concept 001).
    const [islr] = (
      await b.t.db.execute<{ amount: string }>(sql`
        select w.amount::text as amount from withholding w join payroll_run r on r.id = w.id_source
         where w.source_table = 'payroll_run' and w.id_kind = 2 and r.from_date = ${day('09-16')}`)
    ).rows;
    expect(islr?.amount).toBe('54.00');
    const xml = await b.call('GET', `/api/finance/withholding/islrXml?year=${Y}&month=9`);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(
      `<RifRetenido>V200000010</RifRetenido>\r\n    <NumeroFactura>0</NumeroFactura>\r\n    <NumeroControl>NA</NumeroControl>\r\n    <FechaOperacion>30/09/${Y}</FechaOperacion>\r\n    <CodigoConcepto>001</CodigoConcepto>\r\n    <MontoOperacion>1800.00</MontoOperacion>\r\n    <PorcentajeRetencion>3.00</PorcentajeRetencion>`,
    );
    const ana = await ledger('ana');
    expect(ana.worker).toMatchObject({ deposited: '5638.91', interest: '247.50', balance: '5638.91' });
    expect(
      ana.entries.map((e: Record<string, string>) => [e.entryDate, e.kind, e.amount, e.balance]),
    ).toEqual([
      [day('03-31'), 'guarantee', '1691.70', '1691.70'],
      [day('03-31'), 'additional', '225.56', '1917.26'],
      [day('04-30'), 'interest', '23.97', '1917.26'],
      [day('05-31'), 'interest', '26.36', '1917.26'],
      [day('06-30'), 'interest', '28.76', '1917.26'],
      [day('06-30'), 'guarantee', '1691.70', '3608.96'],
      [day('07-31'), 'interest', '54.13', '3608.96'],
      [day('08-31'), 'interest', '54.13', '3608.96'],
      [day('09-30'), 'interest', '60.15', '3608.96'],
      [day('09-30'), 'guarantee', '2029.95', '5638.91'],
    ]);
    expect(ana.entries.at(-2).description).toBe(
      `Intereses de septiembre de ${Y} sobre 3.608,96 al 20,00 % anual`,
    );
  });

  it("certifies a worker's year of ISLR (AR-C) for the office and for the worker, verifiable by its QR code", async () => {
    // ANA was paid 1.500,00 in March and June and 1.800,00 in August and September; 54,00 withheld in September.
    const office = await b.call('GET', `/api/hr/payslip/arc?idEmployee=${ids.ana}&year=${Y}`);
    expect(office.statusCode, office.body).toBe(200);
    const text = pdfText(office.rawPayload);
    expect(text).toContain('Comprobante de retenciones del ISLR');
    expect(text).toContain('ARAUJO, ANA');
    expect(text).toContain('6.600,00');
    expect(text).toContain('54,00');
    const [arc] = (
      await b.t.db.execute<{ verify_id: string }>(
        sql`select verify_id from worker_arc where id_employee = ${ids.ana}`,
      )
    ).rows;
    const verified = await b.t.app.inject({
      method: 'GET',
      url: `/api/online/workerArc/verify/${arc?.verify_id}`,
    });
    expect(verified.json().data).toMatchObject({
      trabajador: 'ARAUJO, ANA',
      ejercicio: Y,
      remuneraciones: '6600.00',
      impuestoRetenido: '54.00',
    });
    // The worker prints her own, signed in with the user her record names; another user has none.
    await createUser(b.t.db, { username: 'ana.araujo', memberships: [{ idClient: b.idClient }] });
    await b.t.db.execute(sql`update employee set username = 'ana.araujo' where id = ${ids.ana}`);
    const her = await signIn(b.t.app, 'ana.araujo', 'Clave-Prueba-1');
    const mine = await b.call('GET', `/api/hr/payslip/mine/arc/${Y}`, undefined, her.token);
    expect(mine.statusCode).toBe(200);
    expect(pdfText(mine.rawPayload)).toContain('6.600,00');
    // Printed again with the same totals: the same certificate.
    expect(
      (await b.t.db.execute(sql`select 1 from worker_arc where id_employee = ${ids.ana}`)).rows,
    ).toHaveLength(1);
    await createUser(b.t.db, { username: 'ajeno', memberships: [{ idClient: b.idClient }] });
    const stranger = await signIn(b.t.app, 'ajeno', 'Clave-Prueba-1');
    const none = await b.call('GET', `/api/hr/payslip/mine/arc/${Y}`, undefined, stranger.token);
    expect(none.statusCode).toBe(404);
  });

  it('certifies employment (constancia de trabajo) for the office and for the worker, verifiable by its QR code', async () => {
    const office = await b.call('GET', `/api/hr/payslip/certificate?idEmployee=${ids.ana}`);
    expect(office.statusCode, office.body).toBe(200);
    // September paid Ana 3.600,00 of normal salary for 30 days (the ledger's 120,00 a day).
    expect(pdfText(office.rawPayload).replace(/\s+/g, ' ')).toContain(
      `Quien suscribe hace constar que el(la) ciudadano(a) ARAUJO, ANA, titular de la cédula de identidad N.º V-20000001, presta servicios en Alcaldía del Municipio Demo desde el 15/02/${Y - 2}, con el cargo de Analista I en Dirección de Hacienda, con un sueldo básico mensual de Bs. 3.600,00 y un salario normal mensual de Bs. 3.600,00 (lo pagado en septiembre de ${Y}).`,
    );
    // The worker prints her own (her user is linked since the AR-C): the same facts the same day, the same certificate.
    const her = await signIn(b.t.app, 'ana.araujo', 'Clave-Prueba-1');
    const mine = await b.call('GET', '/api/hr/payslip/mine/certificate', undefined, her.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const issued = (
      await b.t.db.execute<{ verify_id: string }>(
        sql`select verify_id from employment_certificate where id_employee = ${ids.ana}`,
      )
    ).rows;
    expect(issued).toHaveLength(1);
    const verified = await b.t.app.inject({
      method: 'GET',
      url: `/api/online/employmentCertificate/verify/${issued[0]?.verify_id}`,
    });
    expect(verified.json().data).toEqual({
      institucion: 'Alcaldía del Municipio Demo',
      rif: 'G-20000001-1',
      trabajador: 'ARAUJO, ANA',
      cedula: 'V-20000001',
      cargo: 'Analista I',
      dependencia: 'Dirección de Hacienda',
      ingreso: `${Y - 2}-02-15`,
      egreso: null,
      sueldoMensual: '3600.00',
      salarioNormal: '3600.00',
      expedida: `${Y}-10-05`,
    });
    // A leaver's says until when; her last month (August, to the 20th) counts its 20 days as a month.
    await b.t.db.execute(
      sql`update cargo set salary = 3300.00 where code = 'AN2' and id_client = ${b.idClient}`,
    );
    const carla = await b.call('GET', `/api/hr/payslip/certificate?idEmployee=${ids.carla}`);
    await b.t.db.execute(
      sql`update cargo set salary = 3000.00 where code = 'AN2' and id_client = ${b.idClient}`,
    );
    const said = pdfText(carla.rawPayload).replace(/\s+/g, ' ');
    expect(said).toMatch(
      /prestó servicios en Alcaldía del Municipio Demo desde el \S+ hasta el 20\/08\/\d{4}/,
    );
    const [leaver] = (
      await b.t.db.execute<{
        normal_salary: string;
        monthly_salary: string;
        normal_month: string;
        termination_date: string;
      }>(sql`
        select normal_salary::text, monthly_salary::text, to_char(normal_month, 'YYYY-MM-DD') as normal_month,
               to_char(termination_date, 'YYYY-MM-DD') as termination_date
          from employment_certificate where id_employee = ${ids.carla}`)
    ).rows;
    // 2.000,00 of normal salary for 20 days: 3.000,00 a month; her post pays 3.300,00 now, not to her.
    expect(leaver).toEqual({
      normal_salary: '3000.00',
      monthly_salary: '3000.00',
      normal_month: `${Y}-08-01`,
      termination_date: `${Y}-08-20`,
    });
    expect(said).toContain(`con un último sueldo básico mensual`);
    // Nobody else's: a user with no worker gets none, another institution reads none.
    const stranger = await signIn(b.t.app, 'ajeno', 'Clave-Prueba-1');
    expect(
      (await b.call('GET', '/api/hr/payslip/mine/certificate', undefined, stranger.token)).statusCode,
    ).toBe(404);
    const missing = await b.t.app.inject({
      method: 'GET',
      url: '/api/online/employmentCertificate/verify/inventado',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('settles a leaver with the greater of the guarantee and 30 days a year, with the interest earned', async () => {
    await rate('10', '20.00', '33.00');
    const res = await b.call('GET', `/api/hr/benefit/settlement/${ids.carla}`);
    expect(res.statusCode, res.body).toBe(200);
    // 1 year, 2 months: 30 days × 112,50 = 3.375,00 < 4.500,00 deposited; interest 170,86.
    expect(res.json().data).toMatchObject({
      terminationDate: day('08-20'),
      years: 1,
      months: 2,
      integralDaily: '112.50',
      deposited: '4500.00',
      pending: '0.00',
      guaranteeTotal: '4500.00',
      retroactiveDays: 30,
      retroactive: '3375.00',
      greater: 'guarantee',
      benefits: '4500.00',
      interest: '170.86',
      total: '4670.86',
      // Besides: the 10 days of June's vacation not enjoyed, at 100,00 a day; 2 months of her second year,
      // (16 + 16) × 2 / 12 = 5,33 days; the year-end bonus for 7 whole months, 30 × 7 / 12 = 17,5 days.
      normalDaily: '100.00',
      vacationDays: '10.00',
      vacation: '1000.00',
      vacationFractionDays: '5.33',
      vacationFraction: '533.33',
      yearEndDays: '17.50',
      yearEnd: '1750.00',
      // Due within 5 days of leaving (25 August); unpaid today, 5 October: 41 days of mora on the 4.670,86
      // at the BCV's lending rate: August 6 days at 30 % 23,03; September 30 at 32 % 122,85; October 5 at
      // 33 % 21,11 (each × days / 365).
      dueDate: day('08-25'),
      paidOn: day('10-05'),
      lateDays: 41,
      lateInterest: '166.99',
      grandTotal: '8121.18',
      warnings: [],
    });
    // DORA, 3 years and 7 months: 120 days × 301,48 = 36.177,60 against 17.139,96 deposited; the years
    // win. Less the 5.000,00 advanced, plus 1.360,65 of interest (350,00 brought, 1.010,65 since).
    const dora = await b.call('GET', `/api/hr/benefit/settlement/${ids.dora}`);
    expect(dora.json().data).toMatchObject({
      years: 3,
      months: 7,
      integralDaily: '301.48',
      deposited: '17139.96',
      guaranteeTotal: '17139.96',
      retroactiveDays: 120,
      retroactive: '36177.60',
      greater: 'retroactive',
      benefits: '36177.60',
      advances: '5000.00',
      interest: '1360.65',
      total: '32538.25',
      // 7 months of her fourth year: (18 + 18) × 7 / 12 = 21 days; 8 months of the year-end bonus: 20 days;
      // at 4.000,00 / 15 = 266,67 a day. No vacation run paid her February anniversary: said, not guessed.
      normalDaily: '266.67',
      vacationDays: '0.00',
      vacationFractionDays: '21.00',
      vacationFraction: '5600.07',
      yearEndDays: '20.00',
      yearEnd: '5333.40',
      // 30 days late today: 25 of September at 32 %, 713,17, and 5 of October at 33 %, 147,09.
      lateDays: 30,
      lateInterest: '860.26',
      grandTotal: '44331.98',
      warnings: [
        `Ninguna nómina de vacaciones cerrada pagó el aniversario del 01/02/${Y}: sus días de vacaciones y su bono no están en este cálculo. Páguelos en una nómina de vacaciones antes de liquidar.`,
      ],
    });
    const working = await b.call('GET', `/api/hr/benefit/settlement/${ids.ana}`);
    expect(working.statusCode).toBe(409);
    expect(working.json().message).toBe(
      'ARAUJO, ANA no tiene fecha de egreso: regístrela en el Registro de personal para calcular su liquidación.',
    );
  });

  it('annuls only the last quarter, with its entries, and deposits it again the same', async () => {
    const deposits = (await b.call('GET', '/api/hr/benefit/deposits')).json().data;
    expect(deposits.map((d: { quarter: number }) => d.quarter)).toEqual([3, 2, 1]);
    const older = await b.call('POST', `/api/hr/benefit/deposit/${deposits[1].id}/annul`, {
      reason: 'Salarios mal cargados',
    });
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toBe(
      `Después del segundo trimestre de ${Y} hay trimestres abonados: anule primero el último.`,
    );
    const annulled = await b.call('POST', `/api/hr/benefit/deposit/${deposits[0].id}/annul`, {
      reason: 'Salarios mal cargados',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data).toMatchObject({ status: 'annulled', guarantee: '7182.25' });
    expect((await ledger('ana')).entries).toHaveLength(6);
    b.t.clock.set(`${Y + 1}-01-10T15:00:00Z`);
    const unpaidYear = await b.call('POST', '/api/hr/benefit/interestPayment', {
      year: Y,
      paidOn: day('01-10', Y + 1),
      reference: 'Orden de pago',
    });
    expect(unpaidYear.statusCode).toBe(409);
    expect(unpaidYear.json().message).toBe(
      `Abone primero el cuarto trimestre de ${Y}: los intereses de octubre a diciembre se pagan con el año.`,
    );
    const skipped = await deposit(4);
    expect(skipped.json().message).toBe(
      `Abone primero el tercer trimestre de ${Y}: los trimestres se abonan en orden.`,
    );
    // Two offices depositing the quarter at once: it is deposited once (a race on PostgreSQL).
    const [first, second] = await Promise.all([deposit(3), deposit(3)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const again = first.statusCode === 200 ? first : second;
    expect(again.json().data).toMatchObject({ status: 'posted', guarantee: '7182.25', interest: '574.94' });
    expect((await b.call('GET', '/api/hr/benefit/deposits')).json().data).toHaveLength(4);
  });

  it('records the settlement, which closes the ledger; the quarters it read stay deposited', async () => {
    const settleOn = (
      who: string,
      paidOn: string,
      reference = 'Resolución RRHH-045 y orden de pago 2026-118',
    ) => b.call('POST', `/api/hr/benefit/settlement/${ids[who]}`, { reference, paidOn });
    const early = await settleOn('dora', day('08-30'));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      `La liquidación se paga desde el egreso (31/08/${Y}): la fecha de pago no puede ser anterior.`,
    );
    expect((await settleOn('dora', day('01-11', Y + 1))).json().message).toBe(
      'La liquidación se registra pagada: la fecha de pago no puede ser posterior a hoy.',
    );
    // Paid on 4 September, within her five days (to 5 September): no mora.
    const res = await settleOn('dora', day('09-04'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ greater: 'retroactive', total: '32538.25', lateDays: 0 });
    const dora = await ledger('dora');
    expect(dora.worker).toMatchObject({ settled: true, balance: '0.00', interest: '0.00' });
    expect(dora.entries.at(-1)).toMatchObject({ kind: 'settlement', amount: '32538.25', balance: '0.00' });
    // CARLA paid late: on 15 November, whose lending rate is not recorded, refused; on 5 October, with the
    // 166,99 of mora the settlement showed that day, which the payment entry adds.
    const noRate = await settleOn('carla', day('11-15'));
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().message).toBe(
      `Registre la tasa activa del BCV de noviembre de ${Y} (Nómina › Tasas de prestaciones): la liquidación se paga 82 días después de su plazo (25/08/${Y}) y debe sus intereses de mora.`,
    );
    const late = await settleOn('carla', day('10-05'));
    expect(late.json().data).toMatchObject({ lateDays: 41, lateInterest: '166.99', grandTotal: '8121.18' });
    expect(late.json().message).toBe(
      'Liquidación registrada: prestaciones e intereses 4.670,86, más 166,99 de intereses de mora por 41 días.',
    );
    const carla = (await ledger('carla')).entries.at(-1);
    expect(carla).toMatchObject({ kind: 'settlement', amount: '4837.85' });
    expect(carla.description).toContain(`más intereses de mora 166,99 por 41 días después del 25/08/${Y}`);
    const twice = await b.call('POST', `/api/hr/benefit/settlement/${ids.dora}`, {
      reference: 'Otra vez',
      paidOn: day('09-04'),
    });
    expect(twice.json().message).toBe('Las prestaciones de DÍAZ, DORA ya están liquidadas.');
    const deposits = (await b.call('GET', '/api/hr/benefit/deposits')).json().data;
    const annul = await b.call('POST', `/api/hr/benefit/deposit/${deposits[0].id}/annul`, {
      reason: 'Prueba',
    });
    expect(annul.json().message).toBe(
      `Después del abono del tercer trimestre de ${Y} se registraron saldos iniciales, anticipos, pagos de intereses o liquidaciones que leen su saldo: el abono ya no se anula.`,
    );
  });

  it("is the payroll office's: another screen or institution reads none of it", async () => {
    await createUser(b.t.db, {
      username: 'nominista',
      memberships: [{ idClient: b.idClient, screens: ['NOM-EMI-01'] }],
    });
    const { token } = await signIn(b.t.app, 'nominista', 'Clave-Prueba-1');
    const refused = await b.call('GET', '/api/hr/benefit/workers', undefined, token);
    expect(refused.statusCode).toBe(403);
    // A worker of another institution: none of its papers or books are read from this one.
    const other = b.t.clients[1] as number;
    const [stranger] = (
      await b.t.db.execute<{ id: number }>(sql`
        insert into employee (id_client, id_number, name, hire_date, prior_years, id_department, id_employee_type, id_cargo)
        select ${other}, 'V-29999999', 'AJENO, JUAN', hire_date, 0, id_department, id_employee_type, id_cargo
          from employee where id = ${ids.ana}
        returning id`)
    ).rows;
    const foreign = stranger?.id as number;
    for (const url of [
      `/api/hr/benefit/ledger/${foreign}`,
      `/api/hr/benefit/settlement/${foreign}`,
      `/api/hr/payslip/certificate?idEmployee=${foreign}`,
      `/api/hr/payslip/arc?idEmployee=${foreign}&year=${Y}`,
    ])
      expect((await b.call('GET', url)).statusCode, url).toBe(404);
    // Hostile values are refused by name, not answered with a 500.
    for (const value of ['abc', '1e999', '%00', '-1', '99999999999999999999'])
      expect((await b.call('GET', `/api/hr/payslip/certificate?idEmployee=${value}`)).statusCode, value).toBe(
        400,
      );
    const list = (await b.call('GET', '/api/hr/benefit/workers?search=castillo')).json().data;
    expect(list.rows).toEqual([
      expect.objectContaining({
        idNumber: 'V-20000003',
        deposited: '4500.00',
        interest: '0.00',
        settled: true,
      }),
    ]);
  });
});

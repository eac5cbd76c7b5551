import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetTest } from '../../test/budget-fixtures.ts';
import { type PayrollTest, startPayrollTest } from '../../test/payroll-fixtures.ts';
import { pdfText } from '../../test/pdf.ts';

/**
 * One worker's year as an HR auditor checks it on paper, to the céntimo. ELENA, Analista I at 3.000,00
 * a month, hired on 10 April two years ago: the seniority table of the institution's agreement gives her
 * 2 % from the first year, the institution pays 90 days of year-end bonus (LEFP), her AR-I gives 2 % of
 * ISLR, and her guarantee until last December comes from the former system (7.500,00).
 *
 * Every fortnight (24): basic 1.500,00 + seniority 30,00 = normal salary 1.530,00 (15 days).
 *   SSO 4 % of the cap 5 × 130,00 × 15/30 = 325,00: 13,00; RPE 0,5 % of 650,00: 3,25; FPJ 3 % of 1.530,00:
 *   45,90; ISLR 2 % of 1.530,00: 30,60; FAOV 1 % of the integral salary, 1.530,00 × (1 + (vacation bonus
 *   days + 90) / 360): 15 days in her first year (to 9 April) 1.976,25 → 19,76; 16 days from the fortnight
 *   of 15 April, 1.980,50 → 19,81 (6 and 18 fortnights).
 * Vacation (April, 2nd anniversary): 16 days (15 + 1) and a bonus of 16 days of March's normal salary,
 *   3.060,00 / 30 = 102,00 × 16 = 1.632,00; ISLR 32,64.
 * Year-end bonus (December): 3.000,00 × 1,02 / 30 × 90 days × 12/12 months = 9.180,00; ISLR 183,60.
 * Guarantee (daily normal salary 1.530,00 / 15 = 102,00): Q1 at 15 bonus days, 102 × (1 + 105/360) =
 *   131,75 × 15 = 1.976,25; from Q2 at 16, 102 × (1 + 106/360) = 132,03 × 15 = 1.980,45, and in Q2 the 2
 *   additional days of her second year, 264,06.
 * Interest on the balance at each month's start, at the BCV's 15 % (January–April), 16,5 % (May–August)
 *   and 18 % (September–December): Q1 7.500,00 × 15/1200 = 93,75 × 3 = 281,25; April 9.476,25 × 15/1200 =
 *   118,45; May, June 9.476,25 × 16,5/1200 = 130,30; July, August 11.720,76 × 16,5/1200 = 161,16;
 *   September 11.720,76 × 18/1200 = 175,81; Q4 13.701,21 × 18/1200 = 205,52 × 3 = 616,56.
 */
let b: BudgetTest;
let master: PayrollTest['master'];
let closeRun: PayrollTest['closeRun'];
const Y = new Date().getFullYear();
const day = (md: string, year = Y) => `${year}-${md}`;
let idElena: number;

/** Closes a run and checks it paid ELENA alone. */
async function close(runKind: string, fromDate: string, toDate: string, description: string) {
  const id = await closeRun(runKind, fromDate, toDate, description);
  const run = await b.call('GET', `/api/hr/payrollRun/employees/${id}?size=10`);
  expect(run.json().data.total).toBe(1);
  return id;
}

/** The two fortnights of each month, from `from` to `to` (1–12). */
async function fortnights(from: number, to: number) {
  for (let m = from; m <= to; m++) {
    const mm = String(m).padStart(2, '0');
    const last = new Date(Date.UTC(Y, m, 0)).getUTCDate();
    await close('ordinary', day(`${mm}-01`), day(`${mm}-15`), `Primera quincena ${mm}/${Y}`);
    await close('ordinary', day(`${mm}-16`), day(`${mm}-${last}`), `Segunda quincena ${mm}/${Y}`);
  }
}

const deposit = async (quarter: number) => {
  const res = await b.call('POST', '/api/hr/benefit/deposit', { year: Y, quarter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** What the year's runs paid her, by concept. */
async function yearTotals() {
  const { rows } = await b.t.db.execute<{ code: string; lines: string; amount: string }>(sql`
    select x.code, count(*)::text as lines, sum(x.amount)::text as amount
      from payroll_run_entry x
      join payroll_run_employee e on e.id = x.id_run_employee
      join payroll_run r on r.id = x.id_run
     where e.id_employee = ${idElena} and r.status = 'posted'
     group by x.code order by x.code`);
  return Object.fromEntries(rows.map((r) => [r.code, [Number(r.lines), r.amount]]));
}

beforeAll(async () => {
  let idDepartment: number;
  let idType: number;
  ({ b, master, closeRun, idDepartment, idType } = await startPayrollTest([
    '4.01.01.01.00',
    '4.01.03.09.00',
    '4.01.05.01.00',
    '4.01.05.03.00',
    '4.01.06.01.00',
    '4.01.06.03.00',
    '4.01.06.04.00',
    '4.01.06.05.00',
  ]));
  b.t.clock.set(`${Y}-01-05T15:00:00Z`);
  const idCargo = await master('cargo', { code: 'AN1', name: 'Analista I', salary: '3000.00', active: true });
  idElena = await master('employee', {
    idNumber: 'V-21000001',
    name: 'ESPINOZA, ELENA',
    priorYears: 0,
    idDepartment,
    idEmployeeType: idType,
    idCargo,
    hireDate: day('04-10', Y - 2),
  });
  // The institution's agreement: 2 % from the first year of service, 5 % from the fifth.
  await master('seniorityPremium', { validFrom: '2000-01-01', fromYears: '1', percent: '2.00' });
  await master('seniorityPremium', { validFrom: '2000-01-01', fromYears: '5', percent: '5.00' });
  await master('payrollParameter', {
    code: 'DIAS_BONIFICACION_FIN_ANO',
    name: 'Bonificación de fin de año: días',
    validFrom: day('01-01', Y - 1),
    value: '90.00',
  });
  await master('islrEstimate', {
    idEmployee: idElena,
    validFrom: day('01-01'),
    percent: '2.00',
    estimatedIncome: '47000.00',
    basis: 'AR-I de enero',
  });
  const opening = await b.call('POST', '/api/hr/benefit/opening', {
    idEmployee: idElena,
    entryDate: day('12-31', Y - 1),
    amount: '7500.00',
    interest: '0.00',
    reference: 'Libro de prestaciones del sistema anterior, folio 31',
  });
  expect(opening.statusCode, opening.body).toBe(200);
  const rates: [string, string][] = [
    ['01', '15.00'],
    ['02', '15.00'],
    ['03', '15.00'],
    ['04', '15.00'],
    ['05', '16.50'],
    ['06', '16.50'],
    ['07', '16.50'],
    ['08', '16.50'],
    ['09', '18.00'],
    ['10', '18.00'],
    ['11', '18.00'],
    ['12', '18.00'],
  ];
  for (const [month, rate] of rates) await master('benefitRate', { month: day(`${month}-01`), rate });
});
afterAll(() => b.t.close());

describe("a worker's year of payroll, as an HR auditor checks it on paper", () => {
  it('pays the first quarter and deposits its guarantee with three months of interest', async () => {
    await fortnights(1, 3);
    b.t.clock.set(`${Y}-04-02T15:00:00Z`);
    expect(await deposit(1)).toMatchObject({ guarantee: '1976.25', additional: '0.00', interest: '281.25' });
  });

  it('pays the vacation bonus on her second anniversary and records the 16 days she takes', async () => {
    const idRun = await close('vacation', day('04-01'), day('04-30'), `Vacaciones de abril ${Y}`);
    const lines = (await b.call('GET', `/api/hr/payrollRun/employees/${idRun}?size=10`)).json().data.rows;
    expect(lines[0].lines.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['BONO_VACACIONAL', '1632.00'],
      ['ISLR_VACACIONES', '32.64'],
    ]);
    const [vacation] = (await b.call('GET', '/api/hr/vacation/findAll?pending=true')).json().data.rows;
    expect(vacation).toMatchObject({
      anniversary: day('04-10'),
      serviceYears: 2,
      days: '16.00',
      bonus: '1632.00',
    });
    // 16 working days from the first Monday of May, no holidays in between.
    const first = new Date(Date.UTC(Y, 4, 1));
    while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
    const from = first.toISOString().slice(0, 10);
    await b.t.db.execute(
      sql`delete from holiday where id_client = ${b.idClient} and holiday_date between ${from}::date and ${from}::date + 30`,
    );
    const taken = await b.call('POST', `/api/hr/vacation/${vacation.id}/leave`, { fromDate: from, days: 16 });
    expect(taken.statusCode, taken.body).toBe(200);
    const back = new Date(first.getTime() + 22 * 86_400_000).toISOString().slice(0, 10);
    expect(taken.json().data).toMatchObject({
      enjoyed: '16.00',
      pending: '0.00',
      leaves: [expect.objectContaining({ fromDate: from, returnDate: back, days: '16.00' })],
    });
  });

  it('deposits the next three quarters, the second with the 2 additional days of her second year', async () => {
    await fortnights(4, 6);
    b.t.clock.set(`${Y}-07-02T15:00:00Z`);
    expect(await deposit(2)).toMatchObject({
      guarantee: '1980.45',
      additional: '264.06',
      interest: '379.05',
    });
    await fortnights(7, 9);
    b.t.clock.set(`${Y}-10-02T15:00:00Z`);
    expect(await deposit(3)).toMatchObject({ guarantee: '1980.45', additional: '0.00', interest: '498.13' });
    await fortnights(10, 12);
  });

  it('pays the year-end bonus in December, out of the contributions, and the last quarter in January', async () => {
    const concept = (
      await b.t.db.execute<{ id: number }>(
        sql`select id from payroll_concept where id_client = ${b.idClient} and code = 'BONIFICACION_FIN_ANO'`,
      )
    ).rows[0];
    const found = (await b.call('GET', `/api/hr/payrollConcept/findById/${concept?.id}`)).json().data;
    const on = await b.call('PUT', '/api/hr/payrollConcept/update', { ...found, active: true });
    expect(on.statusCode, on.body).toBe(200);
    const idRun = await close('special', day('12-01'), day('12-15'), `Bonificación de fin de año ${Y}`);
    const lines = (await b.call('GET', `/api/hr/payrollRun/employees/${idRun}?size=10`)).json().data.rows;
    expect(lines[0].lines.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['BONIFICACION_FIN_ANO', '9180.00'],
      ['ISLR_ESPECIAL', '183.60'],
    ]);
    b.t.clock.set(`${Y + 1}-01-04T15:00:00Z`);
    expect(await deposit(4)).toMatchObject({ guarantee: '1980.45', additional: '0.00', interest: '616.56' });
    // The year: 24 fortnights, no contribution read the bonuses (out of the normal salary).
    expect(await yearTotals()).toEqual({
      BONIFICACION_FIN_ANO: [1, '9180.00'],
      BONO_VACACIONAL: [1, '1632.00'],
      FAOV: [24, '475.14'],
      FAOV_PATRONAL: [24, '950.16'],
      FPJ: [24, '1101.60'],
      FPJ_PATRONAL: [24, '1101.60'],
      ISLR: [24, '734.40'],
      ISLR_ESPECIAL: [1, '183.60'],
      ISLR_VACACIONES: [1, '32.64'],
      PRIMA_ANTIGUEDAD: [24, '720.00'],
      RPE: [24, '78.00'],
      RPE_PATRONAL: [24, '312.00'],
      SSO: [24, '312.00'],
      SSO_PATRONAL: [24, '702.00'],
      SUELDO_BASICO: [24, '36000.00'],
    });
  });

  it('shows the guarantee and its interest month by month in her ledger, and the year on her AR-C', async () => {
    const { worker, entries } = (await b.call('GET', `/api/hr/benefit/ledger/${idElena}`)).json().data;
    // 7.500,00 brought + 8.181,66 deposited; 1.774,99 of interest in the year.
    expect(worker).toMatchObject({ deposited: '15681.66', balance: '15681.66', interest: '1774.99' });
    expect(
      entries
        .filter((e: { kind: string }) => e.kind === 'interest')
        .map((e: { entryDate: string; amount: string }) => [e.entryDate.slice(5), e.amount]),
    ).toEqual([
      ['01-31', '93.75'],
      [`02-${new Date(Date.UTC(Y, 2, 0)).getUTCDate()}`, '93.75'],
      ['03-31', '93.75'],
      ['04-30', '118.45'],
      ['05-31', '130.30'],
      ['06-30', '130.30'],
      ['07-31', '161.16'],
      ['08-31', '161.16'],
      ['09-30', '175.81'],
      ['10-31', '205.52'],
      ['11-30', '205.52'],
      ['12-31', '205.52'],
    ]);
    // Paid 24 × 1.530,00 + 1.632,00 + 9.180,00 = 47.532,00; withheld 734,40 + 32,64 + 183,60 = 950,64.
    const arc = await b.call('GET', `/api/hr/payslip/arc?idEmployee=${idElena}&year=${Y}`);
    expect(arc.statusCode, arc.body).toBe(200);
    const text = pdfText(arc.rawPayload);
    expect(text).toContain('ESPINOZA, ELENA');
    expect(text).toContain('47.532,00');
    expect(text).toContain('950,64');
  });

  it('pays her the interest of the year in January, which leaves the guarantee as it was', async () => {
    const pay = (paidOn: string, year = Y) =>
      b.call('POST', '/api/hr/benefit/interestPayment', {
        year,
        paidOn,
        reference: 'Orden de pago de intereses de prestaciones',
      });
    expect((await pay(day('12-31'))).json().message).toBe(
      `Los intereses de ${Y} se pagan cerrado el año: desde el 01/01/${Y + 1}.`,
    );
    expect((await pay(day('01-05', Y + 1))).json().message).toBe(
      'El pago se registra hecho: la fecha de pago no puede ser posterior a hoy.',
    );
    const paid = await pay(day('01-04', Y + 1));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      data: { year: Y, employees: 1, total: '1774.99' },
      message: `Pagados los intereses de ${Y}: 1 trabajador, 1.774,99.`,
    });
    const again = await pay(day('01-04', Y + 1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `No quedan intereses de ${Y} por pagar: están pagados o ningún trabajador los ganó.`,
    );
    const ledger = async () => (await b.call('GET', `/api/hr/benefit/ledger/${idElena}`)).json().data;
    const { worker, entries } = await ledger();
    expect(worker).toMatchObject({ balance: '15681.66', interest: '0.00' });
    expect(entries.at(-1)).toMatchObject({
      entryDate: day('01-04', Y + 1),
      kind: 'interestPayment',
      amount: '1774.99',
      balance: '15681.66',
      interestBalance: '0.00',
    });
    // The quarter whose interest it paid stays deposited; the payment, recorded in error, is annulled
    // and paid again.
    const [q4] = (await b.call('GET', '/api/hr/benefit/deposits')).json().data;
    const annulQ4 = await b.call('POST', `/api/hr/benefit/deposit/${q4.id}/annul`, { reason: 'Revisión' });
    expect(annulQ4.statusCode).toBe(409);
    const undone = await b.call('POST', `/api/hr/benefit/entry/${entries.at(-1).id}/annul`, {
      reason: 'Orden de pago anulada por la tesorería',
    });
    expect(undone.json().data).toMatchObject({ interest: '1774.99' });
    expect((await pay(day('01-04', Y + 1))).json().data).toMatchObject({ employees: 1, total: '1774.99' });
    // Once a later payment paid what this one had not, this one is annulled only after it.
    const [repaid] = (
      await b.t.db.execute<{ id: number }>(
        sql`select id from benefit_entry where id_employee = ${idElena} and kind = 'interestPayment'`,
      )
    ).rows;
    await b.t.db.execute(sql`
      insert into benefit_entry (id_client, id_employee, entry_date, kind, description, amount, reason)
      values (${b.idClient}, ${idElena}, ${day('01-05', Y + 2)}, 'interestPayment', 'Pago del año siguiente', 1, ${String(Y + 1)})`);
    const first = await b.call('POST', `/api/hr/benefit/entry/${repaid?.id}/annul`, { reason: 'Revisión' });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      `ESPINOZA, ELENA cobró después otro pago de intereses (el del 05/01/${Y + 2}): anule primero ese.`,
    );
    await b.t.db.execute(
      sql`delete from benefit_entry where id_employee = ${idElena} and entry_date = ${day('01-05', Y + 2)}`,
    );
  });
});

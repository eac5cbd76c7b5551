/**
 * The payroll at the size of a state government: BENCH_EMPLOYEES employees (10,000 by default) of
 * one personnel type in 20 departments and 40 cargos, each with an account, and 30 concepts (the 11
 * the institution starts with and 19 of its own: premiums by children and years, bonuses, loans, a
 * savings fund). Measured through the services as the screen drives them: computing a fortnight batch
 * after batch, closing it (computed again and compared, commitment, causación, contributions to the
 * treasury), computing the next fortnight and reading its changes against the first, and the
 * Vista-Nomina by concept. Beside each, a floor from the same run: the formulas alone in memory, and
 * the same rows written straight by SQL. Target: the computation under 10 s.
 */
import { DEFAULT_TIME_ZONE, dateIn, payrollReports } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';

import { depositQuarter } from '../../apps/server/src/modules/payroll/benefits/benefit-deposit.ts';
import { lastPaidSalaries } from '../../apps/server/src/modules/payroll/benefits/salary-history.ts';
import { syncPayroll } from '../../apps/server/src/modules/payroll/concepts/payroll.sync.ts';
import { PAYROLL_REPORT_SOURCES } from '../../apps/server/src/modules/payroll/reports/payroll-reports.sql.ts';
import {
  type ConceptRow,
  computeEmployee,
  prepareConcepts,
} from '../../apps/server/src/modules/payroll/runs/payroll-engine.ts';
import { runChanges } from '../../apps/server/src/modules/payroll/runs/payroll-run.queries.ts';
import { computeRun, payrollRuns } from '../../apps/server/src/modules/payroll/runs/payroll-run.service.ts';
import type { AuthContext } from '../../apps/server/src/platform/access/token.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { runReport } from '../../apps/server/src/platform/reports/report.service.ts';
import { buildStructure } from '../../apps/server/src/test/budget-fixtures.ts';
import { signedInAdmin } from './signed-in.ts';
import { size } from './treasury.ts';

export const EMPLOYEES = size('BENCH_EMPLOYEES', 10_000);
const DEPARTMENTS = 20;
const CARGOS = 40;
const CATEGORY = '88.01.01.01.01.01.01';

/** The institution's own concepts, beside the 11 it starts with: 30 in all. */
const OWN_CONCEPTS: [string, string, string, string | null, string | null][] = [
  ['PRIMA_HIJOS', 'assignment', 'HIJOS * 25', '4.01.03.04.00', null],
  ['PRIMA_HOGAR', 'assignment', 'SI(HIJOS > 0, 40, 0)', '4.01.03.03.00', null],
  ['PRIMA_TRANSPORTE', 'assignment', 'REDONDEAR(60 * DIAS / 30)', '4.01.03.02.00', null],
  [
    'PRIMA_JERARQUIA',
    'assignment',
    'SI(SUELDO > 4000, REDONDEAR(SUELDO_BASICO * 10 / 100), 0)',
    '4.01.03.10.00',
    null,
  ],
  ['BONO_ALIMENTACION', 'assignment', 'REDONDEAR(SALARIO_MINIMO * 2 * DIAS / 30)', '4.01.03.11.00', null],
  ['BONO_ASISTENCIA', 'assignment', 'REDONDEAR(SUELDO_BASICO * 3 / 100)', '4.01.03.12.00', null],
  [
    'COMPENSACION',
    'assignment',
    'REDONDEAR(MAX(0, SALARIO_MINIMO * 3 - SUELDO) * DIAS / 30)',
    '4.01.01.18.00',
    null,
  ],
  ['PRIMA_RESPONSABILIDAD', 'assignment', 'SI(ANTIGUEDAD >= 10, 35, 0)', '4.01.03.13.00', null],
  ['BONO_NOCTURNO', 'assignment', 'SI(LUNES >= 2, 15, 10)', '4.01.03.14.00', null],
  ['CAJA_AHORRO', 'deduction', 'REDONDEAR(SUELDO_BASICO * 10 / 100)', null, null],
  ['SINDICATO', 'deduction', 'REDONDEAR(SUELDO_BASICO * 1 / 100)', null, null],
  ['PRESTAMO', 'deduction', 'SI(HIJOS > 1, 50, 0)', null, null],
  ['SEGURO_HCM', 'deduction', '12.5', null, null],
  [
    'ISLR_NOMINA',
    'deduction',
    'SI(TOTAL_ASIGNACIONES > 5000, REDONDEAR((TOTAL_ASIGNACIONES - 5000) * 6 / 100), 0)',
    null,
    null,
  ],
  ['APORTE_CAJA', 'contribution', 'CAJA_AHORRO', '4.01.06.12.00', null],
  ['HCM_PATRONAL', 'contribution', '30', '4.01.06.13.00', null],
  ['INCES_PATRONAL', 'contribution', 'REDONDEAR(TOTAL_ASIGNACIONES * 2 / 100)', '4.01.06.14.00', null],
  ['GUARDERIA', 'contribution', 'SI(HIJOS > 0, 20, 0)', '4.01.06.15.00', null],
  ['FIDEICOMISO', 'contribution', 'REDONDEAR(SUELDO_BASICO * 5 / 100)', '4.01.06.16.00', null],
];

export interface PayrollCase {
  what: string;
  rows: number;
  ms: number;
  floor: { what: string; ms: number } | null;
}

export interface PayrollResult {
  target: string;
  employees: number;
  concepts: number;
  lines: number;
  cases: PayrollCase[];
}

interface Fixture {
  idPeriod: number;
  idType: number;
  auth: AuthContext;
  year: number;
}

/** The staff, their accounts, the concepts and the budget, written straight to the tables. */
async function populate(db: Db, idClient: number): Promise<Fixture> {
  const period = await db.execute<{ id: number; year: number }>(sql`
    select id, extract(year from start_date)::int as year from period
     where id_client = ${idClient} and ${dateIn(new Date(), DEFAULT_TIME_ZONE)}::date between start_date and end_date
     order by id limit 1`);
  const p = period.rows[0];
  if (!p) throw new Error('sin período en curso');
  const partidas = new Set<string>([
    '4.01.01.01.00',
    '4.01.03.08.00',
    '4.01.03.09.00',
    '4.01.06.01.00',
    '4.01.06.03.00',
    '4.01.06.04.00',
    '4.01.06.05.00',
    ...OWN_CONCEPTS.map((c) => c[3]).filter((a): a is string => a !== null),
  ]);
  const [sector, ...rest] = CATEGORY.split('.');
  await buildStructure(
    db,
    idClient,
    p.id,
    [...partidas].map((code) => ({ code, initial: '900000000.00' })),
    rest.at(-1),
    sector,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const beneficiary = await tx.execute<{ id: number }>(sql`
      insert into beneficiary (id_client, code, name) values (${idClient}, 'G-20999999-0', 'Nómina de la prueba') returning id`);
    const type = await tx.execute<{ id: number }>(sql`
      insert into employee_type (id_client, code, name, frequency, id_beneficiary)
      values (${idClient}, 'BENCH', 'Personal de la prueba', 'fortnightly', ${beneficiary.rows[0]?.id}) returning id`);
    const idType = type.rows[0]?.id as number;
    await tx.execute(sql`
      insert into department (id_client, code, name, budget_category)
      select ${idClient}, 'D' || g, 'Departamento ' || g, ${CATEGORY} from generate_series(1, ${DEPARTMENTS}) g`);
    await tx.execute(sql`
      insert into cargo (id_client, code, name, salary)
      select ${idClient}, 'C' || g, 'Cargo ' || g, 1500 + g * 97.5 from generate_series(1, ${CARGOS}) g`);
    await tx.execute(sql`
      insert into seniority_premium (id_client, valid_from, from_years, percent)
      values (${idClient}, '2000-01-01', '1', 2), (${idClient}, '2000-01-01', '6', 6), (${idClient}, '2000-01-01', '15', 15),
             (${idClient}, '2000-01-01', '23', 30)`);
    const bank = await tx.execute<{ id: number }>(sql`
      insert into bank (id_client, code, name) values (${idClient}, '0163', 'Banco del Tesoro') returning id`);
    await tx.execute(sql`
      insert into employee (id_client, id_number, name, hire_date, prior_years, id_department, id_employee_type, id_cargo,
                            id_academic_level)
      select ${idClient}, 'V-' || (20000000 + g), 'TRABAJADOR ' || lpad(g::text, 5, '0'),
             date '1995-01-01' + (g * 37 % 10000), g % 3,
             -- Its own departments: another part of the benchmark may have made one without a budget category.
             (select id from department where id_client = ${idClient} and budget_category = ${CATEGORY}
               order by id offset g % ${DEPARTMENTS} limit 1),
             ${idType},
             (select id from cargo where id_client = ${idClient} order by id offset g % ${CARGOS} limit 1),
             case when g % 4 = 0 then null
                  else (select id from academic_level where id_client = ${idClient} order by id offset g % 5 limit 1) end
        from generate_series(1, ${EMPLOYEES}) g`);
    await tx.execute(sql`
      insert into employee_detail (id_client, id_employee, id_bank, account_number, account_type, children)
      select e.id_client, e.id, ${bank.rows[0]?.id}, '0163' || lpad(e.id::text, 16, '0'), 'savings', e.id % 4
        from employee e where e.id_client = ${idClient}`);
    await tx.execute(sql`
      insert into payroll_concept (id_client, code, name, kind, formula, account_code, remit_as, runs)
      select ${idClient}, s.code, initcap(replace(s.code, '_', ' ')), s.kind, s.formula, s.account, s.remit, 'ordinary'
        from jsonb_to_recordset(${JSON.stringify(
          OWN_CONCEPTS.map(([code, kind, formula, account, remit]) => ({
            code,
            kind,
            formula,
            account,
            remit,
          })),
        )}::jsonb) as s(code text, kind text, formula text, account text, remit text)`);
    return {
      idPeriod: p.id,
      idType,
      year: p.year,
      auth: await signedInAdmin(tx, idClient),
    };
  });
}

async function clock<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** Computes a run as the screen does: batch after batch until the server says it is finished. */
async function computeAll(db: Db, f: Fixture, id: number): Promise<number> {
  let done = 0;
  for (let batch = 0; ; batch++) {
    const step = await computeRun(db, f.auth, id, batch);
    done = step.done;
    if (step.finished) return done;
  }
}

async function openRun(db: Db, f: Fixture, from: string, to: string): Promise<number> {
  return payrollRuns.createDraft(db, f.auth, {
    idPeriod: f.idPeriod,
    idEmployeeType: f.idType,
    runKind: 'ordinary',
    fromDate: from,
    toDate: to,
    payDate: to,
    description: 'Quincena del benchmark',
  });
}

/** The formulas alone: the institution's concepts prepared once and every employee computed in memory. */
async function engineFloor(db: Db, idClient: number): Promise<number> {
  const concepts = await db.execute<ConceptRow & Record<string, unknown>>(sql`
    select id, code, name, kind, formula, account_code as "accountCode", remit_as as "remitAs",
           normal_salary as "normalSalary", active and runs = 'ordinary' as applies
      from payroll_concept where id_client = ${idClient}`);
  const parameters = await db.execute<{ code: string; value: string }>(sql`
    select distinct on (code) code, value::text from payroll_parameter where id_client = ${idClient}
     order by code, valid_from desc`);
  const values = new Map(parameters.rows.map((p) => [p.code, new Decimal(p.value)]));
  const start = performance.now();
  const prepared = prepareConcepts(concepts.rows, values, new Set(values.keys()), '2026-01-15');
  for (let i = 0; i < EMPLOYEES; i++) {
    computeEmployee(
      prepared,
      {
        SUELDO: new Decimal(1500 + (i % CARGOS) * 97.5),
        DIAS: new Decimal(15),
        DIAS_NOMINA: new Decimal(15),
        LUNES: new Decimal(2),
        ANTIGUEDAD: new Decimal(i % 30),
        PORC_ANTIGUEDAD: new Decimal(6),
        PORC_PROFESIONALIZACION: new Decimal(30),
        HIJOS: new Decimal(i % 4),
        MESES_SERVICIO: new Decimal(12),
        DIAS_BONO_VACACIONAL: new Decimal(Math.min(15 + Math.max((i % 30) - 1, 0), 30)),
        DIAS_VACACIONES: new Decimal(Math.min(15 + Math.max((i % 30) - 1, 0), 30)),
        SALARIO_NORMAL_MENSUAL: new Decimal(2000 + (i % CARGOS) * 130),
        // No AR-I in the fixture: the service withholds no ISLR either.
        PORC_ISLR: new Decimal(0),
      },
      values,
      `V-${i}`,
    );
  }
  return performance.now() - start;
}

export async function timePayroll(db: Db, idClient: number, target: string): Promise<PayrollResult> {
  // The institution was made after the start's syncs: it gets the payroll's starting values first.
  await syncPayroll(db);
  const f = await populate(db, idClient);
  await db.execute(sql`analyze`);
  const cases: PayrollCase[] = [];
  const y = f.year;
  const first = await openRun(db, f, `${y}-01-01`, `${y}-01-15`);
  const computed = await clock(() => computeAll(db, f, first));
  const lines = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payroll_run_entry where id_run = ${first}`,
  );
  const n = lines.rows[0]?.n ?? 0;
  const engine = await engineFloor(db, idClient);
  // The floor writes into a draft of its own, rolled back.
  const scratch = await openRun(db, f, `${y}-02-01`, `${y}-02-15`);
  const write = await timedWrite(db, idClient, scratch, n);
  await payrollRuns.deleteDraft(db, f.auth, scratch);
  cases.push({
    what: `Calcular la quincena, lote a lote como la pantalla (${EMPLOYEES.toLocaleString('de-DE')} trabajadores)`,
    rows: n,
    ms: computed.ms,
    floor: { what: `fórmulas solas en memoria ${ms(engine)}; las mismas filas escritas por SQL`, ms: write },
  });
  const closed = await clock(() => payrollRuns.post(db, f.auth, first));
  cases.push({
    what: 'Cerrar la nómina (recalcular y comparar, compromiso, causación, aportes)',
    rows: n,
    ms: closed.ms,
    floor: null,
  });
  // The first quarter's guarantee of prestaciones for everyone, on the January the closed run paid.
  const april = { ...f.auth, now: new Date(`${y}-04-05T15:00:00Z`) };
  const everyone = await db.execute<{ id: number }>(
    sql`select id from employee where id_client = ${idClient}`,
  );
  const salaries = await clock(() =>
    lastPaidSalaries(
      db,
      idClient,
      everyone.rows.map((e) => e.id),
      `${y}-01-01`,
      `${y}-03-31`,
    ),
  );
  const deposit = await clock(() => depositQuarter(db, april, { year: y, quarter: 1 }));
  cases.push({
    what: 'Abonar la garantía de prestaciones del primer trimestre (todos los trabajadores)',
    rows: deposit.value.employees,
    ms: deposit.ms,
    floor: { what: 'leer el último salario de todos', ms: salaries.ms },
  });
  // A vacation run of the rest of the year: everyone whose anniversary falls in it, at January's salary.
  const vacation = await payrollRuns.createDraft(db, f.auth, {
    idPeriod: f.idPeriod,
    idEmployeeType: f.idType,
    runKind: 'vacation',
    fromDate: `${y}-02-01`,
    toDate: `${y}-12-31`,
    payDate: `${y}-02-01`,
    description: 'Vacaciones del benchmark',
  });
  const vacations = await clock(() => computeAll(db, f, vacation));
  cases.push({
    what: 'Calcular una nómina de vacaciones (aniversarios de febrero a diciembre)',
    rows: vacations.value,
    ms: vacations.ms,
    floor: null,
  });
  const second = await openRun(db, f, `${y}-01-16`, `${y}-01-31`);
  await computeAll(db, f, second);
  const changes = await clock(() => runChanges(db, idClient, second, { page: 0, size: 25 }));
  cases.push({
    what: 'Cambios frente a la quincena anterior (una página y los totales)',
    rows: changes.value.total,
    ms: changes.ms,
    floor: null,
  });
  const source = PAYROLL_REPORT_SOURCES.find((s) => s.report.slug === payrollReports.view.slug);
  if (!source) throw new Error('sin Vista-Nomina');
  const byConcept = await clock(() =>
    runReport(db, f.auth, source, { idPeriod: f.idPeriod, idRun: first, by: 'concept', page: 0, size: 100 }),
  );
  cases.push({
    what: 'Vista-Nomina por concepto',
    rows: byConcept.value.total,
    ms: byConcept.ms,
    floor: null,
  });
  const byEmployee = await clock(() =>
    runReport(db, f.auth, source, { idPeriod: f.idPeriod, idRun: first, by: 'employee', page: 0, size: 100 }),
  );
  cases.push({
    what: 'Vista-Nomina por trabajador (una página y los totales)',
    rows: byEmployee.value.total,
    ms: byEmployee.ms,
    floor: null,
  });
  const concepts = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payroll_concept where id_client = ${idClient} and active`,
  );
  return { target, employees: EMPLOYEES, concepts: concepts.rows[0]?.n ?? 0, lines: n, cases };
}

/** Writes the floor's rows inside a transaction that is then undone, and answers how long the writing took. */
async function timedWrite(db: Db, idClient: number, idRun: number, lines: number): Promise<number> {
  let took = 0;
  await db
    .transaction(async (tx) => {
      const start = performance.now();
      await tx.execute(sql`
        insert into payroll_run_employee (id_client, id_run, id_employee, id_number, name, department, cargo, salary, days,
                                          seniority_years, assignments, deductions, contributions)
        select e.id_client, ${idRun}, e.id, e.id_number, e.name, 'D', 'C', 1, 15, 1, 1, 1, 1
          from employee e where e.id_client = ${idClient}`);
      const perEmployee = Math.max(1, Math.round(lines / EMPLOYEES));
      await tx.execute(sql`
        insert into payroll_run_line (id_run_employee, id_concept, amount)
        select e.id, c.id, 1
          from payroll_run_employee e
          cross join lateral (select id from payroll_concept where id_client = ${idClient} order by id limit ${perEmployee}) c
         where e.id_run = ${idRun}`);
      took = performance.now() - start;
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
  return took;
}
class Undo extends Error {}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);

/** The section of docs/performance.md. */
export function payrollSection(results: PayrollResult[]): string[] {
  const first = results[0];
  if (!first) return [];
  const n = (v: number) => v.toLocaleString('de-DE');
  return [
    '## Nómina',
    '',
    `${n(first.employees)} trabajadores de un tipo de personal en ${DEPARTMENTS} departamentos y ${CARGOS} cargos, cada uno con su cuenta, y ${first.concepts} conceptos`,
    `activos (los que siembra para toda institución, de ellos 11 en la quincena, y 19 propios: primas por hijos y por años, bonos, préstamos, caja de ahorro): ${n(first.lines)} líneas por quincena.`,
    'Por los servicios, como los usa la pantalla: calcular la quincena lote a lote, cerrarla, abonar la garantía de prestaciones del trimestre,',
    'calcular una nómina de vacaciones, calcular la quincena siguiente y ver sus cambios, y la Vista-Nomina.',
    'El piso del cálculo, medido en la misma corrida: las fórmulas solas en memoria, y las mismas filas escritas directamente por SQL.',
    'Objetivo: el cálculo en menos de 10 s.',
    '',
    '| Base de datos | Qué | Filas | Servicio | Piso | Objetivo |',
    '|---|---|---:|---:|---|---|',
    ...results.flatMap((r) =>
      r.cases.map(
        (c, i) =>
          `| ${r.target} | ${c.what} | ${n(c.rows)} | ${ms(c.ms)} | ${c.floor ? `${c.floor.what}: ${ms(c.floor.ms)}` : '—'} | ${i === 0 ? (c.ms < 10_000 ? 'cumple' : 'NO cumple') : ''} |`,
      ),
    ),
    '',
  ];
}

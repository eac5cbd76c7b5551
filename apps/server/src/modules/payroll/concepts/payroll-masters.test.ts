import { clientResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writesSoFar } from '../../../test/harness.ts';
import { createSample, systemAuth } from '../../../test/resource-samples.ts';
import { testSuite } from '../../../test/suite.ts';
import { LEGAL_PARAMETERS, SEEDED_CONCEPTS } from './legal.catalogue.ts';
import { syncPayroll } from './payroll.sync.ts';

/**
 * The payroll's masters beyond what the registry suite checks of every master: the starting values
 * every institution gets, formulas refused when saved with the position of the error, names that
 * would be read two ways, circles of formulas, what a formula reads kept from deletion, an
 * employee's account at its own bank, and the screens that may pick what.
 */
const t = testSuite();
let clerk: string;
const api = t.api;

beforeAll(async () => {
  clerk = await t.newUser({
    username: 'nomina',
    role: 'ADMIN',
    memberships: [{ idClient: t.clients[0], screens: ['NOM-AYD-01', 'NOM-REG-01'] }],
  });
});

const concept = (body: Record<string, unknown>) =>
  api.call('POST', '/api/hr/payrollConcept/create', {
    name: 'Prueba',
    kind: 'assignment',
    accountCode: '4.01.01.01.00',
    runs: 'ordinary',
    active: true,
    ...body,
  });

const idOfConcept = async (code: string, idClient = t.clients[0]) =>
  (
    await t.rows<{ id: number }>(
      sql`select id from payroll_concept where id_client = ${idClient} and code = ${code}`,
    )
  )[0]?.id as number;

describe('what every institution starts its payroll with', () => {
  it('has the minimum wage, the legal rates and caps, the legal contributions and the academic table, in every institution', async () => {
    for (const idClient of t.clients) {
      const parameters = await t.rows<{ code: string; value: string }>(
        sql`select code, value::text from payroll_parameter where id_client = ${idClient} order by code`,
      );
      expect(parameters).toHaveLength(LEGAL_PARAMETERS.length);
      expect(parameters).toContainEqual({ code: 'SSO_TRABAJADOR', value: '4.00' });
      expect(parameters).toContainEqual({ code: 'RPE_TRABAJADOR', value: '0.50' });
      expect(parameters).toContainEqual({ code: 'SSO_TOPE', value: '5.00' });
      const concepts = await t.rows<{ code: string; kind: string; remit_as: string | null }>(
        sql`select code, kind, remit_as from payroll_concept where id_client = ${idClient} order by code`,
      );
      expect(concepts.map((c) => c.code)).toEqual(SEEDED_CONCEPTS.map((c) => c.code).sort());
      expect(concepts.find((c) => c.code === 'FAOV')).toEqual({
        code: 'FAOV',
        kind: 'deduction',
        remit_as: 'FAOV',
      });
      const premiums = await t.rows<{ code: string; percent: string }>(sql`
        select l.code, p.percent::text from academic_level l join academic_premium p on p.id_academic_level = l.id
         where l.id_client = ${idClient} order by p.percent`);
      expect(premiums.map((p) => p.percent)).toEqual(['20.00', '30.00', '40.00', '50.00', '60.00']);
    }
  });

  it('does not bring back at the next start what an institution removed or changed', async () => {
    const [minimum] = await t.rows<{ id: number }>(
      sql`select id from payroll_parameter where id_client = ${t.clients[1]} and code = 'SALARIO_MINIMO'`,
    );
    const level = await t.rows<{ id: number }>(
      sql`select id from academic_level where id_client = ${t.clients[1]} and code = 'DR'`,
    );
    await t.db.execute(sql`update payroll_parameter set value = 175.00 where id = ${minimum?.id}`);
    await t.db.execute(sql`delete from academic_premium where id_academic_level = ${level[0]?.id}`);
    await t.db.execute(sql`delete from academic_level where id = ${level[0]?.id}`);
    await t.db.execute(
      sql`update payroll_concept set formula = 'SUELDO' where id_client = ${t.clients[1]} and code = 'SUELDO_BASICO'`,
    );
    await syncPayroll(t.db);
    expect(
      await t.rows(
        sql`select value::text from payroll_parameter where id_client = ${t.clients[1]} and code = 'SALARIO_MINIMO'`,
      ),
    ).toEqual([{ value: '175.00' }]);
    expect(
      await t.rows(sql`select 1 from academic_level where id_client = ${t.clients[1]} and code = 'DR'`),
    ).toEqual([]);
    expect(
      await t.rows(
        sql`select formula from payroll_concept where id_client = ${t.clients[1]} and code = 'SUELDO_BASICO'`,
      ),
    ).toEqual([{ formula: 'SUELDO' }]);
  });

  it('keeps the year-end bonus at the LOTTT’s 30 days at least, and seeds it switched off', async () => {
    const refused = await api.call('POST', '/api/hr/payrollParameter/create', {
      code: 'DIAS_BONIFICACION_FIN_ANO',
      name: 'Bonificación de fin de año',
      validFrom: '2026-01-01',
      value: '20.00',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'value', message: 'La bonificación de fin de año es de al menos 30 días (LOTTT art. 131)' },
    ]);
    expect(
      await t.rows(sql`select runs, active, normal_salary from payroll_concept
                        where id_client = ${t.clients[0]} and code = 'BONIFICACION_FIN_ANO'`),
    ).toEqual([{ runs: 'special', active: false, normal_salary: false }]);
  });

  it('moves the legal contributions left as seeded to the normal salary, and keeps those an institution changed', async () => {
    const [home, other] = t.clients as [number, number];
    const former =
      'REDONDEAR(MIN(TOTAL_ASIGNACIONES, SSO_TOPE * SALARIO_MINIMO * DIAS / 30) * SSO_TRABAJADOR / 100)';
    await t.db.execute(
      sql`update payroll_concept set formula = ${former} where id_client = ${home} and code = 'SSO'`,
    );
    const own =
      'REDONDEAR(MIN(TOTAL_ASIGNACIONES, SSO_TOPE * SALARIO_MINIMO * LUNES / 4) * SSO_TRABAJADOR / 100)';
    await t.db.execute(
      sql`update payroll_concept set formula = ${own} where id_client = ${other} and code = 'SSO'`,
    );
    // A parameter of its own under a name a variable now takes, and a formula reading it.
    await t.db.execute(sql`
      insert into payroll_parameter (id_client, code, name, valid_from, value)
      values (${home}, 'DIAS_BONO_VACACIONAL', 'Días de bono vacacional de la convención', '2020-01-01', 40)`);
    await t.db.execute(sql`
      insert into payroll_concept (id_client, code, name, kind, formula, account_code, runs, active)
      values (${home}, 'BONO_VAC_CONVENCION', 'Bono vacacional', 'assignment', 'SUELDO / 30 * dias_bono_vacacional',
              '4.01.05.03.00', 'special', true)`);
    // The move happens once: this start is the first since it was written.
    await t.db.execute(
      sql`delete from system_setting where key in ('payroll.salary-bases', 'payroll.variable.DIAS_BONO_VACACIONAL')`,
    );
    await syncPayroll(t.db);
    expect(
      await t.rows(sql`select id_client, formula from payroll_concept where code = 'SSO' and id_client in (${home}, ${other})
                        order by id_client = ${home} desc`),
    ).toEqual([
      {
        id_client: home,
        formula:
          'REDONDEAR(MIN(SALARIO_NORMAL, SSO_TOPE * SALARIO_MINIMO * DIAS / 30) * SSO_TRABAJADOR / 100)',
      },
      { id_client: other, formula: own },
    ]);
    expect(
      await t.rows(
        sql`select code from payroll_parameter where id_client = ${home} and code like 'DIAS_BONO_VACACIONAL%'`,
      ),
    ).toEqual([{ code: 'DIAS_BONO_VACACIONAL_PROPIO' }]);
    expect(
      await t.rows(
        sql`select formula from payroll_concept where id_client = ${home} and code = 'BONO_VAC_CONVENCION'`,
      ),
    ).toEqual([{ formula: 'SUELDO / 30 * DIAS_BONO_VACACIONAL_PROPIO' }]);
    // Once moved, a start does not move again what an institution writes back.
    await t.db.execute(
      sql`update payroll_concept set formula = ${former} where id_client = ${home} and code = 'SSO'`,
    );
    await syncPayroll(t.db);
    expect(
      await t.rows(sql`select formula from payroll_concept where id_client = ${home} and code = 'SSO'`),
    ).toEqual([{ formula: former }]);
    // The integral salary reads the year-end bonus's days: their only value is not deleted.
    const [days] = await t.rows<{ id: number }>(
      sql`select id from payroll_parameter where id_client = ${home} and code = 'DIAS_BONIFICACION_FIN_ANO'`,
    );
    const kept = await api.call('DELETE', `/api/hr/payrollParameter/deleteById/${days?.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toMatch(
      /^No se puede eliminar el único valor de DIAS_BONIFICACION_FIN_ANO: lo leen las fórmulas de .*FAOV/,
    );
  });

  it('renames what an institution had under a code seeded later (its own ISLR), with the formulas that read it', async () => {
    const home = t.clients[0] as number;
    // As an institution that started before the ISLR concepts: its own rate as a parameter ISLR, read by its concept.
    await t.db.execute(sql`delete from payroll_concept where id_client = ${home} and code = 'ISLR'`);
    await t.db.execute(sql`
      insert into payroll_parameter (id_client, code, name, valid_from, value)
      values (${home}, 'ISLR', 'Porcentaje de ISLR de la institución', '2020-01-01', 2)`);
    await t.db.execute(sql`
      insert into payroll_concept (id_client, code, name, kind, formula, runs, active)
      values (${home}, 'RET_ISLR', 'Retención de ISLR propia', 'deduction', 'REDONDEAR(TOTAL_ASIGNACIONES * ISLR / 100)',
              'ordinary', true)`);
    await t.db.execute(sql`delete from system_setting where key = 'payroll.seed.ISLR'`);
    await syncPayroll(t.db);
    expect(
      await t.rows(sql`select code from payroll_parameter where id_client = ${home} and code like 'ISLR%'`),
    ).toEqual([{ code: 'ISLR_PROPIO' }]);
    expect(
      await t.rows(sql`select code, formula, remit_as from payroll_concept
                        where id_client = ${home} and code in ('RET_ISLR', 'ISLR') order by code`),
    ).toEqual([
      { code: 'ISLR', formula: 'REDONDEAR(TOTAL_ASIGNACIONES * PORC_ISLR / 100)', remit_as: 'ISLR' },
      { code: 'RET_ISLR', formula: 'REDONDEAR(TOTAL_ASIGNACIONES * ISLR_PROPIO / 100)', remit_as: null },
    ]);
    // Once: a start later does not rename the seeded concept.
    await syncPayroll(t.db);
    expect(
      await t.rows(
        sql`select code from payroll_concept where id_client = ${home} and code like 'ISLR%' order by code`,
      ),
    ).toEqual([{ code: 'ISLR' }, { code: 'ISLR_ESPECIAL' }, { code: 'ISLR_VACACIONES' }]);
  });

  it('gives a new institution its own, and takes them along if it is deleted unused', async () => {
    const created = await createSample(t.db, systemAuth(t.clients[0]), clientResource);
    const id = created.id as number;
    expect(await t.rows(sql`select count(*)::int as n from payroll_concept where id_client = ${id}`)).toEqual(
      [{ n: SEEDED_CONCEPTS.length }],
    );
    const removed = await api.call('DELETE', `/api/user/client/deleteById/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await t.rows(sql`select count(*)::int as n from payroll_parameter where id_client = ${id}`),
    ).toEqual([{ n: 0 }]);
  });

  it('keeps the legal contributions: they are deactivated, not deleted', async () => {
    const res = await api.call('DELETE', `/api/hr/payrollConcept/deleteById/${await idOfConcept('SSO')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('SSO es un concepto legal: no se elimina; desactívelo si no aplica.');
  });
});

describe('a concept formula is refused when saved, with the position of the error', () => {
  it.each([
    ['SUELDO * (DIAS / 30', 'Posición 20: Falta cerrar el paréntesis abierto en la posición 10'],
    ['SUELDO * SALARI', 'Posición 10: «SALARI» no es una variable, un parámetro ni un concepto de nómina'],
    ['SUELDO * 4%', 'Posición 11: Carácter no permitido «%»'],
    ['BONO_PROPIO + 1', 'Posición 1: La fórmula no puede leer su propio concepto BONO_PROPIO'],
    [
      'TOTAL_ASIGNACIONES / 10',
      'Posición 1: Una asignación no puede leer TOTAL_ASIGNACIONES: es la suma de las asignaciones',
    ],
    [
      'SALARIO_NORMAL / 10',
      'Posición 1: Una asignación del salario normal no puede leer SALARIO_NORMAL: sale de su suma (desmárquela como salario normal si es un bono sobre él)',
    ],
  ])('%s', async (formula, message) => {
    const before = await writesSoFar(t.db);
    const res = await concept({ code: 'BONO_PROPIO', formula });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'formula', message }]);
    expect(await writesSoFar(t.db)).toBe(before);
  });

  it('takes a formula over variables, parameters and other concepts, in any case', async () => {
    const res = await concept({
      code: 'BONO_ALIMENTACION',
      formula: 'si(hijos > 0, sueldo_basico * 5 / 100, 0) + salario_minimo / 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const deduction = await concept({
      code: 'CAJA_AHORRO',
      kind: 'deduction',
      accountCode: null,
      formula: 'REDONDEAR(TOTAL_ASIGNACIONES * 10 / 100)',
    });
    expect(deduction.statusCode, deduction.body).toBe(200);
    // A one-off bonus, out of the normal salary, may be a share of it.
    const bonus = await concept({
      code: 'BONO_GESTION',
      normalSalary: false,
      formula: 'SALARIO_NORMAL * 20 / 100',
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
  });

  it('refuses formulas that read each other in a circle, naming it, on create and on update', async () => {
    expect((await concept({ code: 'CIRCULO_A', formula: 'SUELDO / 10' })).statusCode).toBe(200);
    expect((await concept({ code: 'CIRCULO_B', formula: 'CIRCULO_A * 2' })).statusCode).toBe(200);
    const id = await idOfConcept('CIRCULO_A');
    const read = (await api.call('GET', `/api/hr/payrollConcept/findById/${id}`)).json().data;
    const res = await api.call('PUT', '/api/hr/payrollConcept/update', { ...read, formula: '1 + CIRCULO_B' });
    expect(res.statusCode).toBe(400);
    // Where this formula reads the concept that leads back to it.
    expect(res.json().fields).toEqual([
      {
        field: 'formula',
        message: 'Posición 5: Las fórmulas se leen en círculo: CIRCULO_A → CIRCULO_B → CIRCULO_A',
      },
    ]);
    expect(await t.rows(sql`select formula from payroll_concept where id = ${id}`)).toEqual([
      { formula: 'SUELDO / 10' },
    ]);
  });

  it('refuses when saved a formula that can divide by zero or come to a negative amount, naming where', async () => {
    const refused = async (formula: string) =>
      (await concept({ code: 'SIN_RIESGO', formula })).json().fields?.[0]?.message as string | undefined;
    expect(await refused('SUELDO / HIJOS')).toBe(
      'Posición 8: El divisor puede valer cero: asegúrelo, por ejemplo SI(DIAS > 0, MONTO / DIAS, 0) o MAX(DIAS, 1)',
    );
    expect(await refused('SUELDO / (2 - 2)')).toBe('Posición 8: División por cero');
    expect(await refused('SUELDO - MONTO')).toBe(
      'Posición 1: La fórmula puede dar un monto negativo, y un concepto no paga ni descuenta en negativo: acótela, por ejemplo MAX(…, 0)',
    );
    // A parameter is what its values span: the minimum wage is never 0, a parameter set to 0 is.
    await api.call('POST', '/api/hr/payrollParameter/create', {
      code: 'DIVISOR_CERO',
      name: 'Un divisor en cero',
      validFrom: '2024-01-01',
      value: '0',
    });
    expect(await refused('SUELDO / DIVISOR_CERO')).toBe('Posición 8: División por cero');
    expect(await refused('SUELDO / SALARIO_MINIMO')).toBeUndefined();
    await t.db.execute(sql`delete from payroll_concept where code = 'SIN_RIESGO'`);
    // Guarded, the same divisions are safe.
    expect(await refused('SI(HIJOS > 0, SUELDO / HIJOS, 0)')).toBeUndefined();
    await t.db.execute(sql`delete from payroll_concept where code = 'SIN_RIESGO'`);
    expect(
      await refused('MAX(SUELDO - MONTO, 0) + SUELDO / MAX(DIAS, 1) + SUELDO / DIAS_NOMINA'),
    ).toBeUndefined();
    // One saved before the check can still be switched off (to let a run compute), not switched on again.
    await t.db.execute(sql`update payroll_concept set formula = 'SUELDO / HIJOS' where code = 'SIN_RIESGO'`);
    const id = await idOfConcept('SIN_RIESGO');
    const read = (await api.call('GET', `/api/hr/payrollConcept/findById/${id}`)).json().data;
    const off = await api.call('PUT', '/api/hr/payrollConcept/update', { ...read, active: false });
    expect(off.statusCode, off.body).toBe(200);
    const on = await api.call('PUT', '/api/hr/payrollConcept/update', { ...off.json().data, active: true });
    expect(on.json().fields?.[0]?.message).toMatch(/^Posición 8: El divisor puede valer cero/);
  });

  it('refuses a deduction imputed to a partida, an assignment without one, and an assignment paid over', async () => {
    const a = await concept({ code: 'SIN_PARTIDA', formula: '1', accountCode: null });
    expect(a.json().fields).toEqual([
      { field: 'accountCode', message: 'Indique la partida a la que se imputa el gasto' },
    ]);
    const b = await concept({ code: 'DEDUCCION_PARTIDA', kind: 'deduction', formula: '1' });
    expect(b.json().fields).toEqual([
      { field: 'accountCode', message: 'Una deducción no es gasto del presupuesto: deje la partida vacía' },
    ]);
    const c = await concept({ code: 'ENTERADA', formula: '1', remitAs: 'SSO' });
    expect(c.json().fields).toEqual([
      { field: 'remitAs', message: 'Solo una deducción o un aporte patronal se entera' },
    ]);
  });

  it('refuses a code that is a variable or a parameter, and a parameter named like a concept', async () => {
    const variable = await concept({ code: 'SUELDO', formula: '1' });
    expect(variable.json().fields).toEqual([
      { field: 'code', message: 'Ese nombre es una variable de la nómina: elija otro' },
    ]);
    const parameter = await concept({ code: 'SALARIO_MINIMO', formula: '1' });
    expect(parameter.statusCode).toBe(400);
    expect(parameter.json().fields).toEqual([
      {
        field: 'code',
        message: 'Ya hay un parámetro de nómina con ese código: las fórmulas no sabrían cuál leer',
      },
    ]);
    const clash = await api.call('POST', '/api/hr/payrollParameter/create', {
      code: 'SUELDO_BASICO',
      name: 'Choque',
      validFrom: '2026-01-01',
      value: '1.00',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields[0].field).toBe('code');
  });

  it('keeps a concept or the last value of a parameter while a formula reads it', async () => {
    const used = await api.call(
      'DELETE',
      `/api/hr/payrollConcept/deleteById/${await idOfConcept('CIRCULO_A')}`,
    );
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      'No se puede eliminar el concepto CIRCULO_A: lo leen las fórmulas de CIRCULO_B.',
    );
    const [minimum] = await t.rows<{ id: number }>(
      sql`select id from payroll_parameter where id_client = ${t.clients[0]} and code = 'SALARIO_MINIMO'`,
    );
    const last = await api.call('DELETE', `/api/hr/payrollParameter/deleteById/${minimum?.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(
      /^No se puede eliminar el único valor de SALARIO_MINIMO: lo leen las fórmulas de .*SSO/,
    );
    // A newer value may go: the older one still answers.
    const newer = await api.call('POST', '/api/hr/payrollParameter/create', {
      code: 'SALARIO_MINIMO',
      name: 'Salario mínimo mensual (Bs)',
      validFrom: '2026-05-01',
      value: '200.00',
    });
    expect(newer.statusCode, newer.body).toBe(200);
    expect(
      (await api.call('DELETE', `/api/hr/payrollParameter/deleteById/${newer.json().data.id}`)).statusCode,
    ).toBe(200);
    // The reader gone, the concept it read may go.
    expect(
      (await api.call('DELETE', `/api/hr/payrollConcept/deleteById/${await idOfConcept('CIRCULO_B')}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.call('DELETE', `/api/hr/payrollConcept/deleteById/${await idOfConcept('CIRCULO_A')}`))
        .statusCode,
    ).toBe(200);
  });

  it('reads another institution’s concepts as unknown', async () => {
    await t.db.execute(sql`
      insert into payroll_concept (id_client, code, name, kind, formula, account_code, runs)
      values (${t.clients[1]}, 'AJENO', 'De otra institución', 'assignment', '1', '4.01.01.01.00', 'ordinary')`);
    const res = await concept({ code: 'LEE_AJENO', formula: 'AJENO * 2' });
    expect(res.json().fields).toEqual([
      {
        field: 'formula',
        message: 'Posición 1: «AJENO» no es una variable, un parámetro ni un concepto de nómina',
      },
    ]);
  });
});

describe('the staff register', () => {
  it('keeps an employee’s pay at an account of the bank it names', async () => {
    const bank = await api.master('finance/bank', {
      code: '0191',
      name: 'Banco Nacional de Crédito',
      active: true,
    });
    const beneficiary = await api.master('finance/beneficiary', {
      code: 'G-20000001-0',
      name: 'Nómina de empleados',
      active: true,
    });
    const department = await api.master('hr/department', {
      code: 'ADM',
      name: 'Administración',
      active: true,
    });
    const type = await api.master('hr/employeeType', {
      code: 'EF',
      name: 'Empleados fijos',
      frequency: 'fortnightly',
      idBeneficiary: beneficiary,
      active: true,
    });
    const cargo = await api.master('hr/cargo', {
      code: 'AN1',
      name: 'Analista I',
      salary: '3000.00',
      active: true,
    });
    const employee = await api.master('hr/employee', {
      idNumber: 'V-12345678',
      name: 'PÉREZ GÓMEZ, MARÍA JOSÉ',
      hireDate: '2015-03-16',
      priorYears: 2,
      idDepartment: department,
      idEmployeeType: type,
      idCargo: cargo,
    });
    const detail = (accountNumber: string) =>
      api.call('POST', '/api/hr/employeeDetail/create', {
        idEmployee: employee,
        idBank: bank,
        accountNumber,
        accountType: 'savings',
        children: 1,
        dependentSpouse: false,
      });
    const wrong = await detail('01020000000000000001');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'accountNumber', message: 'Una cuenta del banco elegido empieza por su código, 0191' },
    ]);
    const right = await detail('01910000000000000001');
    expect(right.statusCode, right.body).toBe(200);
    const twice = await detail('01910000000000000002');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ese trabajador ya tiene su detalle: modifíquelo');
  });

  it('refuses an end of service before its start', async () => {
    const res = await api.call('POST', '/api/hr/employee/create', {
      idNumber: 'V-87654321',
      name: 'RODRÍGUEZ, JUAN',
      hireDate: '2020-01-01',
      terminationDate: '2019-12-31',
      idDepartment: 1,
      idEmployeeType: 1,
      idCargo: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({
      field: 'terminationDate',
      message: 'La fecha de egreso no puede ser anterior a la de ingreso',
    });
  });

  it('lets the concepts screen pick personnel types and the register pick cargos, and nothing more', async () => {
    expect((await api.call('GET', '/api/hr/employeeType/options', undefined, clerk)).statusCode).toBe(200);
    expect((await api.call('GET', '/api/hr/cargo/options', undefined, clerk)).statusCode).toBe(200);
    expect((await api.call('GET', '/api/hr/payrollParameter/findAll', undefined, clerk)).statusCode).toBe(
      403,
    );
    expect(
      (await api.call('POST', '/api/hr/cargo/create', { code: 'X', name: 'X', salary: '1.00' }, clerk))
        .statusCode,
    ).toBe(403);
  });
});

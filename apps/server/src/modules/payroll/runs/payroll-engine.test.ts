import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { SEEDED_CONCEPTS } from '../concepts/legal.catalogue.ts';
import {
  anniversaryIn,
  type ConceptRow,
  computeEmployee,
  daysPaid,
  type EmployeeVariables,
  integralSalary,
  monthsOfService,
  prepareConcepts,
  runDays,
  seniorityPercent,
  vacationBonusDays,
  yearsBetween,
} from './payroll-engine.ts';

const D = (v: string | number) => new Decimal(v);

const LEGAL = new Map(
  Object.entries({
    SALARIO_MINIMO: '130.00',
    SSO_TRABAJADOR: '4',
    SSO_PATRONO: '9',
    SSO_TOPE: '5',
    RPE_TRABAJADOR: '0.5',
    RPE_PATRONO: '2',
    RPE_TOPE: '10',
    FAOV_TRABAJADOR: '1',
    FAOV_PATRONO: '2',
    FPJ_TRABAJADOR: '3',
    FPJ_PATRONO: '3',
    DIAS_BONIFICACION_FIN_ANO: '30',
  }).map(([k, v]) => [k, D(v)]),
);
const CODES = new Set(LEGAL.keys());

// What an ordinary run computes of the seeds: the active ordinary ones (not the year-end bonus).
const seeded: ConceptRow[] = SEEDED_CONCEPTS.map((c, i) => ({
  ...c,
  id: i + 1,
  applies: c.active && c.runs === 'ordinary',
}));

const vars = (over: Partial<Record<keyof EmployeeVariables, string | number>> = {}): EmployeeVariables => ({
  SUELDO: D(over.SUELDO ?? '3000.00'),
  DIAS: D(over.DIAS ?? 15),
  DIAS_NOMINA: D(over.DIAS_NOMINA ?? 15),
  LUNES: D(over.LUNES ?? 2),
  ANTIGUEDAD: D(over.ANTIGUEDAD ?? 10),
  PORC_ANTIGUEDAD: D(over.PORC_ANTIGUEDAD ?? '10.00'),
  PORC_PROFESIONALIZACION: D(over.PORC_PROFESIONALIZACION ?? '30.00'),
  HIJOS: D(over.HIJOS ?? 0),
  MESES_SERVICIO: D(over.MESES_SERVICIO ?? 12),
  DIAS_BONO_VACACIONAL: D(over.DIAS_BONO_VACACIONAL ?? 24),
  DIAS_VACACIONES: D(over.DIAS_VACACIONES ?? 24),
  SALARIO_NORMAL_MENSUAL: D(over.SALARIO_NORMAL_MENSUAL ?? '3900.00'),
  PORC_ISLR: D(over.PORC_ISLR ?? 0),
});

const amounts = (computed: ReturnType<typeof computeEmployee>) =>
  Object.fromEntries(computed.lines.map((l) => [l.concept.code, l.amount.toFixed(2)]));

describe('a run computes the seeded concepts as the law reads', () => {
  it('pays a fortnight of a 3,000.00 salary with both premiums, and withholds and contributes on it', () => {
    const concepts = prepareConcepts(seeded, LEGAL, CODES, '2026-11-15');
    const result = computeEmployee(concepts, vars(), LEGAL, 'V-1');
    // 3000 × 15 / 30 = 1500; 30 % and 10 % of it; assignments 2100.
    // SSO and RPE base: the assignments capped at 5 (10) minimum wages of 15 days: 325 (650).
    // FAOV base: the integral salary, 2100 × (1 + (24 + 30) / 360) = 2415.
    expect(amounts(result)).toEqual({
      SUELDO_BASICO: '1500.00',
      PRIMA_PROFESIONALIZACION: '450.00',
      PRIMA_ANTIGUEDAD: '150.00',
      SSO: '13.00',
      SSO_PATRONAL: '29.25',
      RPE: '3.25',
      RPE_PATRONAL: '13.00',
      FAOV: '24.15',
      FAOV_PATRONAL: '48.30',
      FPJ: '63.00',
      FPJ_PATRONAL: '63.00',
    });
    expect(result.assignments.toFixed(2)).toBe('2100.00');
    expect(result.deductions.toFixed(2)).toBe('103.40');
    expect(result.contributions.toFixed(2)).toBe('153.55');
    expect(result.net.toFixed(2)).toBe('1996.60');
  });

  it('leaves a one-off bonus out of the normal salary, and so out of the SSO, RPE and FPJ bases', () => {
    const bonus: ConceptRow = {
      id: 99,
      code: 'BONO_UNICO',
      name: 'Bono único de fin de gestión',
      kind: 'assignment',
      formula: '1000',
      accountCode: '4.01.05.99.00',
      remitAs: null,
      normalSalary: false,
      applies: true,
    };
    const concepts = prepareConcepts([...seeded, bonus], LEGAL, CODES, '2026-11-15');
    const result = computeEmployee(concepts, vars({ SUELDO: '400.00' }), LEGAL, 'V-9');
    // Normal salary: 200 + 60 + 20 = 280, under both caps (325 and 650); the 1.000,00 bonus is paid
    // but not based on (with it, SSO would be capped at 13,00 and FPJ 38,40). FAOV takes the integral
    // salary, 280 × (1 + 54 / 360) = 322.
    expect(amounts(result)).toMatchObject({
      BONO_UNICO: '1000.00',
      SSO: '11.20',
      RPE: '1.40',
      FPJ: '8.40',
      FAOV: '3.22',
    });
    expect(result.assignments.toFixed(2)).toBe('1280.00');
  });

  it('takes the whole base under the cap, and prorates the cap to the days paid', () => {
    const concepts = prepareConcepts(seeded, LEGAL, CODES, '2026-11-15');
    const low = computeEmployee(
      concepts,
      vars({ SUELDO: '400.00', PORC_ANTIGUEDAD: 0, PORC_PROFESIONALIZACION: 0 }),
      LEGAL,
      'V-2',
    );
    expect(amounts(low).SSO).toBe('8.00'); // 200 × 4 %, under 325
    const short = computeEmployee(concepts, vars({ DIAS: 6 }), LEGAL, 'V-3');
    // 6 days: basic 600, premiums 180 + 60; cap 5 × 130 × 6 / 30 = 130 → SSO 5.20.
    expect(amounts(short).SUELDO_BASICO).toBe('600.00');
    expect(amounts(short).SSO).toBe('5.20');
  });

  it('rounds each amount half up to the céntimo and leaves out what comes to zero', () => {
    const rows: ConceptRow[] = [
      {
        id: 1,
        code: 'TERCIO',
        name: 'Un tercio',
        kind: 'assignment',
        formula: '100 / 3',
        accountCode: '4.01.01.01.00',
        remitAs: null,
        applies: true,
      },
      {
        id: 2,
        code: 'MEDIO',
        name: 'Medio céntimo',
        kind: 'assignment',
        formula: '0.005',
        accountCode: '4.01.01.01.00',
        remitAs: null,
        applies: true,
      },
      {
        id: 3,
        code: 'NADA',
        name: 'Nada',
        kind: 'assignment',
        formula: 'HIJOS * 10',
        accountCode: '4.01.01.01.00',
        remitAs: null,
        applies: true,
      },
    ];
    const result = computeEmployee(prepareConcepts(rows, LEGAL, CODES, '2026-11-15'), vars(), LEGAL, 'V-4');
    expect(amounts(result)).toEqual({ TERCIO: '33.33', MEDIO: '0.01' });
  });

  it('reads 0 for a concept that does not apply to the run, and does not compute it', () => {
    const rows: ConceptRow[] = [
      {
        id: 1,
        code: 'BONO',
        name: 'Bono',
        kind: 'assignment',
        formula: '100',
        accountCode: '4.01.01.01.00',
        remitAs: null,
        applies: false,
      },
      {
        id: 2,
        code: 'DOBLE',
        name: 'Doble',
        kind: 'assignment',
        formula: 'BONO * 2 + 1',
        accountCode: '4.01.01.01.00',
        remitAs: null,
        applies: true,
      },
    ];
    const concepts = prepareConcepts(rows, LEGAL, CODES, '2026-11-15');
    expect(concepts.map((c) => c.code)).toEqual(['DOBLE']);
    expect(amounts(computeEmployee(concepts, vars(), LEGAL, 'V-5'))).toEqual({ DOBLE: '1.00' });
  });

  it('stops on a negative amount or a division by zero, naming the employee, the concept and the position', () => {
    const rows = (formula: string): ConceptRow[] => [
      {
        id: 1,
        code: 'MALO',
        name: 'Malo',
        kind: 'deduction',
        formula,
        accountCode: null,
        remitAs: null,
        applies: true,
      },
    ];
    expect(() =>
      computeEmployee(prepareConcepts(rows('HIJOS - 1'), LEGAL, CODES, '2026-11-15'), vars(), LEGAL, 'V-6'),
    ).toThrow('El concepto MALO da un monto negativo (-1,00) para el trabajador V-6: revise su fórmula.');
    expect(() =>
      computeEmployee(
        prepareConcepts(rows('SUELDO / HIJOS'), LEGAL, CODES, '2026-11-15'),
        vars(),
        LEGAL,
        'V-7',
      ),
    ).toThrow('Concepto MALO, posición 8 de su fórmula: División por cero (trabajador V-7).');
  });

  it('reads MONTO as the employee’s own amount for the concept being computed, 0 without one', () => {
    const rows: ConceptRow[] = [
      {
        id: 7,
        code: 'PRESTAMO',
        name: 'Préstamo',
        kind: 'deduction',
        formula: 'MONTO',
        accountCode: null,
        remitAs: null,
        applies: true,
      },
      {
        id: 8,
        code: 'HORAS_EXTRA',
        name: 'Horas extra',
        kind: 'assignment',
        formula: 'MONTO * 1.5',
        accountCode: '4.01.01.01.00',
        remitAs: null,
        applies: true,
      },
    ];
    const concepts = prepareConcepts(rows, LEGAL, CODES, '2026-11-15');
    const own = computeEmployee(concepts, vars(), LEGAL, 'V-8', new Map([[7, D('45.50')]]));
    expect(amounts(own)).toEqual({ PRESTAMO: '45.50' });
    expect(amounts(computeEmployee(concepts, vars(), LEGAL, 'V-9', new Map([[8, D('10')]])))).toEqual({
      HORAS_EXTRA: '15.00',
    });
  });

  it('refuses a run whose formulas read a parameter without a value in force on its last day', () => {
    const without = new Map(LEGAL);
    without.delete('SALARIO_MINIMO');
    expect(() => prepareConcepts(seeded, without, CODES, '2021-06-30')).toThrow(
      'El parámetro SALARIO_MINIMO, que lee el concepto SSO, no tiene valor vigente al 30/06/2021.',
    );
  });
});

describe('the days, Mondays and years a run reads', () => {
  const fortnight2 = { runKind: 'ordinary', fromDate: '2026-02-16', toDate: '2026-02-28' };
  const month = { runKind: 'ordinary', fromDate: '2026-01-01', toDate: '2026-01-31' };

  it('counts a fortnight as 15 days and a month as 30 by the commercial month, a special run by the calendar', () => {
    expect(runDays(fortnight2)).toBe(15);
    expect(runDays({ runKind: 'ordinary', fromDate: '2026-03-16', toDate: '2026-03-31' })).toBe(15);
    expect(runDays(month)).toBe(30);
    expect(runDays({ runKind: 'special', fromDate: '2026-12-01', toDate: '2026-12-31' })).toBe(31);
  });

  it('pays the days served of a run to whoever joined or left in it', () => {
    const served = (hireDate: string, terminationDate: string | null = null, run = fortnight2) =>
      daysPaid(run, { hireDate, terminationDate });
    expect(served('2020-01-01')).toEqual({ days: 15, mondays: 2 });
    expect(served('2026-02-20')).toEqual({ days: 11, mondays: 1 });
    expect(served('2026-02-28')).toEqual({ days: 1, mondays: 0 });
    expect(served('2020-01-01', '2026-02-20')).toEqual({ days: 5, mondays: 1 });
    expect(served('2026-03-01')).toEqual({ days: 0, mondays: 0 });
    expect(served('2020-01-01', '2026-02-15')).toEqual({ days: 0, mondays: 0 });
    expect(served('2026-01-31', null, month)).toEqual({ days: 1, mondays: 0 });
  });

  it('counts whole years of service and picks the seniority band for them', () => {
    expect(yearsBetween('2015-03-16', '2026-03-15')).toBe(10);
    expect(yearsBetween('2015-03-16', '2026-03-16')).toBe(11);
    expect(yearsBetween('2026-03-16', '2026-01-01')).toBe(0);
    // Hired on 29 February: the anniversary of a common year is the 28th, and the year is complete then.
    expect(anniversaryIn('2020-02-29', 2022)).toBe('2022-02-28');
    expect(anniversaryIn('2020-02-29', 2024)).toBe('2024-02-29');
    expect(yearsBetween('2020-02-29', '2022-02-27')).toBe(1);
    expect(yearsBetween('2020-02-29', '2022-02-28')).toBe(2);
    const bands = [
      { fromYears: 1, percent: D(1) },
      { fromYears: 6, percent: D(6) },
      { fromYears: 23, percent: D(30) },
    ];
    expect(seniorityPercent(bands, 0).toFixed()).toBe('0');
    expect(seniorityPercent(bands, 5).toFixed()).toBe('1');
    expect(seniorityPercent(bands, 22).toFixed()).toBe('6');
    expect(seniorityPercent(bands, 30).toFixed()).toBe('30');
  });
});

describe('the year-end bonus and the integral salary, as the LOTTT counts them', () => {
  it('counts the whole months served in the year, and the vacation bonus days by years of service', () => {
    expect(monthsOfService('2020-03-10', null, '2026-12-15')).toBe(12);
    expect(monthsOfService('2026-04-01', null, '2026-12-15')).toBe(9);
    expect(monthsOfService('2026-04-02', null, '2026-12-15')).toBe(8);
    expect(monthsOfService('2020-01-01', '2026-06-30', '2026-06-30')).toBe(6);
    expect(monthsOfService('2020-01-01', '2026-06-29', '2026-06-29')).toBe(5);
    expect(monthsOfService('2027-01-01', null, '2026-12-15')).toBe(0);
    // Whole months from the day of hire: 15 March to 14 December is nine.
    expect(monthsOfService('2026-03-15', '2026-12-14', '2026-12-14')).toBe(9);
    expect(monthsOfService('2024-02-29', null, '2026-12-15')).toBe(12);
    expect([0, 1, 2, 10, 16, 30].map(vacationBonusDays)).toEqual([15, 15, 16, 24, 30, 30]);
  });

  it('pays the year-end bonus of the normal salary in proportion to the months, in a special run', () => {
    const bonus = seeded.find((c) => c.code === 'BONIFICACION_FIN_ANO') as ConceptRow;
    const concepts = prepareConcepts([{ ...bonus, applies: true }], LEGAL, CODES, '2026-12-15');
    // 3.000,00 with 10 % and 30 %: 4.200,00 a month, 140,00 a day; 30 days × 9 months / 12 = 3.150,00.
    const result = computeEmployee(concepts, vars({ MESES_SERVICIO: 9 }), LEGAL, 'V-10');
    expect(amounts(result)).toEqual({ BONIFICACION_FIN_ANO: '3150.00' });
  });

  it('takes the FAOV on the integral salary written to the céntimo, as an auditor computes it', () => {
    // 1.530,00 of normal salary with 16 + 90 days: 1.530 × (1 + 106/360) = 1.980,50 (to decimal.js's
    // precision, 1.980,4999…, whose 1 % rounded 19,80); its 1 %, 19,805, rounds half up to 19,81.
    const lefp = new Map([...LEGAL, ['DIAS_BONIFICACION_FIN_ANO', D(90)]]);
    const concepts = prepareConcepts(seeded, lefp, CODES, '2026-11-15');
    const result = computeEmployee(
      concepts,
      vars({ SUELDO: '3060.00', PORC_ANTIGUEDAD: 0, PORC_PROFESIONALIZACION: 0, DIAS_BONO_VACACIONAL: 16 }),
      lefp,
      'V-10',
    );
    expect(amounts(result)).toMatchObject({
      SUELDO_BASICO: '1530.00',
      FAOV: '19.81',
      FAOV_PATRONAL: '39.61',
    });
    expect(integralSalary(D('1530.00'), 15, D(16), D(90)).toFixed(2)).toBe('132.03');
  });

  it('refuses to compute the integral salary without the year-end bonus days in force', () => {
    const withoutDays = new Map([...LEGAL].filter(([code]) => code !== 'DIAS_BONIFICACION_FIN_ANO'));
    expect(() => prepareConcepts(seeded, withoutDays, CODES, '2026-11-15')).toThrow(
      'El concepto FAOV lee SALARIO_INTEGRAL, que necesita el parámetro DIAS_BONIFICACION_FIN_ANO con valor vigente al 15/11/2026.',
    );
  });
});

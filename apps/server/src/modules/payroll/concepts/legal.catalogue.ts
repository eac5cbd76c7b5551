/**
 * What every institution starts its payroll with (domain notes, section 6): the minimum wage and
 * the legal contributions' rates and caps as dated parameters, the basic salary and the two premiums
 * the national tables set, and the worker's and employer's share of SSO, RPE, FAOV and FPJ. The
 * formulas prorate each cap to the days paid; an institution may rewrite them (the weekly SSO by
 * LUNES, for instance) and set its own risk level's SSO rate.
 */

/** [code, description, valid from, value] */
export const LEGAL_PARAMETERS: readonly (readonly [string, string, string, string])[] = [
  ['SALARIO_MINIMO', 'Salario mínimo mensual (Bs)', '2022-03-01', '130.00'],
  ['SSO_TRABAJADOR', 'SSO: porcentaje del trabajador', '2012-05-01', '4.00'],
  ['SSO_PATRONO', 'SSO: porcentaje del patrono (9, 10 u 11 según el riesgo)', '2012-05-01', '9.00'],
  ['SSO_TOPE', 'SSO: tope de la base, en salarios mínimos', '2012-05-01', '5.00'],
  ['RPE_TRABAJADOR', 'RPE: porcentaje del trabajador', '2012-05-01', '0.50'],
  ['RPE_PATRONO', 'RPE: porcentaje del patrono', '2012-05-01', '2.00'],
  ['RPE_TOPE', 'RPE: tope de la base, en salarios mínimos', '2012-05-01', '10.00'],
  ['FAOV_TRABAJADOR', 'FAOV: porcentaje del trabajador', '2012-05-01', '1.00'],
  ['FAOV_PATRONO', 'FAOV: porcentaje del patrono', '2012-05-01', '2.00'],
  ['FPJ_TRABAJADOR', 'FPJ: porcentaje del trabajador', '2012-05-01', '3.00'],
  ['FPJ_PATRONO', 'FPJ: porcentaje del patrono', '2012-05-01', '3.00'],
  [
    'DIAS_BONIFICACION_FIN_ANO',
    'Bonificación de fin de año: días (LOTTT art. 131: 30 al menos; LEFP: 90 a funcionarios)',
    '2012-05-07',
    '30.00',
  ],
];

export interface SeededConcept {
  code: string;
  name: string;
  kind: 'assignment' | 'deduction' | 'contribution';
  formula: string;
  accountCode: string | null;
  remitAs: string | null;
  /** Part of the normal salary (an assignment); the year-end bonus is not. */
  normalSalary: boolean;
  runs: 'ordinary' | 'vacation' | 'special';
  /** Seeded active; the year-end bonus waits for the institution to switch it on (it may pay its own). */
  active: boolean;
}

/**
 * The base each fund takes: SSO, RPE (capped) and FPJ on the normal salary, what is regular and
 * permanent (LOTTT art. 104; a one-off bonus stays out); FAOV on the integral salary its law names
 * (the normal salary with the shares of the vacation and year-end bonuses, LOTTT art. 122).
 */
const BASE: Record<string, string> = {
  SSO: 'SALARIO_NORMAL',
  RPE: 'SALARIO_NORMAL',
  FPJ: 'SALARIO_NORMAL',
  FAOV: 'SALARIO_INTEGRAL',
};
const capped = (fund: string, share: string, base = BASE[fund]) =>
  `REDONDEAR(MIN(${base}, ${fund}_TOPE * SALARIO_MINIMO * DIAS / 30) * ${fund}_${share} / 100)`;
const uncapped = (fund: string, share: string, base = BASE[fund]) =>
  `REDONDEAR(${base} * ${fund}_${share} / 100)`;

/**
 * The seeded formulas as they were before the normal salary (all on TOTAL_ASIGNACIONES): where an
 * institution still has one unchanged, the start rewrites it (`payroll.sync.ts`); one it changed is its own.
 */
export const FORMER_FORMULAS: readonly { code: string; former: string; formula: string }[] = (
  [
    ['SSO', true],
    ['RPE', true],
    ['FAOV', false],
    ['FPJ', false],
  ] as const
).flatMap(([fund, hasCap]) =>
  (['TRABAJADOR', 'PATRONO'] as const).map((share) => ({
    code: share === 'TRABAJADOR' ? fund : `${fund}_PATRONAL`,
    former: hasCap ? capped(fund, share, 'TOTAL_ASIGNACIONES') : uncapped(fund, share, 'TOTAL_ASIGNACIONES'),
    formula: hasCap ? capped(fund, share) : uncapped(fund, share),
  })),
);

// Partidas of the ONAPRE expense classifier: 4.01.01 sueldos, 4.01.03 primas, 4.01.06 aportes patronales.
export const SEEDED_CONCEPTS: readonly SeededConcept[] = [
  {
    code: 'SUELDO_BASICO',
    name: 'Sueldo básico',
    kind: 'assignment',
    formula: 'REDONDEAR(SUELDO * DIAS / 30)',
    accountCode: '4.01.01.01.00',
    remitAs: null,
    normalSalary: true,
    runs: 'ordinary',
    active: true,
  },
  {
    code: 'PRIMA_PROFESIONALIZACION',
    name: 'Prima de profesionalización',
    kind: 'assignment',
    formula: 'REDONDEAR(SUELDO_BASICO * PORC_PROFESIONALIZACION / 100)',
    accountCode: '4.01.03.08.00',
    remitAs: null,
    normalSalary: true,
    runs: 'ordinary',
    active: true,
  },
  {
    code: 'PRIMA_ANTIGUEDAD',
    name: 'Prima de antigüedad',
    kind: 'assignment',
    formula: 'REDONDEAR(SUELDO_BASICO * PORC_ANTIGUEDAD / 100)',
    accountCode: '4.01.03.09.00',
    remitAs: null,
    normalSalary: true,
    runs: 'ordinary',
    active: true,
  },
  // The year-end bonus (LOTTT art. 131-132): the institution's days of the normal salary of a month
  // (the basic salary and its two premiums), in proportion to the whole months served in the year; in
  // a special run, seeded off so an institution that pays its own does not pay it twice.
  {
    code: 'BONIFICACION_FIN_ANO',
    name: 'Bonificación de fin de año',
    kind: 'assignment',
    formula:
      'REDONDEAR(SUELDO * (1 + PORC_ANTIGUEDAD / 100 + PORC_PROFESIONALIZACION / 100) / 30 * DIAS_BONIFICACION_FIN_ANO * MESES_SERVICIO / 12)',
    accountCode: '4.01.05.01.00',
    remitAs: null,
    normalSalary: false,
    runs: 'special',
    active: false,
  },
  // The vacation bonus (LOTTT art. 192), paid in the vacation run of the worker's anniversary: the
  // days for their years of the normal salary of the last month paid (art. 121).
  {
    code: 'BONO_VACACIONAL',
    name: 'Bono vacacional',
    kind: 'assignment',
    formula: 'REDONDEAR(SALARIO_NORMAL_MENSUAL / 30 * DIAS_BONO_VACACIONAL)',
    accountCode: '4.01.05.03.00',
    remitAs: null,
    normalSalary: false,
    runs: 'vacation',
    active: true,
  },
  // ISLR on salaries (Reglamento de retenciones, art. 4-7): the worker's percentage from their AR-I on
  // every payment, ordinary, vacation or special; handed to the treasury's register as ISLR.
  ...(
    [
      ['ISLR', 'ordinary', 'Retención de ISLR'],
      ['ISLR_VACACIONES', 'vacation', 'Retención de ISLR (vacaciones)'],
      ['ISLR_ESPECIAL', 'special', 'Retención de ISLR (nómina especial)'],
    ] as const
  ).map(
    ([code, runs, name]): SeededConcept => ({
      code,
      name,
      kind: 'deduction',
      formula: 'REDONDEAR(TOTAL_ASIGNACIONES * PORC_ISLR / 100)',
      accountCode: null,
      remitAs: 'ISLR',
      normalSalary: false,
      runs,
      active: true,
    }),
  ),
  ...(
    [
      ['SSO', 'Seguro Social Obligatorio', '4.01.06.01.00', true],
      ['RPE', 'Régimen Prestacional de Empleo', '4.01.06.04.00', true],
      ['FAOV', 'Fondo de Ahorro Obligatorio para la Vivienda', '4.01.06.05.00', false],
      ['FPJ', 'Fondo de Pensiones y Jubilaciones', '4.01.06.03.00', false],
    ] as const
  ).flatMap(([fund, name, account, hasCap]): SeededConcept[] => [
    {
      code: fund,
      name: `${name} (trabajador)`,
      kind: 'deduction',
      formula: hasCap ? capped(fund, 'TRABAJADOR') : uncapped(fund, 'TRABAJADOR'),
      accountCode: null,
      remitAs: fund,
      normalSalary: false,
      runs: 'ordinary',
      active: true,
    },
    {
      code: `${fund}_PATRONAL`,
      name: `${name} (aporte patronal)`,
      kind: 'contribution',
      formula: hasCap ? capped(fund, 'PATRONO') : uncapped(fund, 'PATRONO'),
      accountCode: account,
      remitAs: fund,
      normalSalary: false,
      runs: 'ordinary',
      active: true,
    },
  ]),
];

/** The legal deductions and contributions: deactivated where they do not apply, never deleted. */
export const LEGAL_CODES: ReadonlySet<string> = new Set(
  SEEDED_CONCEPTS.filter((c) => c.remitAs !== null).map((c) => c.code),
);

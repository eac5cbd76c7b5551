import { FORMULA_NAME, NOT_A_VARIABLE } from '../payroll/variables.ts';
import { defineResource, f } from '../resources/resource.ts';

const CODE = { required: true, max: 10, search: true } as const;
/** A premium's percentage of the basic salary, 0 to 100. */
const PERCENT_RULE = {
  field: 'percent',
  message: 'El porcentaje va de 0 a 100',
  test: (row: Record<string, unknown>) =>
    typeof row.percent !== 'string' || (Number(row.percent) >= 0 && Number(row.percent) <= 100),
};
/** What sets a dated premium: the gazette or the collective agreement, to find it by. */
const BASIS = f.text('basis', 'Norma o acuerdo', {
  max: 120,
  search: true,
  help: 'La Gaceta Oficial o la convención colectiva que la fija',
});

/** How often a personnel type is paid by its ordinary payroll runs. */
export const PAY_FREQUENCIES = [
  { value: 'fortnightly', label: 'Quincenal' },
  { value: 'monthly', label: 'Mensual' },
] as const;

/**
 * A personnel type (spec: employee types by client): empleados fijos, obreros, contratados, alto
 * nivel… Each is paid by its own runs, at its own frequency, to the beneficiary its payment orders
 * name (the institution's payroll account, usually).
 */
export const employeeTypeResource = defineResource({
  name: 'employeeType',
  table: 'employee_type',
  service: 'hr',
  path: 'employeeType',
  screen: 'NOM-TPE-01',
  scope: { kind: 'client' },
  labels: { singular: 'tipo de personal', plural: 'tipos de personal' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', CODE),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.enum('frequency', 'Frecuencia de pago', PAY_FREQUENCIES, { required: true, initial: 'fortnightly' }),
    f.ref(
      'idBeneficiary',
      'Beneficiario de las órdenes de pago',
      { resource: 'beneficiary', display: 'name' },
      {
        required: true,
        list: false,
        help: 'A quien se emiten la causación y las órdenes de pago de sus nóminas',
      },
    ),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un tipo de personal con ese código' }],
  referencedBy: [{ table: 'payroll_run', column: 'id_employee_type', label: 'nóminas' }],
});

/** A post of the institution's staff table with its monthly basic salary (sueldo básico). */
export const cargoResource = defineResource({
  name: 'cargo',
  table: 'cargo',
  service: 'hr',
  path: 'cargo',
  screen: 'NOM-CAR-01',
  scope: { kind: 'client' },
  labels: { singular: 'cargo', plural: 'cargos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', CODE),
    f.text('name', 'Denominación', { required: true, max: 120, search: true }),
    f.money('salary', 'Sueldo básico mensual', { required: true }),
    f.text('grade', 'Grado o nivel', { max: 20, list: false }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un cargo con ese código' }],
  rules: [
    {
      field: 'salary',
      message: 'El sueldo debe ser mayor que cero',
      test: (row) => typeof row.salary !== 'string' || Number(row.salary) > 0,
    },
  ],
});

/** An academic level (TSU, profesional, especialista, maestría, doctor): its premium is dated apart. */
export const academicLevelResource = defineResource({
  name: 'academicLevel',
  table: 'academic_level',
  service: 'hr',
  path: 'academicLevel',
  screen: 'NOM-NAC-01',
  scope: { kind: 'client' },
  labels: { singular: 'nivel académico', plural: 'niveles académicos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', CODE),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un nivel académico con ese código' }],
});

/**
 * The professionalisation premium of an academic level, in percent of the basic salary, from a day
 * on: a run reads the rate in force on its last day, so a new table does not change closed runs.
 */
export const academicPremiumResource = defineResource({
  name: 'academicPremium',
  table: 'academic_premium',
  service: 'hr',
  path: 'academicPremium',
  screen: 'NOM-NAC-02',
  scope: {
    kind: 'parent',
    resource: 'academicLevel',
    field: 'idAcademicLevel',
    path: 'findByIdAcademicLevel',
  },
  labels: { singular: 'prima de profesionalización', plural: 'primas de profesionalización', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.ref(
      'idAcademicLevel',
      'Nivel académico',
      { resource: 'academicLevel', display: 'name', owned: true },
      { required: true },
    ),
    f.date('validFrom', 'Vigente desde', { required: true }),
    f.money('percent', 'Porcentaje del sueldo básico', { required: true }),
    BASIS,
  ],
  uniques: [
    {
      fields: ['idAcademicLevel', 'validFrom'],
      message: 'Ese nivel ya tiene una prima vigente desde ese día',
    },
  ],
  rules: [PERCENT_RULE],
});

/** The year choice list of the seniority bands: 1 to 30, singular año for 1 (spec section 9). */
export const SENIORITY_YEARS = Array.from({ length: 30 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 año' : `${i + 1} años`,
}));

/**
 * The seniority premium's bands: from so many years of service on, a percentage of the basic salary,
 * until the next band. A table is the set of bands sharing a start day; a run reads the table in
 * force on its last day.
 */
export const seniorityPremiumResource = defineResource({
  name: 'seniorityPremium',
  table: 'seniority_premium',
  service: 'hr',
  path: 'seniorityPremium',
  screen: 'NOM-PAN-01',
  scope: { kind: 'client' },
  labels: { singular: 'tramo de prima de antigüedad', plural: 'tramos de prima de antigüedad' },
  display: 'fromYears',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.date('validFrom', 'Vigente desde', { required: true }),
    f.enum('fromYears', 'Desde', SENIORITY_YEARS, { required: true, initial: '1' }),
    f.money('percent', 'Porcentaje del sueldo básico', { required: true }),
    BASIS,
  ],
  uniques: [
    {
      fields: ['validFrom', 'fromYears'],
      message: 'La tabla de esa fecha ya tiene un tramo desde esos años',
    },
  ],
  rules: [PERCENT_RULE],
});

/**
 * A dated value the formulas read by its code: the minimum wage, the legal contributions' rates and
 * caps, a bonus amount. A run reads the value in force on its last day.
 */
export const payrollParameterResource = defineResource({
  name: 'payrollParameter',
  table: 'payroll_parameter',
  service: 'hr',
  path: 'payrollParameter',
  screen: 'NOM-PAR-01',
  scope: { kind: 'client' },
  labels: { singular: 'parámetro de nómina', plural: 'parámetros de nómina' },
  display: 'code',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 30,
      search: true,
      immutable: true,
      pattern: FORMULA_NAME,
      example: 'BONO_AA',
      help: 'El nombre con que lo leen las fórmulas',
    }),
    f.text('name', 'Descripción', { required: true, max: 160, search: true }),
    f.date('validFrom', 'Vigente desde', { required: true }),
    f.money('value', 'Valor', { required: true }),
  ],
  uniques: [{ fields: ['code', 'validFrom'], message: 'Ese parámetro ya tiene un valor desde ese día' }],
  rules: [
    NOT_A_VARIABLE,
    {
      // LOTTT art. 131: at least 30 days of salary (the LEFP gives public servants at least 90).
      field: 'value',
      message: 'La bonificación de fin de año es de al menos 30 días (LOTTT art. 131)',
      test: (row) =>
        row.code !== 'DIAS_BONIFICACION_FIN_ANO' ||
        row.value === undefined ||
        row.value === null ||
        row.value === '' ||
        Number(row.value) >= 30,
    },
  ],
});

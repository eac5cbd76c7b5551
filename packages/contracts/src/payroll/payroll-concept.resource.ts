import { FORMULA_MAX_LENGTH } from '../payroll/formula.ts';
import { FORMULA_NAME, NOT_A_VARIABLE } from '../payroll/variables.ts';
import { defineResource, f } from '../resources/resource.ts';

/** What a concept is to the employee and to the budget. */
export const CONCEPT_KINDS = [
  // Paid to the employee, and a budget expense.
  { value: 'assignment', label: 'Asignación' },
  // Kept back from the employee's pay; paid over to whom it is for.
  { value: 'deduction', label: 'Deducción' },
  // Paid by the institution on top of the pay (the employer's share of SSO, RPE, FAOV, FPJ): a budget expense.
  { value: 'contribution', label: 'Aporte patronal' },
] as const;
export type ConceptKind = (typeof CONCEPT_KINDS)[number]['value'];

/**
 * The legal contributions a run hands to the treasury's withholding payments (enteramientos), as
 * WITHHOLDING_KINDS names them: the worker's deduction and the employer's contribution of each are
 * paid over together to the body that collects it.
 */
export const REMIT_KINDS = [
  { value: 'SSO', label: 'Seguro Social Obligatorio (IVSS)' },
  { value: 'RPE', label: 'Régimen Prestacional de Empleo (paro forzoso)' },
  { value: 'FAOV', label: 'Fondo de Ahorro Obligatorio para la Vivienda' },
  { value: 'FPJ', label: 'Fondo de Pensiones y Jubilaciones' },
  { value: 'ISLR', label: 'Impuesto sobre la renta retenido (SENIAT)' },
  { value: 'TERCEROS', label: 'A favor de un tercero (caja de ahorro, sindicato, pensión de alimentos)' },
] as const;

/** Which runs a concept is computed in. */
export const CONCEPT_RUNS = [
  { value: 'ordinary', label: 'Nóminas ordinarias' },
  { value: 'vacation', label: 'Nóminas de vacaciones' },
  { value: 'special', label: 'Nóminas especiales' },
] as const;

export const ACCOUNT_CODE = {
  regex: /^4\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/,
  message: 'La partida de gasto tiene la forma 4.01.01.01.00 (partida.genérica.específica.subespecífica)',
};

/**
 * A payroll concept (spec: asignaciones-y-deducciones): an assignment, a deduction or an employer
 * contribution, with the formula that computes it for each employee in a run and the partida its
 * expense is imputed to. The server refuses a formula that does not parse, names what it does not
 * know or goes round in a circle, with the position of the error.
 */
export const payrollConceptResource = defineResource({
  name: 'payrollConcept',
  table: 'payroll_concept',
  service: 'hr',
  path: 'payrollConcept',
  screen: 'NOM-AYD-01',
  scope: { kind: 'client' },
  labels: { singular: 'concepto de nómina', plural: 'conceptos de nómina' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 30,
      search: true,
      immutable: true,
      pattern: FORMULA_NAME,
      example: 'BONO_AA',
      help: 'El nombre con que lo leen otras fórmulas',
    }),
    f.text('name', 'Descripción', { required: true, max: 120, search: true }),
    f.enum('kind', 'Tipo', CONCEPT_KINDS, { required: true, initial: 'assignment' }),
    f.text('formula', 'Fórmula', {
      required: true,
      max: FORMULA_MAX_LENGTH,
      // Found by what it reads: which concepts use SUELDO_BASICO?
      search: true,
      help: 'Por ejemplo SUELDO * DIAS / 30. Decimales con punto; funciones MIN, MAX, REDONDEAR, SI',
    }),
    f.text('accountCode', 'Partida presupuestaria', {
      max: 13,
      search: true,
      pattern: ACCOUNT_CODE,
      example: '4.01.01.01.00',
      help: 'Obligatoria en asignaciones y aportes patronales',
    }),
    f.boolean('normalSalary', 'Salario normal', {
      initial: true,
      list: false,
      help: 'Una asignación regular y permanente (LOTTT art. 104) entra en SALARIO_NORMAL, la base del SSO y del RPE; un bono ocasional, no. En deducciones y aportes no cuenta',
    }),
    f.enum('remitAs', 'Se entera como', REMIT_KINDS, { list: false }),
    f.ref(
      'idPayee',
      'Tercero que la recibe',
      { resource: 'beneficiary', display: 'name' },
      {
        list: false,
        help: 'La caja de ahorro, el sindicato… Vacío en una pensión de alimentos: el monto de cada trabajador dice quién la recibe',
      },
    ),
    f.enum('runs', 'Se calcula en', CONCEPT_RUNS, { required: true, initial: 'ordinary', list: false }),
    f.ref(
      'idEmployeeType',
      'Solo para el tipo de personal',
      { resource: 'employeeType', display: 'name' },
      { list: false, help: 'Vacío: se calcula para todos los tipos de personal' },
    ),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un concepto con ese código' }],
  // A concept a run computed is deactivated, not deleted: the run names it.
  referencedBy: [{ table: 'payroll_run_concept', column: 'id_concept', label: 'nóminas' }],
  rules: [
    NOT_A_VARIABLE,
    {
      field: 'accountCode',
      message: 'Indique la partida a la que se imputa el gasto',
      test: (row) =>
        row.kind === 'deduction' || (typeof row.accountCode === 'string' && row.accountCode.trim() !== ''),
    },
    {
      field: 'accountCode',
      message: 'Una deducción no es gasto del presupuesto: deje la partida vacía',
      test: (row) => row.kind !== 'deduction' || !row.accountCode,
    },
    {
      field: 'remitAs',
      message: 'Solo una deducción o un aporte patronal se entera',
      test: (row) => row.kind !== 'assignment' || !row.remitAs,
    },
    {
      field: 'idPayee',
      message: 'Solo una deducción o un aporte que se entera a un tercero nombra quién lo recibe',
      test: (row) => !row.idPayee || row.remitAs === 'TERCEROS',
    },
  ],
});

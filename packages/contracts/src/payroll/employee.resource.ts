import { CEDULA } from '../inventory/work-unit.resource.ts';
import { defineResource, f } from '../resources/resource.ts';

/** A row of one employee's (their detail, their amounts): listed under them and owned by them. */
const OF_EMPLOYEE = {
  scope: { kind: 'parent', resource: 'employee', field: 'idEmployee', path: 'findByIdEmployee' },
  field: f.ref(
    'idEmployee',
    'Trabajador',
    { resource: 'employee', display: 'name', owned: true },
    { required: true },
  ),
} as const;

const day = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The staff register (spec: Registro-Personal): who the employee is, since when and until when they
 * serve, where (department), as what (personnel type and cargo) and their academic level. What the
 * payment needs (bank account, family data) is the employee's detail.
 */
export const employeeResource = defineResource({
  name: 'employee',
  table: 'employee',
  service: 'hr',
  path: 'employee',
  screen: 'NOM-REG-01',
  scope: { kind: 'client' },
  labels: { singular: 'trabajador', plural: 'trabajadores' },
  display: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    f.text('idNumber', 'Cédula', {
      required: true,
      max: 12,
      search: true,
      pattern: CEDULA,
      example: 'V-12345678',
    }),
    f.text('name', 'Apellidos y nombres', {
      required: true,
      max: 160,
      search: true,
      help: 'Como los imprimen el recibo y la nómina: PÉREZ GÓMEZ, MARÍA JOSÉ',
    }),
    f.date('birthDate', 'Fecha de nacimiento', { list: false }),
    f.enum(
      'sex',
      'Sexo',
      [
        { value: 'F', label: 'Femenino' },
        { value: 'M', label: 'Masculino' },
      ],
      { list: false },
    ),
    f.date('hireDate', 'Fecha de ingreso', { required: true }),
    f.date('terminationDate', 'Fecha de egreso', { list: false }),
    f.integer('priorYears', 'Años de servicio previos', {
      list: false,
      initial: 0,
      help: 'En otros organismos públicos: cuentan para la prima de antigüedad',
    }),
    f.ref('idDepartment', 'Departamento', { resource: 'department', display: 'name' }, { required: true }),
    f.ref(
      'idEmployeeType',
      'Tipo de personal',
      { resource: 'employeeType', display: 'name' },
      { required: true },
    ),
    f.ref('idCargo', 'Cargo', { resource: 'cargo', display: 'name' }, { required: true }),
    f.ref(
      'idAcademicLevel',
      'Nivel académico',
      { resource: 'academicLevel', display: 'name' },
      { list: false },
    ),
    f.email('email', 'Correo', { list: false }),
    f.text('username', 'Usuario del sistema', {
      max: 60,
      list: false,
      search: true,
      help: 'Con este usuario el trabajador ve sus recibos de pago',
    }),
  ],
  uniques: [
    { fields: ['idNumber'], message: 'Ya existe un trabajador con esa cédula en esta institución' },
    { fields: ['username'], message: 'Ese usuario ya es de otro trabajador de esta institución' },
  ],
  // Who a run paid stays in the register: their payslips name them (give them an end of service instead).
  // Nor who keeps (or kept) the institution's assets: the inventory names them.
  referencedBy: [
    { table: 'payroll_run_employee', column: 'id_employee', label: 'nóminas' },
    { table: 'asset', column: 'id_custodian_worker', label: 'bienes bajo su custodia' },
    { table: 'asset_movement', column: 'id_custodian_worker_to', label: 'movimientos de bienes' },
    { table: 'asset_movement_line', column: 'id_worker_from', label: 'movimientos de bienes' },
    { table: 'asset_movement_line', column: 'id_worker_to', label: 'movimientos de bienes' },
  ],
  rules: [
    {
      field: 'terminationDate',
      message: 'La fecha de egreso no puede ser anterior a la de ingreso',
      test: (row) => !row.terminationDate || day(row.terminationDate) >= day(row.hireDate),
    },
    {
      field: 'priorYears',
      message: 'Los años previos van de 0 a 50',
      test: (row) =>
        row.priorYears === null ||
        row.priorYears === undefined ||
        (Number(row.priorYears) >= 0 && Number(row.priorYears) <= 50),
    },
  ],
});

/** The account types a Venezuelan bank pays salaries into. */
export const ACCOUNT_TYPES = [
  { value: 'savings', label: 'Ahorro' },
  { value: 'current', label: 'Corriente' },
] as const;

/**
 * The employee's detail (spec: Registro-Personal-Detalle): the account the pay goes to, and the
 * family data the formulas read (children, a dependent spouse). One per employee.
 */
export const employeeDetailResource = defineResource({
  name: 'employeeDetail',
  table: 'employee_detail',
  service: 'hr',
  path: 'employeeDetail',
  screen: 'NOM-REG-02',
  scope: OF_EMPLOYEE.scope,
  labels: { singular: 'detalle del trabajador', plural: 'detalles del personal' },
  display: 'accountNumber',
  defaultSort: { field: 'idEmployee', dir: 'asc' },
  fields: [
    OF_EMPLOYEE.field,
    f.ref('idBank', 'Banco', { resource: 'bank', display: 'name' }, { required: true }),
    f.text('accountNumber', 'Cuenta para el pago', {
      required: true,
      max: 20,
      search: true,
      pattern: { regex: /^\d{20}$/, message: 'El número de cuenta tiene 20 dígitos' },
      example: '01020000000000000000',
    }),
    f.enum('accountType', 'Tipo de cuenta', ACCOUNT_TYPES, { required: true, initial: 'savings' }),
    f.integer('children', 'Hijos a cargo', { initial: 0 }),
    f.boolean('dependentSpouse', 'Cónyuge a cargo', { list: false }),
    f.text('address', 'Dirección', { max: 250, list: false }),
    f.text('phone', 'Teléfono', { max: 20, list: false }),
  ],
  uniques: [{ fields: ['idEmployee'], message: 'Ese trabajador ya tiene su detalle: modifíquelo' }],
  rules: [
    {
      field: 'children',
      message: 'Los hijos a cargo van de 0 a 30',
      test: (row) =>
        row.children === null ||
        row.children === undefined ||
        (Number(row.children) >= 0 && Number(row.children) <= 30),
    },
  ],
});

/**
 * An amount of one employee for one concept, from a day and until another (a loan's instalment, a
 * fixed bonus, agreed overtime): the concept's formula reads it as MONTO. A run takes the amount in
 * force on its last day; none, 0.
 */
export const employeeAmountResource = defineResource({
  name: 'employeeAmount',
  table: 'employee_amount',
  service: 'hr',
  path: 'employeeAmount',
  screen: 'NOM-REG-03',
  scope: OF_EMPLOYEE.scope,
  labels: { singular: 'monto por trabajador', plural: 'montos por trabajador' },
  display: 'note',
  defaultSort: { field: 'fromDate', dir: 'desc' },
  fields: [
    OF_EMPLOYEE.field,
    f.ref('idConcept', 'Concepto', { resource: 'payrollConcept', display: 'name' }, { required: true }),
    f.money('amount', 'Monto', { required: true, help: 'Lo que su fórmula lee como MONTO' }),
    f.date('fromDate', 'Desde', { required: true }),
    f.date('toDate', 'Hasta', { help: 'Vacío: sin fin' }),
    f.text('note', 'Nota', { max: 160, search: true, help: 'Por ejemplo: préstamo N.º 45, cuota 3 de 12' }),
    f.ref(
      'idPayee',
      'Lo recibe',
      { resource: 'beneficiary', display: 'name' },
      {
        list: false,
        help: 'En una deducción a favor de terceros, quien la recibe de este trabajador (la pensión de alimentos que ordenó el tribunal); vacío: el tercero del concepto',
      },
    ),
  ],
  uniques: [
    {
      fields: ['idEmployee', 'idConcept', 'fromDate'],
      message: 'Ese trabajador ya tiene un monto de ese concepto desde ese día',
    },
  ],
  rules: [
    {
      field: 'toDate',
      message: 'La fecha final no puede ser anterior a la inicial',
      test: (row) => !row.toDate || day(row.toDate) >= day(row.fromDate),
    },
    {
      field: 'amount',
      message: 'El monto no puede ser negativo',
      test: (row) => typeof row.amount !== 'string' || !row.amount.trim().startsWith('-'),
    },
  ],
});

/**
 * The ISLR withholding percentage of a worker from a day on (Reglamento de retenciones, art. 4-7):
 * what the worker's estimate of the year's income and deductions (form AR-I) gives, or the office's
 * own computation when the worker files none. A run withholds the percentage in force on its last
 * day (PORC_ISLR); a new estimate (March, June, September, or when pay changes) starts a new row.
 */
export const islrEstimateResource = defineResource({
  name: 'islrEstimate',
  table: 'islr_estimate',
  service: 'hr',
  path: 'islrEstimate',
  screen: 'NOM-ISL-01',
  scope: OF_EMPLOYEE.scope,
  labels: { singular: 'estimación de ISLR (AR-I)', plural: 'estimaciones de ISLR (AR-I)', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    OF_EMPLOYEE.field,
    f.date('validFrom', 'Vigente desde', { required: true }),
    f.money('percent', 'Porcentaje de retención', {
      required: true,
      help: 'El que resulta del AR-I, de 0 a 34',
    }),
    f.money('estimatedIncome', 'Remuneraciones estimadas del año', { list: false }),
    f.text('basis', 'Soporte', {
      max: 160,
      search: true,
      help: 'Por ejemplo: AR-I del 15/01, variación de marzo',
    }),
  ],
  uniques: [
    { fields: ['idEmployee', 'validFrom'], message: 'Ese trabajador ya tiene una estimación desde ese día' },
  ],
  rules: [
    {
      field: 'percent',
      message: 'El porcentaje de retención va de 0 a 34 (la tarifa 1 de la Ley de ISLR)',
      test: (row) =>
        typeof row.percent !== 'string' ||
        row.percent === '' ||
        (Number(row.percent) >= 0 && Number(row.percent) <= 34),
    },
    {
      field: 'estimatedIncome',
      message: 'Las remuneraciones estimadas no pueden ser negativas',
      test: (row) => typeof row.estimatedIncome !== 'string' || !row.estimatedIncome.trim().startsWith('-'),
    },
  ],
});

/**
 * What a payroll formula may read besides the dated parameters and the other concepts' results:
 * the employee's figures, worked out for each employee and run by the payroll module. Their names
 * are reserved: no parameter or concept may take one.
 */
export const PAYROLL_VARIABLES = [
  { name: 'SUELDO', label: 'Sueldo mensual del cargo' },
  {
    name: 'DIAS',
    label:
      'Días que se pagan al trabajador en la nómina (15 en una quincena, 30 en un mes; menos si ingresó o egresó en ella)',
  },
  { name: 'DIAS_NOMINA', label: 'Días que cubre la nómina' },
  { name: 'LUNES', label: 'Lunes que caen en las fechas de la nómina' },
  {
    name: 'ANTIGUEDAD',
    label:
      'Años de servicio cumplidos al cierre de la nómina (incluye los previos en la administración pública)',
  },
  { name: 'PORC_ANTIGUEDAD', label: 'Porcentaje de prima de antigüedad que corresponde a esos años' },
  {
    name: 'PORC_PROFESIONALIZACION',
    label: 'Porcentaje de prima de profesionalización de su nivel académico',
  },
  { name: 'HIJOS', label: 'Hijos a cargo' },
  {
    name: 'MESES_SERVICIO',
    label:
      'Meses completos de servicio en el año de la nómina, hasta diciembre o el egreso (la fracción de la bonificación de fin de año, LOTTT art. 131)',
  },
  {
    name: 'DIAS_BONO_VACACIONAL',
    label:
      'Días de bono vacacional que corresponden a sus años: 15 más uno por año adicional, hasta 30 (LOTTT art. 192)',
  },
  {
    name: 'DIAS_VACACIONES',
    label:
      'Días hábiles de vacaciones que corresponden a sus años: 15 más uno por año adicional, hasta 30 (LOTTT art. 190)',
  },
  {
    name: 'SALARIO_NORMAL_MENSUAL',
    label:
      'El salario normal del último mes que le pagaron las nóminas ordinarias cerradas antes de esta, llevado a 30 días (LOTTT art. 121: la base de las vacaciones y su bono)',
  },
  {
    name: 'PORC_ISLR',
    label:
      'Porcentaje de retención de ISLR del trabajador vigente al cierre de la nómina (su AR-I): 0 si no tiene',
  },
  {
    name: 'MONTO',
    label:
      'El monto que el trabajador tiene asignado a este concepto (una cuota de préstamo, horas extra): 0 si no tiene',
  },
  {
    name: 'TOTAL_ASIGNACIONES',
    label: 'Suma de las asignaciones del trabajador en la nómina (no la puede usar una asignación)',
  },
  {
    name: 'SALARIO_INTEGRAL',
    label:
      'El salario normal más sus alícuotas de bono vacacional y de bonificación de fin de año (LOTTT art. 104, 122): SALARIO_NORMAL × (1 + (DIAS_BONO_VACACIONAL + DIAS_BONIFICACION_FIN_ANO) / 360), redondeado al céntimo; la base del FAOV',
  },
  {
    name: 'SALARIO_NORMAL',
    label:
      'Suma de las asignaciones del salario normal (LOTTT art. 104: lo regular y permanente, no un bono ocasional); la base del SSO, del RPE y del FPJ (no la puede usar una asignación del salario normal)',
  },
] as const;

export type PayrollVariable = (typeof PAYROLL_VARIABLES)[number]['name'];

const RESERVED = new Set<string>(PAYROLL_VARIABLES.map((v) => v.name));

export const isPayrollVariable = (name: string): name is PayrollVariable => RESERVED.has(name);

/** What the formulas name: a parameter's or a concept's code. */
export const FORMULA_NAME = {
  regex: /^[A-Z][A-Z0-9_]{1,29}$/,
  message:
    'Use de 2 a 30 letras mayúsculas, dígitos o _, empezando por una letra (por ejemplo BONO_TRANSPORTE)',
};

/** A parameter's or a concept's code may not be a variable's: a formula would not know which it reads. */
export const NOT_A_VARIABLE = {
  field: 'code',
  message: 'Ese nombre es una variable de la nómina: elija otro',
  test: (row: Record<string, unknown>) => typeof row.code !== 'string' || !isPayrollVariable(row.code.trim()),
};

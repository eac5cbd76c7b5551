import {
  type ConceptKind,
  checkFormula,
  conceptOrder,
  formulaErrorText,
  formulaRange,
  isPayrollVariable,
  NONNEGATIVE,
  parseFormula,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { conflict, invalidInput } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';
import { LEGAL_CODES } from './legal.catalogue.ts';

/** Variables known to be more than 0: a run covers one day at least. */
const VARIABLE_RANGES: Record<string, { lo: number; hi: number }> = {
  DIAS_NOMINA: { lo: 1, hi: Number.POSITIVE_INFINITY },
};

type ConceptRow = {
  id: number;
  code: string;
  kind: ConceptKind;
  formula: string;
  normalSalary: boolean;
};

/** The institution's concepts as stored (each formula was checked when it was saved) and its parameters' codes. */
async function namesOf(tx: Tx, idClient: number) {
  const [concepts, parameters] = await Promise.all([
    tx.execute<ConceptRow>(
      sql`select id, code, kind, formula, normal_salary as "normalSalary" from payroll_concept
           where id_client = ${idClient} order by code`,
    ),
    tx.execute<{ code: string; lo: string; hi: string }>(
      sql`select code, min(value)::text as lo, max(value)::text as hi from payroll_parameter
           where id_client = ${idClient} group by code`,
    ),
  ]);
  return {
    concepts: concepts.rows,
    parameters: new Map(parameters.rows.map((r) => [r.code, { lo: Number(r.lo), hi: Number(r.hi) }])),
  };
}

const namesRead = (formula: string) => {
  const parsed = parseFormula(formula);
  return 'error' in parsed ? [] : [...parsed.formula.names.keys()];
};

/**
 * A concept's formula as it will be stored: it parses, every name it reads is a variable, a
 * parameter or another concept, an assignment does not read the sum of the assignments, and no
 * concept ends up computed from itself. Its code is not a parameter's, or a formula would not know
 * which of the two it reads.
 */
async function checkConcept(tx: Tx, idClient: number, row: ConceptRow, ranges = true): Promise<void> {
  const { concepts, parameters } = await namesOf(tx, idClient);
  if (parameters.has(row.code))
    throw invalidInput([
      {
        field: 'code',
        message: 'Ya hay un parámetro de nómina con ese código: las fórmulas no sabrían cuál leer',
      },
    ]);
  const others = new Map(concepts.filter((c) => c.id !== row.id).map((c) => [c.code, c]));
  const checked = checkFormula(row.formula, (name) => {
    if (name === row.code) return `La fórmula no puede leer su propio concepto ${name}`;
    if (name === 'TOTAL_ASIGNACIONES' && row.kind === 'assignment')
      return 'Una asignación no puede leer TOTAL_ASIGNACIONES: es la suma de las asignaciones';
    if (
      (name === 'SALARIO_NORMAL' || name === 'SALARIO_INTEGRAL') &&
      row.kind === 'assignment' &&
      row.normalSalary
    )
      return `Una asignación del salario normal no puede leer ${name}: sale de su suma (desmárquela como salario normal si es un bono sobre él)`;
    if (isPayrollVariable(name) || parameters.has(name) || others.has(name)) return null;
    return `«${name}» no es una variable, un parámetro ni un concepto de nómina`;
  });
  if (checked.error) throw invalidInput([{ field: 'formula', message: formulaErrorText(checked.error) }]);
  // Every employee's figure and amount is 0 or more (a run covers a day at least); a parameter is what
  // its values span (any of them may rule a run).
  const ranged = ranges
    ? formulaRange(checked.formula, (name) => parameters.get(name) ?? VARIABLE_RANGES[name] ?? NONNEGATIVE)
    : null;
  if (ranged?.error) throw invalidInput([{ field: 'formula', message: formulaErrorText(ranged.error) }]);
  // From the concept being saved first, so a circle is named from it.
  const order = conceptOrder([
    { code: row.code, kind: row.kind, names: checked.formula.names.keys(), normalSalary: row.normalSalary },
    ...[...others.values()].map((c) => ({
      code: c.code,
      kind: c.kind,
      names: namesRead(c.formula),
      normalSalary: c.normalSalary,
    })),
  ]);
  if ('cycle' in order) {
    // Where this formula reads the concept that leads back to it, like any other error of the formula.
    const next = order.cycle[order.cycle.indexOf(row.code) + 1];
    throw invalidInput([
      {
        field: 'formula',
        message: formulaErrorText({
          position: (next && checked.formula.names.get(next)) || 1,
          message: `Las fórmulas se leen en círculo: ${order.cycle.join(' → ')}`,
        }),
      },
    ]);
  }
}

/** The concepts whose formulas read `code`, other than the one named `except`. */
async function readersOf(tx: Tx, idClient: number, code: string, except?: number): Promise<string[]> {
  const { concepts } = await namesOf(tx, idClient);
  // The integral salary reads the year-end bonus's days: whoever reads it reads them.
  const reads = (formula: string) => {
    const names = namesRead(formula).map((n) => n.toUpperCase());
    return (
      names.includes(code) || (code === 'DIAS_BONIFICACION_FIN_ANO' && names.includes('SALARIO_INTEGRAL'))
    );
  };
  return concepts.filter((c) => c.id !== except && reads(c.formula)).map((c) => c.code);
}

export const conceptGuard: ResourceHooks = {
  async afterCreate(tx, auth, id) {
    const found = await tx.execute<ConceptRow>(
      sql`select id, code, kind, formula, normal_salary as "normalSalary" from payroll_concept where id = ${id}`,
    );
    if (found.rows[0]) await checkConcept(tx, auth.idClient, found.rows[0]);
  },
  async beforeUpdate(tx, auth, before, after) {
    // A formula saved before its range was checked stays editable (switched off, renamed, re-imputed)
    // until its formula or kind changes, or it is switched back on.
    const ranges =
      before.formula !== after.formula ||
      before.kind !== after.kind ||
      (after.active === true && before.active !== true);
    await checkConcept(
      tx,
      auth.idClient,
      {
        id: Number(before.id),
        code: String(after.code),
        kind: after.kind as ConceptKind,
        formula: String(after.formula),
        normalSalary: after.normalSalary === true,
      },
      ranges,
    );
  },
  async beforeDelete(tx, auth, id) {
    const found = await tx.execute<{ code: string }>(sql`select code from payroll_concept where id = ${id}`);
    const code = found.rows[0]?.code;
    if (!code) return;
    if (LEGAL_CODES.has(code))
      throw conflict(`${code} es un concepto legal: no se elimina; desactívelo si no aplica.`);
    const readers = await readersOf(tx, auth.idClient, code, id);
    if (readers.length > 0)
      throw conflict(
        `No se puede eliminar el concepto ${code}: lo leen las fórmulas de ${readers.join(', ')}.`,
      );
  },
};

/**
 * A parameter's code is not a concept's; its last value is not removed while a formula reads it.
 */
export const parameterGuard: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<{ taken: boolean }>(sql`
      select exists (select 1 from payroll_concept c where c.id_client = p.id_client and c.code = p.code) as taken
        from payroll_parameter p where p.id = ${id}`);
    if (found.rows[0]?.taken)
      throw invalidInput([
        {
          field: 'code',
          message: 'Ya hay un concepto de nómina con ese código: las fórmulas no sabrían cuál leer',
        },
      ]);
  },
  async beforeDelete(tx, auth, id) {
    const found = await tx.execute<{ code: string; others: number }>(sql`
      select p.code, (select count(*)::int from payroll_parameter o
                       where o.id_client = p.id_client and o.code = p.code and o.id <> p.id) as others
        from payroll_parameter p where p.id = ${id}`);
    const row = found.rows[0];
    if (!row || row.others > 0) return;
    const readers = await readersOf(tx, auth.idClient, row.code);
    if (readers.length > 0)
      throw conflict(
        `No se puede eliminar el único valor de ${row.code}: lo leen las fórmulas de ${readers.join(', ')}.`,
      );
  },
};

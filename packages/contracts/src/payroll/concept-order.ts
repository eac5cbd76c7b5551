import type { ConceptKind } from './payroll-concept.resource.ts';

/** A concept as the order of evaluation sees it: its code, its kind and the names its formula reads. */
export interface ConceptNames {
  code: string;
  kind: ConceptKind;
  names: Iterable<string>;
  /** An assignment part of the normal salary (LOTTT art. 104): SALARIO_NORMAL waits for it. */
  normalSalary?: boolean;
}

/** The variable that is the sum of the assignments: it waits for all of them. */
export const TOTAL_ASSIGNMENTS = 'TOTAL_ASIGNACIONES';
/** The variable that is the sum of the assignments of the normal salary: it waits for those. */
export const NORMAL_SALARY = 'SALARIO_NORMAL';
/** The normal salary with its shares of the bonuses: it waits for the same. */
export const INTEGRAL_SALARY = 'SALARIO_INTEGRAL';

/**
 * The order a run computes the concepts in, each after every concept its formula reads (and after
 * every assignment when it reads TOTAL_ASIGNACIONES, after those of the normal salary when it reads
 * SALARIO_NORMAL); or a circle of concepts that read each other,
 * as the codes along it, first repeated at the end.
 */
export function conceptOrder(concepts: readonly ConceptNames[]): { order: string[] } | { cycle: string[] } {
  const byCode = new Map(concepts.map((c) => [c.code, c]));
  const assignments = concepts.filter((c) => c.kind === 'assignment').map((c) => c.code);
  const normal = concepts.filter((c) => c.kind === 'assignment' && c.normalSalary).map((c) => c.code);
  const needs = (c: ConceptNames): string[] => {
    const out: string[] = [];
    for (const name of c.names) {
      if (name === TOTAL_ASSIGNMENTS) out.push(...assignments);
      else if (name === NORMAL_SALARY || name === INTEGRAL_SALARY) out.push(...normal);
      else if (byCode.has(name)) out.push(name);
    }
    return out;
  };
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  // Depth first, by hand: a long chain of concepts must not exhaust the stack.
  for (const start of concepts) {
    if (state.get(start.code) === 'done') continue;
    const stack: { code: string; next: string[] }[] = [];
    const enter = (code: string) => {
      state.set(code, 'visiting');
      path.push(code);
      stack.push({ code, next: needs(byCode.get(code) as ConceptNames) });
    };
    enter(start.code);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { code: string; next: string[] };
      const dep = top.next.pop();
      if (dep === undefined) {
        state.set(top.code, 'done');
        order.push(top.code);
        path.pop();
        stack.pop();
      } else if (state.get(dep) === 'visiting') {
        return { cycle: [...path.slice(path.indexOf(dep)), dep] };
      } else if (state.get(dep) !== 'done') {
        enter(dep);
      }
    }
  }
  return { order };
}

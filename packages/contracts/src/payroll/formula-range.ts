import type { Formula, FormulaError } from './formula.ts';

/**
 * What a formula can come to, worked out when it is saved rather than when a run meets an employee
 * for whom it fails: each name's possible values (a variable or another concept's result is 0 or
 * more; a parameter, between its lowest and highest value) carried through the formula as an
 * interval. A divisor that can be 0 and a result that can be negative are refused with their
 * position. SI narrows the name it compares with a number in each of its branches, so
 * `SI(DIAS > 0, MONTO / DIAS, 0)` is safe; so is `MAX(DIAS, 1)` as a divisor.
 */
export interface Range {
  lo: number;
  hi: number;
}

export const NONNEGATIVE: Range = { lo: 0, hi: Number.POSITIVE_INFINITY };

type Node = Formula['tree'];
type Env = ReadonlyMap<string, Range>;

// Just above (below) a number: what "greater than" leaves of it, enough to tell zero out.
const TINY = 1e-9;

class RangeError_ extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message);
  }
}

const safe = (v: number, fallback: number) => (Number.isNaN(v) ? fallback : v);
const span = (values: number[]): Range => ({
  lo: Math.min(...values.map((v) => safe(v, Number.NEGATIVE_INFINITY))),
  hi: Math.max(...values.map((v) => safe(v, Number.POSITIVE_INFINITY))),
});
// 0 × ∞ is 0 here: a name that is 0 times one without bound is still 0.
const times = (a: number, b: number) => (a === 0 || b === 0 ? 0 : a * b);
// ∞ / ∞ takes its sign: the other corners of the two intervals give the finite ends.
const over = (a: number, b: number) =>
  Number.isFinite(a) || Number.isFinite(b) ? a / b : Math.sign(a) * Math.sign(b) * Number.POSITIVE_INFINITY;

/** The name and number a comparison sets against each other, as «name op number». */
function comparison(node: Node): { name: string; op: string; value: number } | null {
  if (node.kind !== 'bin' || !['>', '>=', '<', '<=', '=', '<>'].includes(node.op)) return null;
  const FLIP: Record<string, string> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=', '=': '=', '<>': '<>' };
  if (node.left.kind === 'name' && node.right.kind === 'num')
    return { name: node.left.name, op: node.op, value: node.right.value.toNumber() };
  if (node.left.kind === 'num' && node.right.kind === 'name')
    return { name: node.right.name, op: FLIP[node.op] as string, value: node.left.value.toNumber() };
  return null;
}

const NEGATED: Record<string, string> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '<>', '<>': '=' };

/** What a name can be where `name op value` holds. */
function narrowed(r: Range, op: string, value: number): Range {
  switch (op) {
    case '>':
      return { lo: Math.max(r.lo, value + TINY), hi: r.hi };
    case '>=':
      return { lo: Math.max(r.lo, value), hi: r.hi };
    case '<':
      return { lo: r.lo, hi: Math.min(r.hi, value - TINY) };
    case '<=':
      return { lo: r.lo, hi: Math.min(r.hi, value) };
    case '=':
      return { lo: value, hi: value };
    default:
      if (value === r.lo) return { lo: r.lo + TINY, hi: r.hi };
      if (value === r.hi) return { lo: r.lo, hi: r.hi - TINY };
      return r;
  }
}

function rangeOf(node: Node, env: Env, known: (name: string) => Range): Range {
  const of = (n: Node, e: Env = env) => rangeOf(n, e, known);
  switch (node.kind) {
    case 'num': {
      const v = node.value.toNumber();
      return { lo: v, hi: v };
    }
    case 'name':
      return env.get(node.name) ?? known(node.name);
    case 'neg': {
      const r = of(node.arg);
      return { lo: -r.hi, hi: -r.lo };
    }
    case 'bin': {
      const a = of(node.left);
      const b = of(node.right);
      switch (node.op) {
        case '+':
          return span([a.lo + b.lo, a.hi + b.hi]);
        case '-':
          return span([a.lo - b.hi, a.hi - b.lo]);
        case '*':
          return span([times(a.lo, b.lo), times(a.lo, b.hi), times(a.hi, b.lo), times(a.hi, b.hi)]);
        case '/':
          if (b.lo === 0 && b.hi === 0) throw new RangeError_(node.position, 'División por cero');
          if (b.lo <= 0 && b.hi >= 0)
            throw new RangeError_(
              node.position,
              'El divisor puede valer cero: asegúrelo, por ejemplo SI(DIAS > 0, MONTO / DIAS, 0) o MAX(DIAS, 1)',
            );
          return span([over(a.lo, b.lo), over(a.lo, b.hi), over(a.hi, b.lo), over(a.hi, b.hi)]);
        default:
          // A comparison is 1 or 0.
          return { lo: 0, hi: 1 };
      }
    }
    case 'call': {
      const args = node.fn === 'SI' ? [] : node.args.map((n) => of(n));
      switch (node.fn) {
        case 'MIN':
          return { lo: Math.min(...args.map((r) => r.lo)), hi: Math.min(...args.map((r) => r.hi)) };
        case 'MAX':
          return { lo: Math.max(...args.map((r) => r.lo)), hi: Math.max(...args.map((r) => r.hi)) };
        case 'REDONDEAR': {
          const [x, places] = args as [Range, Range?];
          const n = places && places.lo === places.hi ? places.lo : 2;
          const round = (v: number) => (Number.isFinite(v) ? Math.round(v * 10 ** n) / 10 ** n : v);
          return { lo: round(x.lo), hi: round(x.hi) };
        }
        default: {
          const [condition, then, otherwise] = node.args as [Node, Node, Node];
          of(condition);
          const compared = comparison(condition);
          const branch = (n: Node, op: string | undefined) => {
            if (!compared || !op) return of(n);
            const r = narrowed(of({ kind: 'name', name: compared.name, position: 0 }), op, compared.value);
            // A branch that cannot be taken adds nothing.
            if (r.lo > r.hi) return null;
            return of(n, new Map(env).set(compared.name, r));
          };
          const taken = [
            branch(then, compared?.op),
            branch(otherwise, compared ? NEGATED[compared.op] : undefined),
          ].filter((r): r is Range => r !== null);
          return taken.length === 0 ? { lo: 0, hi: 0 } : span(taken.flatMap((r) => [r.lo, r.hi]));
        }
      }
    }
  }
}

/**
 * The range of a parsed formula given each name's, or the first place it can fail: a divisor that
 * can be 0, or, where `nonNegative` (every payroll concept), a result that can be below 0.
 */
export function formulaRange(
  formula: Formula,
  known: (name: string) => Range,
  nonNegative = true,
): { range: Range; error?: undefined } | { error: FormulaError; range?: undefined } {
  try {
    const range = rangeOf(formula.tree, new Map(), known);
    if (nonNegative && range.lo < 0)
      return {
        error: {
          position: 1,
          message:
            'La fórmula puede dar un monto negativo, y un concepto no paga ni descuenta en negativo: acótela, por ejemplo MAX(…, 0)',
        },
      };
    return { range };
  } catch (error) {
    if (error instanceof RangeError_) return { error: { position: error.position, message: error.message } };
    throw error;
  }
}

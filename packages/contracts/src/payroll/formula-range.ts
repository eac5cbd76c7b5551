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
  /** The bound itself is left out: what «X > 0» leaves of X. Only a compared name carries one. */
  loOpen?: boolean;
  hiOpen?: boolean;
}

export const NONNEGATIVE: Range = { lo: 0, hi: Number.POSITIVE_INFINITY };

type Node = Formula['tree'];
type Env = ReadonlyMap<string, Range>;

// Bounds are worked in floating point: one this close to 0 may be 0 in the exact decimal arithmetic.
const NEAR_ZERO = 1e-9;
const mayBeZeroAt = (v: number, open: boolean | undefined) => !open && Math.abs(v) < NEAR_ZERO;
/** Whether 0 is in the range (a bound near 0 and not left out counts as 0). */
const holdsZero = (r: Range) =>
  (r.lo < 0 || mayBeZeroAt(r.lo, r.loOpen)) && (r.hi > 0 || mayBeZeroAt(r.hi, r.hiOpen));
/** A range nothing is in: a branch of SI that cannot be taken. */
const empty = (r: Range) => r.lo > r.hi || (r.lo === r.hi && Boolean(r.loOpen || r.hiOpen));
/** Rounding as the engine does (decimal.js ROUND_HALF_UP: halves away from zero). */
const roundTo = (v: number, places: number) =>
  Number.isFinite(v) ? (Math.sign(v) * Math.round(Math.abs(v) * 10 ** places)) / 10 ** places : v;

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
  const above = (open: boolean): Range =>
    value > r.lo || (value === r.lo && open) ? { ...r, lo: value, loOpen: open } : r;
  const below = (open: boolean): Range =>
    value < r.hi || (value === r.hi && open) ? { ...r, hi: value, hiOpen: open } : r;
  switch (op) {
    case '>':
      return above(true);
    case '>=':
      return above(false);
    case '<':
      return below(true);
    case '<=':
      return below(false);
    case '=':
      return value < r.lo || value > r.hi ? { lo: 1, hi: 0 } : { lo: value, hi: value };
    default:
      if (value === r.lo) return { ...r, loOpen: true };
      if (value === r.hi) return { ...r, hiOpen: true };
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
          if (holdsZero(b))
            throw new RangeError_(
              node.position,
              'El divisor puede valer cero: asegúrelo, por ejemplo SI(DIAS > 0, MONTO / DIAS, 0) o MAX(DIAS, 1)',
            );
          {
            // A divisor's end at 0 left out («X > 0»): the quotient grows without bound, it is never ÷ 0.
            const lo = b.loOpen && b.lo === 0 ? Number.MIN_VALUE : b.lo;
            const hi = b.hiOpen && b.hi === 0 ? -Number.MIN_VALUE : b.hi;
            return span([over(a.lo, lo), over(a.lo, hi), over(a.hi, lo), over(a.hi, hi)]);
          }
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
          // The engine takes 0 to 4 whole decimals: any of those the argument can be, the worst of them.
          const n = places ?? { lo: 2, hi: 2 };
          const options = [0, 1, 2, 3, 4].filter((k) => k >= Math.floor(n.lo) && k <= Math.ceil(n.hi));
          if (n.lo < 0 || n.hi > 4 || (n.lo === n.hi && !Number.isInteger(n.lo)))
            throw new RangeError_(node.position, 'REDONDEAR lleva de 0 a 4 decimales');
          return {
            lo: Math.min(...options.map((k) => roundTo(x.lo, k))),
            hi: Math.max(...options.map((k) => roundTo(x.hi, k))),
          };
        }
        default: {
          const [condition, then, otherwise] = node.args as [Node, Node, Node];
          of(condition);
          const compared = comparison(condition);
          const branch = (n: Node, op: string | undefined) => {
            if (!compared || !op) return of(n);
            const r = narrowed(of({ kind: 'name', name: compared.name, position: 0 }), op, compared.value);
            // A branch that cannot be taken adds nothing.
            if (empty(r)) return null;
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
    // −0 too: the engine's decimal −0 is negative, and refused.
    if (nonNegative && (range.lo < 0 || Object.is(range.lo, -0)))
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

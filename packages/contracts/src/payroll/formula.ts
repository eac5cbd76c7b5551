import Decimal from 'decimal.js';

/**
 * The payroll concepts' formula language: arithmetic over decimal numbers, the employee's
 * variables, the dated parameters and other concepts' results. It is parsed by hand and evaluated
 * over its own tree: no `eval`, no access to anything but the names it is given. The grammar:
 *
 *   expr       := comparison
 *   comparison := additive (('<' | '<=' | '>' | '>=' | '=' | '<>') additive)?
 *   additive   := term (('+' | '-') term)*
 *   term       := unary (('*' | '/') unary)*
 *   unary      := '-' unary | primary
 *   primary    := number | NAME | NAME '(' expr (',' expr)* ')' | '(' expr ')'
 *
 * Numbers use a decimal point (4.5); a comparison is 1 when it holds and 0 when not; names are
 * letters, digits and _, in any case (stored upper case). The functions are MIN, MAX, REDONDEAR
 * (to 0–4 decimals, 2 unless said) and SI(condición, valor si se cumple, valor si no).
 */

export interface FormulaError {
  /** 1-based column of the character where the formula stops making sense. */
  position: number;
  message: string;
}

type Node =
  | { kind: 'num'; value: Decimal }
  | { kind: 'name'; name: string; position: number }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: string; left: Node; right: Node; position: number }
  | { kind: 'call'; fn: string; args: Node[]; position: number };

/** A parsed formula: its tree and every name it reads, with where it first appears. */
export interface Formula {
  text: string;
  tree: Node;
  names: Map<string, number>;
}

export const FORMULA_MAX_LENGTH = 1000;
const MAX_DEPTH = 40;

const FUNCTIONS: Record<string, { min: number; max: number }> = {
  MIN: { min: 1, max: 50 },
  MAX: { min: 1, max: 50 },
  REDONDEAR: { min: 1, max: 2 },
  SI: { min: 3, max: 3 },
};

type Token = { type: 'num' | 'name' | 'op' | 'end'; text: string; position: number };

class ParseError extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message);
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const position = i + 1;
    const number = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (number) {
      if (/^[A-Za-z_]/.test(text.slice(i + number[0].length)))
        throw new ParseError(position + number[0].length, 'Falta un operador entre el número y el nombre');
      tokens.push({ type: 'num', text: number[0], position });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (name) {
      tokens.push({ type: 'name', text: name[0].toUpperCase(), position });
      i += name[0].length;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (two === '<=' || two === '>=' || two === '<>') {
      tokens.push({ type: 'op', text: two, position });
      i += 2;
      continue;
    }
    if ('+-*/(),<>='.includes(c)) {
      tokens.push({ type: 'op', text: c, position });
      i++;
      continue;
    }
    throw new ParseError(
      position,
      c === '.' && /\d/.test(text.charAt(i + 1))
        ? 'Un número empieza por un dígito: escriba 0.5'
        : `Carácter no permitido «${c}»`,
    );
  }
  tokens.push({ type: 'end', text: '', position: text.length + 1 });
  return tokens;
}

function parseTokens(tokens: Token[]): { tree: Node; names: Map<string, number> } {
  let at = 0;
  const names = new Map<string, number>();
  const peek = () => tokens[at] as Token;
  const next = () => tokens[at++] as Token;
  const isOp = (...ops: string[]) => peek().type === 'op' && ops.includes(peek().text);
  const expectClose = (open: Token) => {
    if (!isOp(')')) {
      const t = peek();
      throw new ParseError(
        t.position,
        t.type === 'end'
          ? `Falta cerrar el paréntesis abierto en la posición ${open.position}`
          : `Se esperaba «)» y hay «${t.text}»`,
      );
    }
    next();
  };

  const expr = (depth: number): Node => {
    if (depth > MAX_DEPTH) throw new ParseError(peek().position, 'La fórmula anida demasiados niveles');
    const left = additive(depth);
    if (isOp('<', '<=', '>', '>=', '=', '<>')) {
      const op = next();
      const right = additive(depth);
      return { kind: 'bin', op: op.text, left, right, position: op.position };
    }
    return left;
  };
  const additive = (depth: number): Node => {
    let left = term(depth);
    while (isOp('+', '-')) {
      const op = next();
      left = { kind: 'bin', op: op.text, left, right: term(depth), position: op.position };
    }
    return left;
  };
  const term = (depth: number): Node => {
    let left = unary(depth);
    while (isOp('*', '/')) {
      const op = next();
      left = { kind: 'bin', op: op.text, left, right: unary(depth), position: op.position };
    }
    return left;
  };
  const unary = (depth: number): Node => {
    if (isOp('-')) {
      next();
      if (depth > MAX_DEPTH) throw new ParseError(peek().position, 'La fórmula anida demasiados niveles');
      return { kind: 'neg', arg: unary(depth + 1) };
    }
    if (isOp('+')) {
      next();
      return unary(depth + 1);
    }
    return primary(depth);
  };
  const primary = (depth: number): Node => {
    const t = next();
    if (t.type === 'num') return { kind: 'num', value: new Decimal(t.text) };
    if (t.type === 'name') {
      if (isOp('(')) {
        const open = next();
        const fn = FUNCTIONS[t.text];
        if (!fn)
          throw new ParseError(t.position, `Función desconocida «${t.text}»: use MIN, MAX, REDONDEAR o SI`);
        const args: Node[] = [];
        if (!isOp(')')) {
          args.push(expr(depth + 1));
          while (isOp(',')) {
            next();
            args.push(expr(depth + 1));
          }
        }
        expectClose(open);
        if (args.length < fn.min || args.length > fn.max) {
          const wanted =
            fn.min === fn.max ? `${fn.min}` : fn.max >= 50 ? `al menos ${fn.min}` : `${fn.min} o ${fn.max}`;
          throw new ParseError(
            t.position,
            `${t.text} lleva ${wanted} argumento${wanted.endsWith(' 1') || wanted === '1' ? '' : 's'}`,
          );
        }
        return { kind: 'call', fn: t.text, args, position: t.position };
      }
      if (FUNCTIONS[t.text])
        throw new ParseError(t.position + t.text.length, `Falta «(» después de ${t.text}`);
      if (!names.has(t.text)) names.set(t.text, t.position);
      return { kind: 'name', name: t.text, position: t.position };
    }
    if (t.type === 'op' && t.text === '(') {
      const inner = expr(depth + 1);
      expectClose(t);
      return inner;
    }
    if (t.type === 'end')
      throw new ParseError(t.position, 'La fórmula termina antes de tiempo: falta un valor');
    throw new ParseError(t.position, `Se esperaba un número, un nombre o «(» y hay «${t.text}»`);
  };

  const tree = expr(0);
  const rest = peek();
  if (rest.type !== 'end') {
    throw new ParseError(
      rest.position,
      rest.text === ')' ? 'Sobra un «)»' : `Falta un operador antes de «${rest.text}»`,
    );
  }
  return { tree, names };
}

/** Parses a formula: the tree and its names, or where and why it does not parse. */
export function parseFormula(text: string): { formula: Formula } | { error: FormulaError } {
  if (text.trim() === '') return { error: { position: 1, message: 'Escriba la fórmula' } };
  if (text.length > FORMULA_MAX_LENGTH)
    return {
      error: { position: FORMULA_MAX_LENGTH + 1, message: `Máximo ${FORMULA_MAX_LENGTH} caracteres` },
    };
  try {
    const { tree, names } = parseTokens(tokenize(text));
    return { formula: { text, tree, names } };
  } catch (error) {
    if (error instanceof ParseError) return { error: { position: error.position, message: error.message } };
    throw error;
  }
}

/**
 * Checks a formula as it is saved: that it parses, and that every name it reads is one `known`
 * accepts (a variable, a parameter, another concept). `known` answers null for a good name or why
 * it may not be used here.
 */
export function checkFormula(
  text: string,
  known: (name: string) => string | null,
): { formula: Formula; error?: undefined } | { error: FormulaError; formula?: undefined } {
  const parsed = parseFormula(text);
  if ('error' in parsed) return parsed;
  for (const [name, position] of parsed.formula.names) {
    const why = known(name);
    if (why) return { error: { position, message: why } };
  }
  return parsed;
}

/** How a formula's error reads to the person who wrote it. */
export const formulaErrorText = (error: FormulaError) => `Posición ${error.position}: ${error.message}`;

/** A failure while evaluating (a division by zero), at the formula's position. */
export class FormulaEvaluationError extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message);
  }
}

/** A compiled formula: given each name's value, its result. */
export type Evaluator = (value: (name: string) => Decimal) => Decimal;

const ONE = new Decimal(1);
const ZERO = new Decimal(0);

/**
 * Turns a parsed formula into a function of its names' values: closures over the tree, built once
 * per concept and run for every employee. `value` answers each name's decimal value.
 */
export function compileFormula(formula: Formula): Evaluator {
  const build = (node: Node): Evaluator => {
    switch (node.kind) {
      case 'num': {
        const v = node.value;
        return () => v;
      }
      case 'name': {
        const name = node.name;
        return (value) => value(name);
      }
      case 'neg': {
        const arg = build(node.arg);
        return (value) => arg(value).neg();
      }
      case 'bin': {
        const left = build(node.left);
        const right = build(node.right);
        const position = node.position;
        const truth = (b: boolean) => (b ? ONE : ZERO);
        switch (node.op) {
          case '+':
            return (v) => left(v).plus(right(v));
          case '-':
            return (v) => left(v).minus(right(v));
          case '*':
            return (v) => left(v).times(right(v));
          case '/':
            return (v) => {
              const divisor = right(v);
              if (divisor.isZero()) throw new FormulaEvaluationError(position, 'División por cero');
              return left(v).div(divisor);
            };
          case '<':
            return (v) => truth(left(v).lt(right(v)));
          case '<=':
            return (v) => truth(left(v).lte(right(v)));
          case '>':
            return (v) => truth(left(v).gt(right(v)));
          case '>=':
            return (v) => truth(left(v).gte(right(v)));
          case '=':
            return (v) => truth(left(v).eq(right(v)));
          default:
            return (v) => truth(!left(v).eq(right(v)));
        }
      }
      case 'call': {
        const args = node.args.map(build);
        const position = node.position;
        switch (node.fn) {
          case 'MIN':
            return (v) => Decimal.min(...args.map((a) => a(v)));
          case 'MAX':
            return (v) => Decimal.max(...args.map((a) => a(v)));
          case 'REDONDEAR': {
            const [x, places] = args as [Evaluator, Evaluator?];
            return (v) => {
              const n = places ? places(v) : new Decimal(2);
              if (!n.isInteger() || n.lt(0) || n.gt(4))
                throw new FormulaEvaluationError(position, 'REDONDEAR lleva de 0 a 4 decimales');
              return x(v).toDecimalPlaces(n.toNumber(), Decimal.ROUND_HALF_UP);
            };
          }
          default: {
            const [condition, then, otherwise] = args as [Evaluator, Evaluator, Evaluator];
            return (v) => (condition(v).isZero() ? otherwise(v) : then(v));
          }
        }
      }
    }
  };
  return build(formula.tree);
}

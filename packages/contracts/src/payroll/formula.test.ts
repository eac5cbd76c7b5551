import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { conceptOrder } from './concept-order.ts';
import { checkFormula, compileFormula, FormulaEvaluationError, parseFormula } from './formula.ts';

function run(text: string, values: Record<string, string> = {}): string {
  const parsed = parseFormula(text);
  if ('error' in parsed) throw new Error(`${parsed.error.position}: ${parsed.error.message}`);
  return compileFormula(parsed.formula)((name) => {
    const v = values[name];
    if (v === undefined) throw new Error(`sin valor: ${name}`);
    return new Decimal(v);
  }).toFixed();
}

function errorOf(text: string) {
  const parsed = parseFormula(text);
  return 'error' in parsed ? parsed.error : null;
}

describe('payroll formulas: evaluation', () => {
  it('follows precedence, parentheses and unary minus, in decimals', () => {
    expect(run('1 + 2 * 3')).toBe('7');
    expect(run('(1 + 2) * 3')).toBe('9');
    expect(run('10 - 4 - 3')).toBe('3');
    expect(run('100 / 4 / 5')).toBe('5');
    expect(run('-2 * -3')).toBe('6');
    expect(run('0.1 + 0.2')).toBe('0.3');
    expect(run('1 - -1')).toBe('2');
  });

  it('reads names in any case', () => {
    expect(run('sueldo * dias / 30', { SUELDO: '3000.00', DIAS: '15' })).toBe('1500');
    expect(run('Sueldo_Basico * 4 / 100', { SUELDO_BASICO: '1234.56' })).toBe('49.3824');
  });

  it('has MIN, MAX, REDONDEAR and SI, and comparisons that answer 1 or 0', () => {
    expect(run('MIN(SUELDO, 5 * SALARIO_MINIMO)', { SUELDO: '900', SALARIO_MINIMO: '130' })).toBe('650');
    expect(run('max(1, 7, 3)')).toBe('7');
    expect(run('REDONDEAR(10 / 3)')).toBe('3.33');
    expect(run('REDONDEAR(2.675, 2)')).toBe('2.68');
    expect(run('REDONDEAR(2.5, 0)')).toBe('3');
    expect(run('SI(ANTIGUEDAD >= 5, 100, 0)', { ANTIGUEDAD: '5' })).toBe('100');
    expect(run('SI(ANTIGUEDAD >= 5, 100, 0)', { ANTIGUEDAD: '4' })).toBe('0');
    expect(run('(3 > 2) + (3 < 2) + (2 = 2) + (2 <> 2) + (2 <= 2)')).toBe('3');
  });

  it('evaluates only the branch SI takes', () => {
    expect(run('SI(DIAS = 0, 0, 100 / DIAS)', { DIAS: '0' })).toBe('0');
  });

  it('refuses a division by zero while evaluating, with its position', () => {
    const parsed = parseFormula('SUELDO / DIAS');
    if ('error' in parsed) throw new Error('no parsea');
    const evaluate = compileFormula(parsed.formula);
    expect(() => evaluate(() => new Decimal(0))).toThrow(FormulaEvaluationError);
    try {
      evaluate(() => new Decimal(0));
    } catch (e) {
      expect((e as FormulaEvaluationError).position).toBe(8);
      expect((e as FormulaEvaluationError).message).toBe('División por cero');
    }
  });

  it('refuses REDONDEAR to a number of places it cannot take', () => {
    expect(() => run('REDONDEAR(1.234, 9)')).toThrow('REDONDEAR lleva de 0 a 4 decimales');
  });
});

describe('payroll formulas: what does not parse says where', () => {
  it.each([
    ['', 1, 'Escriba la fórmula'],
    ['SUELDO *', 9, 'La fórmula termina antes de tiempo: falta un valor'],
    ['SUELDO * (DIAS / 30', 20, 'Falta cerrar el paréntesis abierto en la posición 10'],
    ['SUELDO) * 2', 7, 'Sobra un «)»'],
    ['SUELDO DIAS', 8, 'Falta un operador antes de «DIAS»'],
    ['2SUELDO', 2, 'Falta un operador entre el número y el nombre'],
    ['SUELDO * 4%', 11, 'Carácter no permitido «%»'],
    ['SUELDO * .5', 10, 'Un número empieza por un dígito: escriba 0.5'],
    ['SUELDO ** 2', 9, 'Se esperaba un número, un nombre o «(» y hay «*»'],
    ['RAIZ(SUELDO)', 1, 'Función desconocida «RAIZ»: use MIN, MAX, REDONDEAR o SI'],
    ['SI(1, 2)', 1, 'SI lleva 3 argumentos'],
    ['REDONDEAR(1, 2, 3)', 1, 'REDONDEAR lleva 1 o 2 argumentos'],
    ['MIN()', 1, 'MIN lleva al menos 1 argumento'],
    ['MIN + 1', 4, 'Falta «(» después de MIN'],
    ['eval(SUELDO)', 1, 'Función desconocida «EVAL»: use MIN, MAX, REDONDEAR o SI'],
    ['SUELDO + "1"', 10, 'Carácter no permitido «"»'],
    ['constructor.constructor', 12, 'Carácter no permitido «.»'],
  ])('%s', (text, position, message) => {
    expect(errorOf(text)).toEqual({ position, message });
  });

  it('refuses a formula longer than 1000 characters and nesting deeper than 40', () => {
    expect(errorOf(`1${' + 1'.repeat(250)}`)?.message).toBe('Máximo 1000 caracteres');
    expect(errorOf(`${'('.repeat(60)}1${')'.repeat(60)}`)?.message).toBe(
      'La fórmula anida demasiados niveles',
    );
    expect(errorOf(`${'-'.repeat(60)}1`)?.message).toBe('La fórmula anida demasiados niveles');
  });

  it('lists the names it reads, each at its first position, and checks them against what is known', () => {
    const parsed = parseFormula('sueldo * DIAS / 30 + SUELDO');
    if ('error' in parsed) throw new Error('no parsea');
    expect([...parsed.formula.names]).toEqual([
      ['SUELDO', 1],
      ['DIAS', 10],
    ]);
    const known = (name: string) => (name === 'SUELDO' ? null : `Variable desconocida «${name}»`);
    expect(checkFormula('SUELDO * 2', known).error).toBeUndefined();
    expect(checkFormula('SUELDO * SALARI', known).error).toEqual({
      position: 10,
      message: 'Variable desconocida «SALARI»',
    });
  });
});

describe('payroll concepts: the order a run computes them in', () => {
  const c = (code: string, kind: 'assignment' | 'deduction' | 'contribution', ...names: string[]) => ({
    code,
    kind,
    names,
  });

  it('computes each concept after those its formula reads, and TOTAL_ASIGNACIONES after every assignment', () => {
    const result = conceptOrder([
      c('SSO', 'deduction', 'TOTAL_ASIGNACIONES', 'SALARIO_MINIMO'),
      c('PRIMA', 'assignment', 'SUELDO_BASICO'),
      c('SUELDO_BASICO', 'assignment', 'SUELDO', 'DIAS'),
      c('BONO', 'assignment'),
      c('SSO_PATRONAL', 'contribution', 'SSO'),
    ]);
    if (!('order' in result)) throw new Error('círculo');
    const at = (code: string) => result.order.indexOf(code);
    expect(result.order).toHaveLength(5);
    expect(at('SUELDO_BASICO')).toBeLessThan(at('PRIMA'));
    for (const a of ['SUELDO_BASICO', 'PRIMA', 'BONO']) expect(at(a)).toBeLessThan(at('SSO'));
    expect(at('SSO')).toBeLessThan(at('SSO_PATRONAL'));
  });

  it('names the circle when concepts read each other', () => {
    expect(
      conceptOrder([c('A', 'assignment', 'B'), c('B', 'assignment', 'C'), c('C', 'assignment', 'A')]),
    ).toEqual({
      cycle: ['A', 'B', 'C', 'A'],
    });
    // An assignment that reads the sum of the assignments reads itself.
    expect(conceptOrder([c('A', 'assignment', 'TOTAL_ASIGNACIONES'), c('B', 'assignment')])).toEqual({
      cycle: ['A', 'A'],
    });
  });

  it('orders a chain of 5,000 concepts without exhausting the stack', () => {
    const chain = Array.from({ length: 5000 }, (_, i) =>
      c(`C${i}`, 'assignment', ...(i > 0 ? [`C${i - 1}`] : [])),
    );
    const result = conceptOrder(chain.reverse());
    expect('order' in result && result.order[0]).toBe('C0');
  });
});

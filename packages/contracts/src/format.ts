/**
 * Formatting shared by the web app, printed documents and reports. Money arrives as a decimal
 * string and is never turned into a float on the way to the screen.
 */

/** `1234567.891` → `1.234.567,89` (German grouping, exactly two decimals, half-up rounding). */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0,00';
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Monto inválido: ${value}`);
  const negative = match[1] === '-';
  let intPart = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = (match[3] ?? '').padEnd(3, '0');
  let cents = Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  if (cents === 100) {
    cents = 0;
    intPart = incrementDigits(intPart);
  }
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const isZero = /^0+$/.test(intPart) && cents === 0;
  return `${negative && !isZero ? '-' : ''}${grouped},${String(cents).padStart(2, '0')}`;
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/MM/yyyy HH:mm` in the viewer's local time. */
export function formatDateTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A calendar date (`yyyy-MM-dd`) as `dd/MM/yyyy`, without time-zone shifts. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

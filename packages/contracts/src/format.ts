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

/**
 * What a person types in an amount field, as the API's decimal text: `1.234,56`, `1234,56` and
 * `1234.56` all give `1234.56`. A comma is the decimal mark whenever there is one; dots before it
 * group thousands. Anything else is returned trimmed, for the schema to refuse with its message.
 */
export function parseMoneyInput(text: string): string {
  const value = text.trim().replace(/\s/g, '');
  if (/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(value) || /^-?\d+,\d{1,2}$/.test(value))
    return value.replace(/\./g, '').replace(',', '.');
  return value;
}

/**
 * A rate (an exchange rate of up to eight decimals) as it is shown: `52.12345678` → `52,12345678`,
 * `1234.5` → `1.234,50`; every decimal it was given is kept (at least two), nothing is rounded.
 */
export function formatRate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const grouped = (match[1] ?? '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${(match[2] ?? '').padEnd(2, '0')}`;
}

/**
 * What a person types in a rate field, as the API's decimal text: `52,1234` and `1.052,1234` (a
 * comma is the decimal mark, dots before it group thousands) and `52.1234` (no comma: the dot is
 * the decimal point, as the API writes it) give `52.1234`; anything else is returned trimmed.
 */
export function parseRateInput(text: string): string {
  const value = text.trim().replace(/\s/g, '');
  if (/^\d{1,3}(\.\d{3})*,\d+$/.test(value) || /^\d+,\d+$/.test(value))
    return value.replace(/\./g, '').replace(',', '.');
  return value;
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

/** A calendar date (`yyyy-MM-dd`) as `dd/MM/yyyy`, without time-zone shifts. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/**
 * What a person types in a date field, day first, as a calendar date (`yyyy-MM-dd`): `15/03/2026`,
 * `15-3-2026`, `15.03.2026` and `15032026` all give `2026-03-15`. Null when it is not a real date
 * (31/02/2026) or not written day first with a four-digit year.
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A calendar day (`yyyy-MM-dd`) so many days later (earlier, if negative): days, not instants. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How many days from one calendar day (`yyyy-MM-dd`) to another: negative if it is before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A day's month as a sentence says it: «marzo de 2026». */
export function monthOfYear(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`;
}

/** Month names, lower case as they go mid-sentence (`mes de junio`). */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * The months (1–12) a period covers, in order from its first day's to its last day's: a period
 * from July to June gives 7…12, 1…6. At most twelve, each once.
 */
export function periodMonths(startDate: string, endDate: string): number[] {
  const first = Number(startDate.slice(5, 7));
  const span =
    (Number(endDate.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 +
    Number(endDate.slice(5, 7)) -
    first +
    1;
  return Array.from({ length: Math.min(Math.max(span, 1), 12) }, (_, i) => ((first - 1 + i) % 12) + 1);
}
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** Spanish long form: `domingo, 22 de noviembre de 2026`; a `yyyy-MM-dd` text is taken as a calendar day. */
export function formatLongDate(value: Date | string, withWeekday = true): string {
  let d: Date;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, day] = value.split('-').map(Number) as [number, number, number];
    d = new Date(y, m - 1, day);
  } else {
    d = typeof value === 'string' ? new Date(value) : value;
  }
  const text = `${d.getDate()} de ${MONTHS[d.getMonth()]} de ${d.getFullYear()}`;
  return withWeekday ? `${WEEKDAYS[d.getDay()]}, ${text}` : text;
}

/**
 * Elapsed-time label of spec section 9: seconds under a minute, minutes under an hour, hours under
 * a day, days under 30 days, months under a year, then years.
 */
export function elapsedLabel(from: Date | string, now: Date = new Date()): string {
  const start = typeof from === 'string' ? new Date(from) : from;
  const seconds = Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000));
  const unit = (n: number, one: string, many: string) => `hace ${n} ${n === 1 ? one : many}`;
  if (seconds < 60) return unit(seconds, 'segundo', 'segundos');
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minuto', 'minutos');
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hora', 'horas');
  const days = Math.floor(seconds / 86_400);
  if (days < 30) return unit(days, 'día', 'días');
  if (days < 365) return unit(Math.floor(days / 30), 'mes', 'meses');
  return unit(Math.floor(days / 365), 'año', 'años');
}

/** A span of whole minutes as a person says it: «15 min», «1 h 10 min», «2 d 3 h». */
export function durationLabel(minutes: number): string {
  const total = Math.max(0, Math.floor(minutes));
  const d = Math.floor(total / 1440);
  const h = Math.floor((total % 1440) / 60);
  const m = total % 60;
  if (d > 0) return h ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}

/** Years of the provider's experience (spec section 9): current year minus the founding year. */
export function yearsOfExperience(foundedYear: number, now: Date = new Date()): number {
  return now.getFullYear() - foundedYear;
}

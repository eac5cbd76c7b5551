/**
 * Amounts in Spanish words, as printed documents and receipts state them:
 * `1234,56` → `MIL DOSCIENTOS TREINTA Y CUATRO BOLÍVARES CON 56/100`.
 * Works on the decimal string; no floating point is involved.
 */

const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const TWENTIES = [
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 0–999 in words; `apocope` turns a final UNO into UN (before a noun: "un millón", "veintiún mil"). */
function hundreds(n: number, apocope: boolean): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(HUNDREDS[h] as string);
  if (rest > 0) {
    let words: string;
    if (rest < 10) words = UNITS[rest] as string;
    else if (rest < 20) words = TEENS[rest - 10] as string;
    else if (rest < 30) words = TWENTIES[rest - 20] as string;
    else {
      const u = rest % 10;
      words = `${TENS[Math.floor(rest / 10)]}${u ? ` Y ${UNITS[u]}` : ''}`;
    }
    if (apocope) words = words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');
    parts.push(words);
  }
  return parts.join(' ');
}

/** A whole number given as digits, in words (up to 10^18 − 1). */
export function integerInWords(digits: string, apocope = false): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (!/^\d{1,18}$/.test(clean)) throw new Error(`Número fuera de rango: ${digits}`);
  if (clean === '0') return 'CERO';
  // Groups of six digits: units, millions, billions (long scale, as Spanish uses).
  const padded = clean.padStart(18, '0');
  const groups = [padded.slice(0, 6), padded.slice(6, 12), padded.slice(12)].map(Number);
  const scale: [string, string][] = [
    ['BILLÓN', 'BILLONES'],
    ['MILLÓN', 'MILLONES'],
    ['', ''],
  ];
  const out: string[] = [];
  groups.forEach((group, i) => {
    if (group === 0) return;
    const isLast = i === 2;
    const thousands = Math.floor(group / 1000);
    const below = group % 1000;
    const words: string[] = [];
    if (thousands === 1) words.push('MIL');
    else if (thousands > 1) words.push(`${hundreds(thousands, true)} MIL`);
    if (below > 0) words.push(hundreds(below, !isLast || apocope));
    const [one, many] = scale[i] as [string, string];
    if (isLast) out.push(words.join(' '));
    else if (group === 1) out.push(`UN ${one}`);
    else out.push(`${words.join(' ')} ${many}`);
  });
  return out.join(' ');
}

export interface CurrencyWords {
  singular: string;
  plural: string;
}

export const BOLIVAR: CurrencyWords = { singular: 'BOLÍVAR', plural: 'BOLÍVARES' };

const CURRENCY_WORDS: Record<string, CurrencyWords> = {
  VES: BOLIVAR,
  USD: { singular: 'DÓLAR', plural: 'DÓLARES' },
  EUR: { singular: 'EURO', plural: 'EUROS' },
  CNY: { singular: 'YUAN', plural: 'YUANES' },
  RUB: { singular: 'RUBLO', plural: 'RUBLOS' },
};

/** How an amount in a currency (ISO code) names it in words; a currency without words, by its code. */
export function currencyWords(code: string): CurrencyWords {
  return CURRENCY_WORDS[code] ?? { singular: code, plural: code };
}

/** `1234.56` → `MIL DOSCIENTOS TREINTA Y CUATRO BOLÍVARES CON 56/100`. */
export function amountInWords(value: string, currency: CurrencyWords = BOLIVAR): string {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Monto inválido: ${value}`);
  const integer = match[2] ?? '0';
  const cents = (match[3] ?? '').padEnd(2, '0');
  const words = integerInWords(integer, true);
  const whole = integer.replace(/^0+(?=\d)/, '');
  // "un millón de bolívares": a round million (or billion) takes "de" before the currency.
  const name = whole === '1' ? currency.singular : currency.plural;
  const joiner = /(MILLÓN|MILLONES|BILLÓN|BILLONES)$/.test(words) ? ' DE ' : ' ';
  return `${match[1] ? 'MENOS ' : ''}${words}${joiner}${name} CON ${cents}/100`;
}

/**
 * The wording as documents and receipts carry it: wrapped in parentheses, which the screens strip
 * (spec section 9: first and last character removed, for documents when longer than 4 characters,
 * for receipts always).
 */
export function wrappedAmountInWords(value: string, currency: CurrencyWords = BOLIVAR): string {
  return `(${amountInWords(value, currency)})`;
}

export function unwrapAmountWords(text: string, kind: 'document' | 'receipt'): string {
  if (kind === 'receipt' || text.length > 4) return text.slice(1, -1);
  return text;
}

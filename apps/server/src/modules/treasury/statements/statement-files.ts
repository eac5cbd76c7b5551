import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { FieldError, StatementFileKind, StatementFormat } from '@erario/contracts';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { offThread } from '../../../platform/workers/pool.ts';

/** A line read from a bank's file, before it is kept. */
export interface FileLine {
  /** Its line (CSV, OFX) or row (XLSX) in the file, for the messages. */
  at: number;
  lineDate: string;
  reference: string | null;
  description: string;
  amount: string;
  /** The same line of the same file gives the same print: a second import skips it. */
  fingerprint: string;
}

/** A line as it is kept, whatever the file: the reference and description cut to their columns. */
const fileLine = (
  at: number,
  lineDate: string,
  reference: string | null,
  description: string,
  amount: Decimal,
  fingerprint: string,
): FileLine => ({
  at,
  lineDate,
  reference: reference?.slice(0, 40) ?? null,
  description: description.slice(0, 250),
  amount: amount.toFixed(2),
  fingerprint,
});

export interface ReadFile {
  lines: FileLine[];
  /** What the file states of the balances (OFX): the closing, and the dates it covers. */
  closingBalance: string | null;
  errors: FieldError[];
}

/** At most this many problems are told: past them, the file is clearly of another layout. */
const MAX_ERRORS = 20;

/**
 * Whether the text carries a control character a bank's statement never has (NUL first: a damaged or
 * UTF-16 file is full of them, and the database refuses NUL in text). Tab and line breaks are the
 * text's own.
 */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
const CONTROL_MESSAGE = 'trae caracteres de control (como NUL) que un estado de cuenta no lleva';

/** A bank's text: UTF-8 when it decodes as such, otherwise Latin-1 (what most bank exports use). */
export function decodeText(buffer: Buffer): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('latin1').decode(buffer) : utf8;
  return text.replace(/^\uFEFF/, '');
}

/** CSV rows, with fields in double quotes (a quote inside doubled), any line ending. */
export function csvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A date as the format writes it (or a spreadsheet's date), as YYYY-MM-DD; null if it is not one. */
export function readDate(value: unknown, format: StatementFormat['dateFormat']): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const text = String(value ?? '').trim();
  const parts =
    format === 'AAAA-MM-DD'
      ? /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text)?.slice(1)
      : /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text)?.slice(1);
  if (!parts) return null;
  const [y, m, d] =
    format === 'AAAA-MM-DD'
      ? parts.map(Number)
      : format === 'DD/MM/AAAA'
        ? [Number(parts[2]), Number(parts[1]), Number(parts[0])]
        : [Number(parts[2]), Number(parts[0]), Number(parts[1])];
  const date = new Date(Date.UTC(y as number, (m as number) - 1, d as number));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== (m as number) - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * An amount as a bank writes it: `1.234,56` or `1,234.56` (as the format says), a leading minus or
 * parentheses for a debit, a currency sign or spaces around. Null when it is not an amount.
 */
export function readAmount(value: unknown, decimal: StatementFormat['decimal']): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value).toDecimalPlaces(2) : null;
  let text = String(value ?? '').trim();
  if (text === '') return null;
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-') || text.endsWith('-');
  text = text.replace(/[()\s\-+]|Bs\.?|\$|€/g, '');
  const [thousands, point] = decimal === 'comma' ? ['.', ','] : [',', '.'];
  if (
    !new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})*(\\${point}\\d{1,2})?$|^\\d+(\\${point}\\d{1,2})?$`).test(
      text,
    )
  )
    return null;
  const plain = text.split(thousands).join('').replace(point, '.');
  const amount = new Decimal(plain);
  return negative ? amount.negated() : amount;
}

const fingerprintOf = (...parts: unknown[]) =>
  createHash('sha256').update(parts.map(String).join('\u001f')).digest('base64url').slice(0, 32);

/** Rows of a CSV or XLSX, read with the bank's mapping. */
function fromRows(rows: { at: number; cells: unknown[] }[], format: StatementFormat): ReadFile {
  const errors: FieldError[] = [];
  const lines: FileLine[] = [];
  const seen = new Map<string, number>();
  const cell = (cells: unknown[], column: number | null | undefined) =>
    column ? cells[column - 1] : undefined;
  for (const { at, cells } of rows.slice(format.skipRows)) {
    if (errors.length >= MAX_ERRORS) break;
    if (cells.every((c) => String(c ?? '').trim() === '')) continue;
    const problem = (message: string) =>
      errors.push({ field: `linea.${at}`, message: `Línea ${at}: ${message}` });
    if (cells.some((c) => typeof c === 'string' && hasControl(c))) {
      problem(CONTROL_MESSAGE);
      continue;
    }
    const rawDate = cell(cells, format.dateColumn);
    const lineDate = readDate(rawDate, format.dateFormat);
    if (!lineDate) {
      problem(`la fecha «${String(rawDate ?? '')}» no es una fecha ${format.dateFormat}`);
      continue;
    }
    let amount: Decimal | null;
    if (format.amountColumn) {
      amount = readAmount(cell(cells, format.amountColumn), format.decimal);
    } else {
      const debit = String(cell(cells, format.debitColumn) ?? '').trim();
      const credit = String(cell(cells, format.creditColumn) ?? '').trim();
      const d = debit === '' ? new Decimal(0) : readAmount(debit, format.decimal);
      const c = credit === '' ? new Decimal(0) : readAmount(credit, format.decimal);
      amount = d && c ? c.minus(d.abs()) : null;
    }
    if (!amount || amount.decimalPlaces() > 2) {
      problem('el monto no es un monto (por ejemplo 1.234,56)');
      continue;
    }
    if (amount.isZero()) {
      problem('una línea del estado de cuenta no es de monto cero');
      continue;
    }
    const description = String(cell(cells, format.descriptionColumn) ?? '').trim();
    if (!description) {
      problem('falta la descripción');
      continue;
    }
    const reference = String(cell(cells, format.referenceColumn) ?? '').trim() || null;
    const key = [lineDate, amount.toFixed(2), reference ?? '', description].join('|');
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    lines.push(fileLine(at, lineDate, reference, description, amount, fingerprintOf(key, n)));
  }
  return { lines, closingBalance: null, errors };
}

/** An OFX tag's value inside a block: SGML (no closing tag) or XML. */
const tag = (block: string, name: string) =>
  new RegExp(`<${name}>([^<\\r\\n]*)`, 'i').exec(block)?.[1]?.trim() ?? null;

/** An OFX statement (SGML 1.x or XML 2.x): its transactions and its ledger balance. */
export function readOfx(text: string): ReadFile {
  const errors: FieldError[] = [];
  const lines: FileLine[] = [];
  if (!/<OFX>/i.test(text))
    return {
      lines,
      closingBalance: null,
      errors: [{ field: 'linea.1', message: 'Línea 1: no es un archivo OFX' }],
    };
  // Each line carrying a control character is told, and nothing of the file is read.
  text.split('\n').forEach((line, i) => {
    if (errors.length < MAX_ERRORS && hasControl(line))
      errors.push({ field: `linea.${i + 1}`, message: `Línea ${i + 1}: ${CONTROL_MESSAGE}` });
  });
  if (errors.length > 0) return { lines, closingBalance: null, errors };
  const blocks = [...text.matchAll(/<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>)/gi)];
  for (const match of blocks) {
    if (errors.length >= MAX_ERRORS) break;
    const block = match[1] ?? '';
    const at = text.slice(0, match.index).split('\n').length;
    const problem = (message: string) =>
      errors.push({ field: `linea.${at}`, message: `Línea ${at}: ${message}` });
    const posted = tag(block, 'DTPOSTED');
    const lineDate =
      posted && /^\d{8}/.test(posted)
        ? readDate(posted.slice(0, 8).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3'), 'AAAA-MM-DD')
        : null;
    if (!lineDate) {
      problem(`la fecha «${posted ?? ''}» no es una fecha AAAAMMDD`);
      continue;
    }
    const amount = readAmount(tag(block, 'TRNAMT')?.replace(',', '.'), 'dot');
    if (!amount || amount.isZero()) {
      problem(`el monto «${tag(block, 'TRNAMT') ?? ''}» no es un monto`);
      continue;
    }
    const fitid = tag(block, 'FITID');
    const reference = tag(block, 'CHECKNUM') || tag(block, 'REFNUM') || fitid;
    const description = tag(block, 'NAME') || tag(block, 'MEMO') || tag(block, 'TRNTYPE') || 'Movimiento';
    const fingerprint = fitid
      ? fingerprintOf('ofx', fitid)
      : fingerprintOf(lineDate, amount.toFixed(2), reference, description, at);
    lines.push(fileLine(at, lineDate, reference, description, amount, fingerprint));
  }
  if (blocks.length === 0 && errors.length === 0)
    errors.push({ field: 'linea.1', message: 'Línea 1: el archivo OFX no trae movimientos (STMTTRN)' });
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|<AVAILBAL>|$)/i.exec(text)?.[1];
  const balance = ledger ? readAmount(tag(ledger, 'BALAMT')?.replace(',', '.'), 'dot') : null;
  return { lines, closingBalance: balance ? balance.toFixed(2) : null, errors };
}

/**
 * The most a workbook may hold once unpacked. A bank's month is a few hundred kilobytes of XML; a
 * file that unpacks past this is not a statement (a «zip bomb» of 1 MB unpacks to gigabytes).
 */
export const XLSX_UNPACKED_MAX = 50 * 1024 * 1024;
const ZIP_ENTRIES_MAX = 2_000;
const UNREADABLE_XLSX = 'el archivo no es un libro de Excel (XLSX) legible';
const MB = 1024 * 1024;

/**
 * Why a workbook (a zip) may not be unpacked, or null when it may: each entry is inflated with a
 * ceiling on what it yields, whatever its headers declare, and the entries together may not pass
 * `max` bytes. Reads the central directory itself; costs one inflation of at most `max` bytes.
 */
export function unpackRefusal(buffer: Buffer, max = XLSX_UNPACKED_MAX): string | null {
  const unreadable = UNREADABLE_XLSX;
  // The end-of-central-directory record: in the last 22 bytes, or before a comment of up to 64 kB.
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--) {
    if (buffer.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return unreadable;
  const entries = buffer.readUInt16LE(end + 10);
  if (entries > ZIP_ENTRIES_MAX) return `el libro trae ${entries} partes; uno legible trae unas pocas`;
  let at = buffer.readUInt32LE(end + 16);
  let left = max;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return unreadable;
    const method = buffer.readUInt16LE(at + 10);
    const packed = buffer.readUInt32LE(at + 20);
    const local = buffer.readUInt32LE(at + 42);
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) return unreadable;
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + packed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') size = left + 1;
        else return unreadable;
      }
    } else return unreadable;
    left -= size;
    if (left < 0)
      return `el libro ocupa más de ${max / MB} MB una vez descomprimido (el máximo es ${max / MB} MB); exporte solo el mes del estado de cuenta`;
  }
  return null;
}

/** The rows of the first sheet of a workbook, each cell as its value (dates as dates). */
async function xlsxRows(buffer: Buffer): Promise<{ at: number; cells: unknown[] }[]> {
  const book = new ExcelJS.Workbook();
  // exceljs types its load() for the browser's buffer; Node's is what it reads.
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: { at: number; cells: unknown[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, at) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({
      at,
      cells: values.map((v) => {
        if (v && typeof v === 'object' && !(v instanceof Date)) {
          const o = v as { result?: unknown; text?: unknown; richText?: { text: string }[] };
          return o.result ?? o.text ?? o.richText?.map((r) => r.text).join('') ?? '';
        }
        return v;
      }),
    });
  });
  return rows;
}

/** Reads a bank's file of the kind given; a file that is not what it says gives its reason. */
export async function readStatementFile(
  kind: StatementFileKind,
  buffer: Buffer,
  format: StatementFormat | null,
): Promise<ReadFile> {
  if (kind === 'ofx') return readOfx(decodeText(buffer));
  if (!format)
    return {
      lines: [],
      closingBalance: null,
      errors: [{ field: 'format', message: 'Indique cómo se leen las columnas del archivo de este banco' }],
    };
  if (kind === 'csv') {
    const rows = csvRows(decodeText(buffer), format.delimiter).map((cells, i) => ({ at: i + 1, cells }));
    return fromRows(rows, format);
  }
  const refusal = unpackRefusal(buffer);
  if (refusal)
    return {
      lines: [],
      closingBalance: null,
      errors: [
        refusal === UNREADABLE_XLSX
          ? { field: 'linea.1', message: `Línea 1: ${refusal}` }
          : { field: 'content', message: `El archivo no se leyó: ${refusal}.` },
      ],
    };
  try {
    return fromRows(await xlsxRows(buffer), format);
  } catch {
    return {
      lines: [],
      closingBalance: null,
      errors: [{ field: 'linea.1', message: `Línea 1: ${UNREADABLE_XLSX}` }],
    };
  }
}

/**
 * The same, on a pool thread: a workbook of thousands of rows takes seconds to parse, and a hostile
 * one is refused there, past the thread's memory ceiling at worst, while the server answers others.
 */
export const readStatementFileOffThread = offThread<typeof readStatementFile>(
  import.meta.url,
  'readStatementFile',
  {
    tooLarge: 'El archivo no se leyó: necesita más memoria de la que el servidor da a una sola importación.',
  },
);

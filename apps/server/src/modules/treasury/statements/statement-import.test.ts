import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../../test/budget-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';
import { zipOf } from '../../../test/zip.ts';
import { XLSX_UNPACKED_MAX } from './statement-files.ts';

/**
 * A month's statement imported from the bank's file (issue: treasury, "Statements"): CSV and XLSX
 * read with a mapping saved for the bank, OFX read as it is; a bad file refused whole with each
 * line's reason; the same file twice adds nothing.
 */
const t = testSuite();
let idClient: number;
let idPeriod: number;
let account: { id: number };
let year: number;
let month: number;
const day = (d: number) => `${String(d).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;

beforeAll(async () => {
  idClient = t.clients[0] as number;
  idPeriod = await periodOf(t.db, idClient);
  const start = await t.db.execute<{ year: number; month: number }>(sql`
    select extract(year from start_date)::int as year, extract(month from start_date)::int as month from period where id = ${idPeriod}`);
  ({ year, month } = start.rows[0] as { year: number; month: number });
  account = await fundedAccount(t.db, idClient, idPeriod, '1000.00');
});

const { call } = t.api;
const format = {
  delimiter: ';',
  dateFormat: 'DD/MM/AAAA',
  decimal: 'comma',
  skipRows: 1,
  dateColumn: 1,
  referenceColumn: 2,
  descriptionColumn: 3,
  amountColumn: 4,
};
const csv = (rows: string[]) =>
  Buffer.from(['Fecha;Referencia;Concepto;Monto', ...rows].join('\r\n'), 'latin1').toString('base64');
const importing = (over: Record<string, unknown>) =>
  call('POST', '/api/finance/AccountStatements/import', {
    idPeriod,
    idBankAccount: account.id,
    month,
    kind: 'csv',
    fileName: 'estado.csv',
    ...over,
  });

describe('importing a statement', () => {
  it('refuses a workbook that unpacks past its ceiling, saying so, and keeps answering meanwhile', async () => {
    // 60 MB of XML packed into ~60 kB, headers claiming a few bytes: read, it would take gigabytes.
    const sheet = Buffer.alloc(XLSX_UNPACKED_MAX + 10 * 1024 * 1024, '<c><v>1</v></c>');
    const bomb = zipOf(
      { '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/worksheets/sheet1.xml': sheet },
      { declared: 500 },
    );
    const before = process.memoryUsage().rss;
    const res = await importing({
      format,
      kind: 'xlsx',
      fileName: 'estado.xlsx',
      content: bomb.toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'El archivo no se importó: El archivo no se leyó: el libro ocupa más de 50 MB una vez descomprimido (el máximo es 50 MB); exporte solo el mes del estado de cuenta.',
    );
    expect(res.json().fields).toEqual([{ field: 'content', message: expect.stringContaining('50 MB') }]);
    // Unpacked on a pool thread, at most to its ceiling: this process did not grow by the bomb.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    const lines = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from bank_statement_line`);
    expect(lines.rows[0]?.n).toBe(0);
    // On the wire: past the route's ceiling the body is not even read, and the answer says the ceiling.
    const huge = await importing({ format, content: 'A'.repeat(9 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Lo enviado pasa del máximo de 8 MB que admite esta operación.');
  });

  it('refuses a bad file whole, each problem on its line, and imports nothing', async () => {
    const res = await importing({
      format,
      content: csv([
        `${day(3)};DP1;Depósito;500,00`,
        `${day(40)};X;Cheque;-200,00`,
        `${day(9)};101;Cheque;doscientos`,
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `El archivo no se importó: Línea 3: la fecha «${day(40)}» no es una fecha DD/MM/AAAA (y 1 más)`,
    );
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['linea.3', 'linea.4']);
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from bank_statement_line`);
    expect(count.rows[0]?.n).toBe(0);
    const other = await importing({
      format,
      content: csv([
        `01/${String((month % 12) + 1).padStart(2, '0')}/${year + (month === 12 ? 1 : 0)};A;Depósito;5,00`,
      ]),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/no es del mes que se importa/);
  });

  it('refuses a file with a NUL byte on its line with a 400, not a 500, and imports nothing', async () => {
    const res = await importing({
      format,
      content: csv([`${day(3)};DP1;Depósito;500,00`, `${day(9)};101;Che\u0000que;-200,00`]),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['linea.3']);
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from bank_statement_line`);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('imports a CSV in Latin-1 with the bank’s mapping, and the same file again adds nothing', async () => {
    const content = csv([
      `${day(3)};DP1;Depósito;500,00`,
      `${day(9)};101;Cheque pagado;-200,00`,
      `${day(28)};;Comisión;-5,00`,
      `${day(28)};;Comisión;-5,00`,
    ]);
    const res = await importing({ format, content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('4 líneas importadas');
    // The first statement of the period opens with the account's opening balance per bank.
    expect(res.json().data.statement).toMatchObject({
      openingBalance: '1000.00',
      closingBalance: '1290.00',
      lineCount: 4,
      source: 'csv',
    });
    expect(res.json().data.statement.lines.map((l: { description: string }) => l.description)).toContain(
      'Comisión',
    );
    const again = await importing({ content });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ imported: 0, repeated: 4 });
    expect(again.json().message).toBe('0 líneas importadas; 4 ya estaban en el estado de cuenta');
    // The mapping stays with the bank for the next import.
    const saved = await call('GET', `/api/finance/AccountStatements/format/${account.id}`);
    expect(saved.json().data).toMatchObject({ delimiter: ';', amountColumn: 4 });
  });

  it('adds an XLSX of the same month to the statement, refusing a closing the lines do not give', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Movimientos');
    sheet.addRow(['Fecha', 'Referencia', 'Concepto', 'Monto']);
    sheet.addRow([new Date(Date.UTC(year, month - 1, 15)), 'TRF-9', 'Transferencia recibida', 250]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const wrong = await importing({ kind: 'xlsx', fileName: 'estado.xlsx', content, closingBalance: '9.99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].message).toBe(
      'El saldo final no cuadra: el banco dice 9,99 y el saldo inicial 1.000,00 más las líneas da 1.540,00',
    );
    const res = await importing({
      kind: 'xlsx',
      fileName: 'estado.xlsx',
      content,
      closingBalance: '1540.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.statement).toMatchObject({ closingBalance: '1540.00', lineCount: 5 });
  });

  it('imports an OFX into the next month, opening with what the last one closed', async () => {
    // The period starts in January in the tests: the next month is in it.
    const next = month + 1;
    const ymd = (d: number) => `${year}${String(next).padStart(2, '0')}${String(d).padStart(2, '0')}`;
    const ofx = `OFXHEADER:100\n<OFX><BANKTRANLIST>
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>${ymd(4)}<TRNAMT>-40.00<FITID>F-1<CHECKNUM>102<NAME>Cheque pagado
<STMTTRN><TRNTYPE>FEE<DTPOSTED>${ymd(27)}<TRNAMT>-2.50<FITID>F-2<NAME>Comisión
</BANKTRANLIST><LEDGERBAL><BALAMT>1497.50</LEDGERBAL></OFX>`;
    const res = await importing({
      month: next,
      kind: 'ofx',
      fileName: 'estado.ofx',
      content: Buffer.from(ofx).toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.statement).toMatchObject({
      openingBalance: '1540.00',
      closingBalance: '1497.50',
      source: 'ofx',
    });
    const twice = await importing({
      month: next,
      kind: 'ofx',
      fileName: 'estado.ofx',
      content: Buffer.from(ofx).toString('base64'),
    });
    expect(twice.json().data).toMatchObject({ imported: 0, repeated: 2 });
  });

  it('answers a file past 5 MiB as too large, not a 500', async () => {
    const res = await importing({ format, content: 'A'.repeat(7_500_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/5 MiB/);
  });
});

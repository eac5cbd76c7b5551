import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip.ts';
import {
  csvRows,
  decodeText,
  readAmount,
  readDate,
  readOfx,
  readStatementFile,
  unpackRefusal,
} from './statement-files.ts';

const format = {
  delimiter: ';' as const,
  dateFormat: 'DD/MM/AAAA' as const,
  decimal: 'comma' as const,
  skipRows: 1,
  dateColumn: 1,
  referenceColumn: 2,
  descriptionColumn: 3,
  amountColumn: 4,
  debitColumn: null,
  creditColumn: null,
};

describe('reading a bank file', () => {
  it('reads CSV fields in quotes, with the delimiter and quotes inside', () => {
    expect(csvRows('a;"b;c";"d ""e"""\r\n1;2;3\n', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads dates as each bank writes them, and refuses what is no date', () => {
    expect(readDate('05/01/2026', 'DD/MM/AAAA')).toBe('2026-01-05');
    expect(readDate('01/05/2026', 'MM/DD/AAAA')).toBe('2026-01-05');
    expect(readDate('2026-01-05', 'AAAA-MM-DD')).toBe('2026-01-05');
    expect(readDate('31/02/2026', 'DD/MM/AAAA')).toBeNull();
    expect(readDate('2026-01-05', 'DD/MM/AAAA')).toBeNull();
    expect(readDate(new Date(Date.UTC(2026, 0, 5)), 'DD/MM/AAAA')).toBe('2026-01-05');
  });

  it('reads amounts the Spanish way or the English way, debits by sign or parentheses', () => {
    expect(readAmount('1.234,56', 'comma')?.toFixed(2)).toBe('1234.56');
    expect(readAmount('-1.234,56', 'comma')?.toFixed(2)).toBe('-1234.56');
    expect(readAmount('(200,00)', 'comma')?.toFixed(2)).toBe('-200.00');
    expect(readAmount('200,00-', 'comma')?.toFixed(2)).toBe('-200.00');
    expect(readAmount('Bs. 15,5', 'comma')?.toFixed(2)).toBe('15.50');
    expect(readAmount('1,234.56', 'dot')?.toFixed(2)).toBe('1234.56');
    expect(readAmount('1.234,56', 'dot')).toBeNull();
    expect(readAmount('doce', 'comma')).toBeNull();
    // Three decimals are not money: refused rather than guessed.
    expect(readAmount('1,234', 'comma')).toBeNull();
  });

  it('decodes a Latin-1 export as such', () => {
    expect(decodeText(Buffer.from('Comisión', 'latin1'))).toBe('Comisión');
    expect(decodeText(Buffer.from('\uFEFFComisión', 'utf8'))).toBe('Comisión');
  });

  it('reads CSV lines with the mapping, debit and credit columns included, and tells each bad line', async () => {
    const csv = [
      'Fecha;Ref;Concepto;Monto',
      '03/01/2026;DP1;Depósito;500,00',
      '09/01/2026;101;Cheque;-200,00',
      '',
    ].join('\n');
    const read = await readStatementFile('csv', Buffer.from(csv), format);
    expect(read.errors).toEqual([]);
    expect(read.lines.map((l) => [l.at, l.lineDate, l.reference, l.amount])).toEqual([
      [2, '2026-01-03', 'DP1', '500.00'],
      [3, '2026-01-09', '101', '-200.00'],
    ]);
    const split = 'Fecha;Concepto;Débito;Crédito\n03/01/2026;Depósito;;500,00\n09/01/2026;Cheque;200,00;\n';
    const both = await readStatementFile('csv', Buffer.from(split), {
      ...format,
      referenceColumn: null,
      descriptionColumn: 2,
      amountColumn: null,
      debitColumn: 3,
      creditColumn: 4,
    });
    expect(both.lines.map((l) => l.amount)).toEqual(['500.00', '-200.00']);
    const bad =
      'Fecha;Ref;Concepto;Monto\n32/01/2026;X;Depósito;500,00\n03/01/2026;Y;Cheque;doce\n04/01/2026;Z;Cero;0,00\n';
    const refused = await readStatementFile('csv', Buffer.from(bad), format);
    expect(refused.errors.map((e) => e.message)).toEqual([
      'Línea 2: la fecha «32/01/2026» no es una fecha DD/MM/AAAA',
      'Línea 3: el monto no es un monto (por ejemplo 1.234,56)',
      'Línea 4: una línea del estado de cuenta no es de monto cero',
    ]);
  });

  it('refuses a line carrying control characters (NUL), naming it, in CSV and OFX', async () => {
    const csv =
      'Fecha;Ref;Concepto;Monto\n03/01/2026;DP1;Depósito;500,00\n09/01/2026;101;Che\u0000que;-200,00\n';
    const refused = await readStatementFile('csv', Buffer.from(csv), format);
    expect(refused.errors).toEqual([
      {
        field: 'linea.3',
        message: 'Línea 3: trae caracteres de control (como NUL) que un estado de cuenta no lleva',
      },
    ]);
    const ofx =
      '<OFX><BANKTRANLIST>\n<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260103<TRNAMT>5.00<NAME>D\u0000p\n</BANKTRANLIST></OFX>';
    expect(readOfx(ofx)).toMatchObject({
      lines: [],
      errors: [{ field: 'linea.2', message: expect.stringMatching(/^Línea 2: trae caracteres de control/) }],
    });
  });

  it('gives two identical lines of one file two prints, the same each time the file is read', async () => {
    const csv = 'h\n05/01/2026;;Comisión;-5,00\n05/01/2026;;Comisión;-5,00\n';
    const once = await readStatementFile('csv', Buffer.from(csv), format);
    const again = await readStatementFile('csv', Buffer.from(csv), format);
    expect(new Set(once.lines.map((l) => l.fingerprint)).size).toBe(2);
    expect(again.lines.map((l) => l.fingerprint)).toEqual(once.lines.map((l) => l.fingerprint));
  });

  it('reads OFX 1.x (SGML) with its FITID, cheque number and ledger balance', () => {
    const ofx = `OFXHEADER:100
DATA:OFXSGML

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>VES
<BANKTRANLIST><DTSTART>20260101<DTEND>20260131
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260103120000<TRNAMT>500.00<FITID>A-1<NAME>Depósito
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20260109<TRNAMT>-200.00<FITID>A-2<CHECKNUM>101<MEMO>Cheque pagado
</BANKTRANLIST><LEDGERBAL><BALAMT>1300.00<DTASOF>20260131</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const read = readOfx(ofx);
    expect(read.errors).toEqual([]);
    expect(read.closingBalance).toBe('1300.00');
    expect(read.lines.map((l) => [l.lineDate, l.reference, l.description, l.amount])).toEqual([
      ['2026-01-03', 'A-1', 'Depósito', '500.00'],
      ['2026-01-09', '101', 'Cheque pagado', '-200.00'],
    ]);
    expect(readOfx('Fecha;Monto').errors[0]?.message).toBe('Línea 1: no es un archivo OFX');
  });

  it('asks for the mapping of a CSV without one, and refuses a spreadsheet that is not one', async () => {
    expect((await readStatementFile('csv', Buffer.from('x'), null)).errors[0]?.field).toBe('format');
    expect((await readStatementFile('xlsx', Buffer.from('no soy excel'), format)).errors[0]?.message).toBe(
      'Línea 1: el archivo no es un libro de Excel (XLSX) legible',
    );
  });

  it('unpacks a workbook only up to its ceiling, whatever its headers claim', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Hoja').addRow(['05/01/2026', 'R1', 'Depósito', '10,00']);
    expect(unpackRefusal(Buffer.from(await book.xlsx.writeBuffer()))).toBeNull();
    // 4 MB of one letter, packed to a few kilobytes, and headers that say 100 bytes.
    const bomb = zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(4 * 1024 * 1024, 'a') }, { declared: 100 });
    expect(bomb.length).toBeLessThan(10_000);
    expect(unpackRefusal(bomb, 3 * 1024 * 1024)).toBe(
      'el libro ocupa más de 3 MB una vez descomprimido (el máximo es 3 MB); exporte solo el mes del estado de cuenta',
    );
    expect(unpackRefusal(bomb, 5 * 1024 * 1024)).toBeNull();
    expect(unpackRefusal(Buffer.from('no es un zip, ni de lejos'))).toBe(
      'el archivo no es un libro de Excel (XLSX) legible',
    );
  });
});

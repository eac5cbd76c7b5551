import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.ts';

describe('CSV cells', () => {
  it('keeps a text a spreadsheet would run as a formula from running', () => {
    expect(csvCell('=HYPERLINK("http://x.example","clic")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""clic"")"`,
    );
    expect(csvCell('+58 212 555 0101')).toBe(`"'+58 212 555 0101"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUMA(A1)')).toBe(`"'@SUMA(A1)"`);
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves ordinary text as it is, quoting only what holds the separator, a quote or a line', () => {
    expect(csvCell('Suministros Andinos, C.A.')).toBe('Suministros Andinos, C.A.');
    expect(csvCell('J-30567890-1')).toBe('J-30567890-1');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(csvCell(null)).toBe('');
  });

  it('writes negative amounts and numbers as numbers, with a decimal comma for money', () => {
    expect(csvCell('-1234.56', { money: true })).toBe('-1234,56');
    expect(csvCell('1234.50', { money: true })).toBe('1234,50');
    expect(csvCell('-3', { numeric: true })).toBe('-3');
    // A numeric column holding something else is text, and guarded as text.
    expect(csvCell('-1+1', { numeric: true })).toBe(`"'-1+1"`);
  });

  it('writes a file with a byte-order mark, semicolons and CRLF lines', () => {
    expect(csvText([{ header: 'Nombre' }, { header: 'Monto', money: true }], [['=1+1', '-5.00']])).toBe(
      `\uFEFFNombre;Monto\r\n"'=1+1";-5,00\r\n`,
    );
  });
});

export interface CsvColumn {
  header: string;
  /** A number (money or integer): written as it is, its minus sign included. */
  numeric?: boolean;
  /** Money: its decimal point written as a comma. */
  money?: boolean;
}

/**
 * What a spreadsheet reads as the start of a formula (OWASP's CSV injection rule): `=`, `+`, `-`, `@`,
 * a tab or a carriage return. A text cell starting so is written with an apostrophe before it, which
 * a spreadsheet shows as text and does not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A numeric column's value as the database gives it: an optional minus sign, digits, decimals. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: quoted when it holds the separator, a quote or a line break; a formula kept from running. */
export function csvCell(value: unknown, column: Pick<CsvColumn, 'numeric' | 'money'> = {}): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if ((column.numeric || column.money) && NUMBER.test(text)) {
    return column.money ? text.replace('.', ',') : text;
  }
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\n\r]/.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file as a Spanish-locale spreadsheet opens it without asking: semicolons, decimal commas,
 * CRLF lines and a byte-order mark, so accents come out right.
 */
export function csvText(columns: CsvColumn[], rows: unknown[][]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)).join(';'),
    ...rows.map((row) => columns.map((c, i) => csvCell(row[i], c)).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

import { inflateSync } from 'node:zlib';
/** The UTF-16 literal strings of a PDF's uncompressed objects (its information dictionary). */
export function infoStrings(pdf: Buffer): string[] {
  const found: string[] = [];
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/\(\xfe\xff((?:[^\\)]|\\.)*)\)/g)) {
    const bytes = Buffer.from((match[1] ?? '').replace(/\\(.)/g, '$1'), 'latin1');
    found.push(bytes.swap16().toString('utf16le'));
  }
  return found;
}

/**
 * The text a PDF of the standard fonts shows, line by line: its content streams inflated,
 * each text-showing operator's strings decoded (pdfkit writes them as hex in the fonts' WinAnsi
 * encoding), so a test reads a printout as a person would.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? ''];
      lines.push(parts.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  // pdfmake writes a line a word at a time, each but the last with its space: a word without one ends a line.
  return lines.reduce(
    (text, word) => (text === '' || text.endsWith(' ') ? text + word : `${text}\n${word}`),
    '',
  );
}

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

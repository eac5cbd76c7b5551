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
 * A PDF's streams, inflated where they are compressed. pdfkit writes `stream\n`, the bytes, then
 * `\nendstream`: the bytes run up to that newline exactly, since a compressed stream may itself end in
 * a carriage return (one in a few hundred do, with a random verification id in the page) and taking
 * it for the line's end cut the checksum, so the page read as empty.
 */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)].map((match) => {
    const bytes = match[1] ?? '';
    try {
      return inflateSync(Buffer.from(bytes, 'latin1')).toString('latin1');
    } catch {
      return bytes;
    }
  });
}

/**
 * The text a PDF of the standard fonts shows, line by line: its content streams inflated,
 * each text-showing operator's strings decoded (pdfkit writes them as hex in the fonts' WinAnsi
 * encoding), so a test reads a printout as a person would.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
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

/** A run of text on a PDF page: where it starts, in millimetres from the page's left and top edges. */
export interface PlacedText {
  text: string;
  /** From the left edge to where the run starts. */
  leftMm: number;
  /** From the top edge down to the run's baseline. */
  baselineMm: number;
}

/**
 * The runs of text of a one-page PDF of the standard fonts with their places, as pdfmake writes them
 * (each run after its `1 0 0 1 x y Tm`, y from the bottom): so a test reads where a printout puts
 * each thing, as a ruler on the paper would.
 */
export function placedText(pdf: Buffer): { widthMm: number; heightMm: number; runs: PlacedText[] } {
  const raw = pdf.toString('latin1');
  const box = raw.match(/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
  const width = Number(box?.[1] ?? 0);
  const height = Number(box?.[2] ?? 0);
  const mm = (points: number) => (points * 25.4) / 72;
  const runs: PlacedText[] = [];
  for (const content of contentStreams(pdf)) {
    for (const op of content.matchAll(
      /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*\/\w+ [\d.]+ Tf\s*\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g,
    )) {
      const text = [...(op[3] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join('');
      runs.push({ text, leftMm: mm(Number(op[1])), baselineMm: mm(height - Number(op[2])) });
    }
  }
  return { widthMm: mm(width), heightMm: mm(height), runs };
}

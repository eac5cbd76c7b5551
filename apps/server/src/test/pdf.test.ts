import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf.ts';

describe('pdfText', () => {
  it('reads a page whose compressed stream ends in a carriage return (one in a few hundred do)', () => {
    let stream: Buffer | null = null;
    let id = '';
    while (stream === null) {
      id = randomBytes(16).toString('base64url');
      const words = ['Recibo ', `verificar/${id}`].map(
        (w) => `[<${Buffer.from(w, 'latin1').toString('hex')}>] TJ`,
      );
      const deflated = deflateSync(Buffer.from(`BT ${words.join('\n')} ET`, 'latin1'));
      if (deflated.at(-1) === 0x0d) stream = deflated;
    }
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.3\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n', 'latin1'),
      stream,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfText(pdf)).toBe(`Recibo verificar/${id}`);
  });
});

import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

// The PDF standard fonts cover Spanish and need no font files. Nothing printed is read from disk or
// the network: images arrive as data URLs (the QR code).
pdfmake.setFonts({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});
pdfmake.setUrlAccessPolicy(() => false);
// pdfkit knows the standard fonts by name; the policy sees those names and nothing else passes.
const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

/** Renders a pdfmake document with the house defaults (Helvetica 9, letter, Spanish metadata). */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const doc = pdfmake.createPdf({
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 50],
    ...definition,
    defaultStyle: { font: 'Helvetica', fontSize: 9, ...definition.defaultStyle },
    info: { creator: 'Erario', producer: 'Erario', ...definition.info },
  });
  return doc.getBuffer();
}

/** A QR code image for a link, as pdfmake takes it. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

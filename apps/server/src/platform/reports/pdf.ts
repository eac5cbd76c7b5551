import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { offThread } from '../workers/pool.ts';

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
// Table layouts by name: a definition travels to the rendering thread as data, without functions.
pdfmake.addTableLayouts({
  /** Light cut lines between cells (the asset labels' sheet). */
  cutLines: {
    hLineColor: () => '#cccccc',
    vLineColor: () => '#cccccc',
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
  },
});

/** A document as data: no functions, so that it can be rendered on a pool thread. */
export type PdfDefinition = Omit<TDocumentDefinitions, 'footer' | 'header' | 'background'>;

/** Every page's footer: a line of text on the left, `Página n de m` on the right. */
export interface PageFooter {
  text: string;
  /** The page's side margins, for the footer to line up with the body. */
  margin: number;
}

/** Renders a pdfmake document with the house defaults (Helvetica 9, letter, Spanish metadata). */
export async function renderPdfHere(definition: PdfDefinition, footer?: PageFooter): Promise<Buffer> {
  const doc = pdfmake.createPdf({
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 50],
    ...definition,
    ...(footer
      ? {
          footer: (page: number, pages: number) => ({
            // The text takes the width the page number leaves: a verification address stays on one line.
            columns: [
              { width: '*', text: footer.text, fontSize: 7, color: '#555555' },
              { width: 'auto', text: `Página ${page} de ${pages}`, alignment: 'right', fontSize: 7 },
            ],
            margin: [footer.margin, 10, footer.margin, 0],
          }),
        }
      : {}),
    defaultStyle: { font: 'Helvetica', fontSize: 9, ...definition.defaultStyle },
    info: { creator: 'Erario', producer: 'Erario', ...definition.info },
  } as TDocumentDefinitions);
  return doc.getBuffer();
}

/**
 * The same, on a pool thread: a report of thousands of rows takes seconds to lay out, and the server
 * keeps answering everyone else meanwhile.
 */
export const renderPdf = offThread<typeof renderPdfHere>(import.meta.url, 'renderPdfHere', {
  tooLarge: 'El PDF es demasiado grande para generarlo. Acote los filtros o exporte a XLSX.',
});

/** A QR code image for a link, as pdfmake takes it. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

import { amountInWords, DEFAULT_TIME_ZONE, formatDateTime, formatMoney } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Db } from '../db/database.ts';
import { sendPdf } from '../http/replies.ts';
import { qrDataUrl, renderPdf } from '../reports/pdf.ts';
import type { DocumentStatus } from './lifecycle.ts';

/** A figure in a family's table: right-aligned, bold in a totals row. */
export const rightCell = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
/** A column heading of a family's table. */
export const headCell = (text: string, align: 'left' | 'right' = 'left'): TableCell => ({
  text,
  bold: true,
  fillColor: '#e8eef7',
  alignment: align,
});

/** One line of the facts under the title: a label and what it says. */
export type Fact = [label: string, value: TableCell];

/** What a family prints on the kit's frame; the frame adds the institution, the QR and the marks. */
export interface PrintedDocument {
  idClient: number;
  /** Type and number: 'Orden de Compromiso N° 12'. */
  title: string;
  /** Under the title: period and date. */
  subtitle: string;
  /** The period's name, for the file's subject. */
  period: string;
  status: DocumentStatus;
  isReversal: boolean;
  /** The web path of the public verification, for a posted document: '/document/verify/<id>'. */
  verifyPath: string | null;
  /** The facts table, in order (`amountFacts` gives the amount in figures and in words). */
  facts: Fact[];
  annulled?: { at: string | null; reason: string | null };
  /** The family's own content: lines, sources, bills. */
  body: Content[];
  /** Who signs, one box each. */
  signatures: string[];
  filename: string;
  /** Letter unless told (a receipt: its cash box's paper). */
  paper?: Paper;
}

/**
 * The paper a document is printed on: a Letter sheet (the default), half a Letter sheet (landscape,
 * 8½ × 5½ in: a receipt at the office's printer), or a thermal roll 80 mm wide, as long as the
 * document, laid out in one column (a receipt at the counter).
 */
export type Paper = 'LETTER' | 'HALF_LETTER' | 'ROLL_80';

const PAPERS: Record<
  Paper,
  {
    pageSize: 'LETTER' | { width: number; height: number | 'auto' };
    margins: [number, number, number, number];
  }
> = {
  LETTER: { pageSize: 'LETTER', margins: [40, 40, 40, 50] },
  HALF_LETTER: { pageSize: { width: 612, height: 396 }, margins: [32, 24, 32, 36] },
  // 80 mm is 226,77 points; thermal printers print about 72 mm of it.
  ROLL_80: { pageSize: { width: 226.77, height: 'auto' }, margins: [11, 12, 11, 16] },
};

/** Whether the paper takes one column only (a thermal roll). */
export const isNarrow = (paper: Paper | undefined) => paper === 'ROLL_80';

/** What a kit family prints of its document: the kit adds the institution, period, state and reversal. */
export type PrintedContent = Omit<PrintedDocument, 'idClient' | 'period' | 'status' | 'isReversal'>;

/**
 * The amount in figures and in words, as every printed document shows it; a family that stores
 * its words (the budget keeps them as the spec wraps them) passes them, others get them spelled.
 */
export function amountFacts(amount: string, inWords: string = amountInWords(amount)): Fact[] {
  return [
    ['Monto', { text: `Bs. ${formatMoney(amount)}`, bold: true }],
    ['Monto en letras', inWords],
  ];
}

function signatureRow(labels: string[], paper: Paper | undefined): Content {
  if (isNarrow(paper))
    // On a roll, one under another, each as wide as the paper.
    return {
      margin: [0, 18, 0, 0],
      stack: labels.map((label) => ({
        margin: [0, 0, 0, 18],
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }] },
          { text: label, fontSize: 7, margin: [0, 2, 0, 0] },
        ],
      })),
    };
  return {
    margin: [0, paper === 'HALF_LETTER' ? 24 : 36, 0, 0],
    columns: labels.map((label) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 110, y2: 0, lineWidth: 0.5 }] },
        { text: label, fontSize: 8, margin: [0, 3, 0, 0] },
        { text: 'Nombre, firma y sello', fontSize: 7, color: '#666666' },
      ],
    })),
    columnGap: 12,
  };
}

/**
 * The frame of every printed document: the institution (name, RIF, address), title and subtitle, a
 * QR code to the public verification with its link in the footer, the facts, the family's body and
 * the signatures. A draft prints marked BORRADOR, an annulled one ANULADO and a reversal REVERSO,
 * none of them with a QR code.
 */
export async function printDocument(
  db: Db,
  publicUrl: string,
  doc: PrintedDocument,
): Promise<{ pdf: Buffer; filename: string }> {
  const institution = await institutionOf(db, doc.idClient);
  const verifyUrl = doc.verifyPath ? `${publicUrl}${doc.verifyPath}` : null;
  const watermark =
    doc.status === 'draft'
      ? 'BORRADOR'
      : doc.status === 'annulled'
        ? 'ANULADO'
        : doc.isReversal
          ? 'REVERSO'
          : null;
  const paper = PAPERS[doc.paper ?? 'LETTER'];
  const pdf = await renderPdf(
    {
      info: { title: doc.title, subject: `${institution?.client_name ?? ''} · ${doc.period}` },
      // A copy: pdfmake writes the roll's length into the size it is given.
      pageSize: typeof paper.pageSize === 'string' ? paper.pageSize : { ...paper.pageSize },
      pageMargins: paper.margins,
      // A roll's length is known only once laid out, too late to place a watermark: it says the mark
      // in a line of its own at the top instead.
      ...(watermark && !isNarrow(doc.paper)
        ? { watermark: { text: watermark, color: '#cc0000', opacity: 0.15, bold: true } }
        : {}),
      content: [
        ...(watermark && isNarrow(doc.paper)
          ? [{ text: watermark, color: '#cc0000', bold: true, fontSize: 14, alignment: 'center' } as Content]
          : []),
        ...(await framed(institution, doc, verifyUrl)),
      ],
    },
    // A roll has no page to foot: its verification address follows the QR code in the content.
    isNarrow(doc.paper)
      ? undefined
      : {
          text: verifyUrl ? `Verifique este documento en ${verifyUrl}` : 'Documento sin verificación pública',
          margin: paper.margins[0],
        },
  );
  return { pdf, filename: doc.filename.replace(/[^\w.\- ]+/g, '_') };
}

/**
 * Several posted documents of one institution in one PDF, each from a page of its own on the kit's
 * frame (the receipts of a fortnight, printed again): the institution is read once, and a batch
 * carries no marks, so the caller leaves drafts and annulled ones out.
 */
export async function printDocuments(
  db: Db,
  publicUrl: string,
  idClient: number,
  docs: PrintedDocument[],
  batch: { title: string; filename: string },
): Promise<{ pdf: Buffer; filename: string }> {
  const institution = await institutionOf(db, idClient);
  const pages: Content[] = [];
  for (const [i, doc] of docs.entries()) {
    // A batch is printed at the office, on Letter, whatever paper each was first printed on.
    const sheet = { ...doc, paper: 'LETTER' as const };
    const content = await framed(institution, sheet, doc.verifyPath ? `${publicUrl}${doc.verifyPath}` : null);
    pages.push(i === 0 ? { stack: content } : { stack: content, pageBreak: 'before' });
  }
  const pdf = await renderPdf(
    { info: { title: batch.title, subject: institution?.client_name ?? '' }, content: pages },
    { text: batch.title, margin: 40 },
  );
  return { pdf, filename: batch.filename.replace(/[^\w.\- ]+/g, '_') };
}

type Institution = {
  client_name: string;
  code_fiscal_information: string | null;
  address_client: string;
  time_zone: string;
};

async function institutionOf(db: Db, idClient: number): Promise<Institution | undefined> {
  const found = await db.execute<Institution>(
    sql`select client_name, code_fiscal_information, address_client, time_zone from client where id = ${idClient}`,
  );
  return found.rows[0];
}

/** One document on the kit's frame: the institution, title, QR code, facts, body and signatures. */
async function framed(
  institution: Institution | undefined,
  doc: PrintedDocument,
  verifyUrl: string | null,
): Promise<Content[]> {
  const qr = verifyUrl ? await qrDataUrl(verifyUrl) : null;
  const facts: TableCell[][] = doc.facts.map(([label, value]) => [{ text: label, bold: true }, value]);
  if (doc.annulled)
    facts.push([
      { text: 'Anulación', bold: true, color: '#cc0000' },
      `${doc.annulled.at ? formatDateTime(doc.annulled.at, institution?.time_zone ?? DEFAULT_TIME_ZONE) : ''} · ${doc.annulled.reason ?? ''}`,
    ]);
  if (isNarrow(doc.paper))
    // A thermal roll: one column, centred heading, each fact's label over its value, the QR code
    // and its address after the body, where the eye ends.
    return [
      { text: institution?.client_name ?? '', bold: true, fontSize: 9, alignment: 'center' },
      {
        text: institution?.code_fiscal_information ? `RIF ${institution.code_fiscal_information}` : '',
        fontSize: 7,
        alignment: 'center',
      },
      { text: institution?.address_client ?? '', fontSize: 6, color: '#444444', alignment: 'center' },
      { text: doc.title, bold: true, fontSize: 10, alignment: 'center', margin: [0, 6, 0, 0] },
      { text: doc.subtitle, fontSize: 7, alignment: 'center', margin: [0, 1, 0, 4] },
      {
        fontSize: 7,
        stack: facts.map(([label, value]) => ({
          margin: [0, 0, 0, 2],
          stack: [{ ...(label as object), fontSize: 6, color: '#555555' } as Content, value as Content],
        })),
      },
      ...doc.body,
      ...(qr
        ? [
            { image: qr, width: 90, alignment: 'center', margin: [0, 8, 0, 2] } as Content,
            { text: `Verifique este documento en ${verifyUrl}`, fontSize: 6, alignment: 'center' } as Content,
          ]
        : [{ text: 'Documento sin verificación pública', fontSize: 6, alignment: 'center' } as Content]),
      signatureRow(doc.signatures, doc.paper),
    ];
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: institution?.client_name ?? '', bold: true, fontSize: 12 },
            {
              text: institution?.code_fiscal_information ? `RIF ${institution.code_fiscal_information}` : '',
              fontSize: 8,
            },
            { text: institution?.address_client ?? '', fontSize: 8, color: '#444444' },
            { text: doc.title, bold: true, fontSize: 14, margin: [0, 10, 0, 0] },
            { text: doc.subtitle, margin: [0, 2, 0, 0] },
          ],
        },
        qr
          ? {
              width: 90,
              stack: [
                { image: qr, width: 86 },
                { text: 'Verificación', fontSize: 7, alignment: 'center' },
              ],
            }
          : { width: 0, text: '' },
      ],
    },
    { margin: [0, 12, 0, 0], table: { widths: [110, '*'], body: facts }, layout: 'noBorders' },
    ...doc.body,
    signatureRow(doc.signatures, doc.paper),
  ];
}

/** Prints a family's document on the kit's frame and answers it as a printout. */
export async function sendPrinted(
  reply: FastifyReply,
  db: Db,
  publicUrl: string,
  doc: PrintedDocument,
): Promise<FastifyReply> {
  const { pdf, filename } = await printDocument(db, publicUrl, doc);
  return sendPdf(reply, filename, pdf);
}

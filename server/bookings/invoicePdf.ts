import PDFDocument from 'pdfkit';
import { SITE } from '@/config/site';
import type { CreditNoteDocument, InvoiceDocument } from './dto';
import { creditNoteContent, invoiceContent, type InvoiceContent, type InvoiceRow, type RefundMade } from './invoiceContent';
import { registerInvoiceFonts, textHeight, writeText } from './pdfText';

// Embedded Noto fonts, not pdfkit's built-in Helvetica: a traveller's name is printed as typed,
// in whichever script (invoiceFonts.ts), each font cut down to the glyphs this invoice uses.
const REGULAR = 'regular';
const BOLD = 'bold';
const INK = '#1f2933';
const MUTED = '#5f6b76';
const ACCENT = '#8a5a19';
const RULE = '#d5d9dd';
const SHADE = '#f4f1ea';
const CANCELLED = '#b42318';

const MARGIN = 50;
const LEFT = MARGIN;
const RIGHT = 595.28 - MARGIN; // A4 width in points
const WIDTH = RIGHT - LEFT;
const GAP = 20;
/** The amounts' column, shared by the lines, the total and what is due. */
const AMOUNT_X = LEFT + 403;
const AMOUNT_WIDTH = RIGHT - 8 - AMOUNT_X;

type Doc = PDFKit.PDFDocument;

/** The invoice as a one-page A4 PDF in the booking's language (marked cancelled once a credit note cancelled it). */
export const renderInvoicePdf = (invoice: InvoiceDocument, creditNote?: CreditNoteDocument, refunds: RefundMade[] = [], paidCents = 0) =>
  renderPdf(invoiceContent(invoice, creditNote, refunds, paidCents), invoice.number, invoice.issuedAt);

/** A cancelled booking's credit note, laid out like its invoice, with the refunds made since. */
export const renderCreditNotePdf = (note: CreditNoteDocument, refunds: RefundMade[] = []) => renderPdf(creditNoteContent(note, refunds), note.number, note.issuedAt);

function renderPdf(content: InvoiceContent, number: string, issuedAt: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: content.locale,
    displayTitle: true,
    // The issue time as the creation date also fixes the file id pdfkit derives from it:
    // the same invoice gives the same bytes.
    info: { Title: number, Author: SITE.brand, Subject: `${content.title} ${number}`, CreationDate: new Date(issuedAt) },
  });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(doc, content);
  doc.end();
  return done;
}

function drawInvoice(doc: Doc, c: InvoiceContent) {
  let y = drawHeader(doc, c, MARGIN);
  y = rule(doc, y + 14) + 16;
  if (c.stamp) y = drawStamp(doc, c.stamp, y) + 16;
  y = drawParties(doc, c, y) + 24;
  y = drawLines(doc, c, y) + 10;
  y = drawPayments(doc, c, y) + 22;
  if (c.bank) drawBank(doc, c.bank, y);
  drawFooter(doc, c);
}

/** The operator on the left, the title and the invoice's references on the right. */
function drawHeader(doc: Doc, c: InvoiceContent, top: number): number {
  writeText(doc.fillColor(ACCENT), BOLD, c.operator.name, LEFT, top, { size: 17, width: WIDTH / 2 });
  doc.fillColor(MUTED);
  for (const line of c.operator.lines) writeText(doc, REGULAR, line, LEFT, doc.y + 2, { size: 9, width: WIDTH / 2 });
  const leftEnd = doc.y;

  writeText(doc.fillColor(INK), BOLD, c.title, LEFT + WIDTH / 2, top, { size: 22, width: WIDTH / 2, align: 'right' });
  let y = doc.y + 6;
  const valueWidth = 120;
  for (const [label, value] of c.reference) {
    writeText(doc.fillColor(MUTED), REGULAR, label, LEFT + WIDTH / 2, y + 1, { size: 9, width: WIDTH / 2 - valueWidth - 8, align: 'right' });
    const end = doc.y;
    writeText(doc.fillColor(INK), BOLD, value, RIGHT - valueWidth, y, { size: 10, width: valueWidth, align: 'right' });
    y = Math.max(end, doc.y) + 3;
  }
  return Math.max(leftEnd, y);
}

/** Who is billed (left) and for which trip (right), side by side. */
function drawParties(doc: Doc, c: InvoiceContent, top: number): number {
  const half = (WIDTH - GAP) / 2;
  heading(doc, c.billedTo.heading, LEFT, top, half);
  writeText(doc.fillColor(INK), BOLD, c.billedTo.lines[0] ?? '', LEFT, doc.y + 4, { size: 10, width: half });
  for (const line of c.billedTo.lines.slice(1)) writeText(doc, REGULAR, line, LEFT, doc.y + 1, { size: 10, width: half });
  const leftEnd = doc.y;

  const x = LEFT + half + GAP;
  heading(doc, c.trip.heading, x, top, half);
  const rightEnd = labelledRows(doc, c.trip.rows, x, doc.y + 4, half, 0.35);
  return Math.max(leftEnd, rightEnd);
}

/** The price lines: description, count, unit price, amount; the total under them. */
function drawLines(doc: Doc, c: InvoiceContent, top: number): number {
  const cols = [
    { x: LEFT + 8, w: 255, align: 'left' as const },
    { x: LEFT + 263, w: 50, align: 'right' as const },
    { x: LEFT + 313, w: 90, align: 'right' as const },
    { x: AMOUNT_X, w: AMOUNT_WIDTH, align: 'right' as const },
  ];
  const row = (cells: string[], y: number, weight: typeof REGULAR | typeof BOLD) => {
    doc.fillColor(INK);
    const heights = cells.map((cell, i) => textHeight(doc, weight, cell, { size: 10, width: cols[i]!.w }));
    cells.forEach((cell, i) => writeText(doc, weight, cell, cols[i]!.x, y, { size: 10, width: cols[i]!.w, align: cols[i]!.align }));
    return y + Math.max(...heights);
  };

  doc.rect(LEFT, top, WIDTH, 22).fill(SHADE);
  let y = row(c.table.columns, top + 6, BOLD) + 8;
  for (const cells of c.table.rows) {
    y = row(cells, y + 6, REGULAR) + 6;
    rule(doc, y);
  }
  y += 8;
  doc.fillColor(INK);
  writeText(doc, BOLD, c.total[0], cols[0]!.x, y, { size: 12, width: cols[0]!.w + cols[1]!.w + cols[2]!.w, align: 'right' });
  writeText(doc, BOLD, c.total[1], cols[3]!.x, y, { size: 12, width: cols[3]!.w, align: 'right' });
  return doc.y;
}

/** What is due and by when: deposit and balance, or the full price with the reason. */
function drawPayments(doc: Doc, c: InvoiceContent, top: number): number {
  let y = top;
  for (const [label, amount] of c.payments) {
    writeText(doc.fillColor(INK), REGULAR, label, LEFT + 8, y, { size: 10, width: AMOUNT_X - LEFT - 8, align: 'right' });
    const end = doc.y;
    writeText(doc, BOLD, amount, AMOUNT_X, y, { size: 10, width: AMOUNT_WIDTH, align: 'right' });
    y = Math.max(end, doc.y) + 4;
  }
  if (c.paidInFullNote) {
    writeText(doc.fillColor(MUTED), REGULAR, c.paidInFullNote, LEFT + 8, y + 2, { size: 9, width: WIDTH - 16, align: 'right' });
    y = doc.y;
  }
  return y;
}

/** A cancelled invoice says so at once, in a red frame across the page. */
function drawStamp(doc: Doc, stamp: string, top: number): number {
  const options = { size: 12, width: WIDTH - 24, align: 'center' } as const;
  const height = textHeight(doc, BOLD, stamp, options) + 16;
  doc.roundedRect(LEFT, top, WIDTH, height, 4).lineWidth(1.5).strokeColor(CANCELLED).stroke();
  writeText(doc.fillColor(CANCELLED), BOLD, stamp, LEFT + 12, top + 8, options);
  return top + height;
}

/** The account to transfer to, in a shaded box. */
function drawBank(doc: Doc, bank: NonNullable<InvoiceContent['bank']>, top: number) {
  const inner = WIDTH - 24;
  const height = 30 + bank.rows.length * 15;
  doc.roundedRect(LEFT, top, WIDTH, height, 4).fill(SHADE);
  heading(doc, bank.heading, LEFT + 12, top + 10, inner);
  labelledRows(doc, bank.rows, LEFT + 12, doc.y + 4, inner, 0.3);
}

/** The payment rules, at the foot of the page (inside the margin, so no page is added). */
function drawFooter(doc: Doc, c: InvoiceContent) {
  const text = c.footer.join('\n');
  const height = textHeight(doc, REGULAR, text, { size: 8, width: WIDTH, lineGap: 2 });
  const y = doc.page.height - MARGIN - height;
  rule(doc, y - 8);
  writeText(doc.fillColor(MUTED), REGULAR, text, LEFT, y, { size: 8, width: WIDTH, align: 'center', lineGap: 2 });
}

function heading(doc: Doc, text: string, x: number, y: number, width: number) {
  writeText(doc.fillColor(ACCENT), BOLD, text, x, y, { size: 10, width });
}

/** Rows of "label   value", the label taking `labelShare` of the width; returns where they end. */
function labelledRows(doc: Doc, rows: InvoiceRow[], x: number, top: number, width: number, labelShare: number): number {
  const labelWidth = width * labelShare;
  let y = top;
  for (const [label, value] of rows) {
    writeText(doc.fillColor(MUTED), REGULAR, label, x, y, { size: 10, width: labelWidth - 6 });
    const end = doc.y;
    writeText(doc.fillColor(INK), REGULAR, value, x + labelWidth, y, { size: 10, width: width - labelWidth });
    y = Math.max(end, doc.y) + 2;
  }
  return y;
}

function rule(doc: Doc, y: number): number {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  return y;
}

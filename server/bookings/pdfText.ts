import { facesOf, fontRuns, type Run, type Weight } from './invoiceFonts';

// Text in the invoice's fonts: one call per string, whatever scripts it mixes. A string one font
// draws goes through pdfkit as it is (wrapping, alignment); a mixed one ("Łukasz Σοφία 王芳") is
// laid out here, word by word on a shared baseline, since pdfkit's `continued` fragments lose the
// alignment and each font would otherwise sit at its own height.

type Doc = PDFKit.PDFDocument;
export type TextOptions = { size: number; width: number; align?: 'left' | 'right' | 'center'; lineGap?: number };

/** Makes every font of the invoice known to the document; pdfkit opens one only once it is used. */
export function registerInvoiceFonts(doc: Doc) {
  for (const weight of ['regular', 'bold'] as const) for (const face of facesOf(weight)) doc.registerFont(face.name, face.data);
}

type Piece = Run & { width: number };

/** The runs cut at spaces, and between letters of fonts that write without spaces (CJK). */
function pieces(doc: Doc, weight: Weight, runs: Run[]): Piece[] {
  const spaced = facesOf(weight)[0];
  return runs.flatMap((run) => {
    const parts = run.face === spaced ? run.text.split(/(\s+)/) : Array.from(run.text);
    doc.font(run.face.name);
    return parts.filter(Boolean).map((text) => ({ face: run.face, text, width: doc.widthOfString(text) }));
  });
}

function lines(all: Piece[], width: number): Piece[][] {
  const out: Piece[][] = [[]];
  let used = 0;
  for (const piece of all) {
    const line = out[out.length - 1]!;
    const blank = !piece.text.trim();
    if (used + piece.width > width && line.length && !blank) {
      out.push([piece]);
      used = piece.width;
    } else if (!(blank && !line.length)) {
      line.push(piece);
      used += piece.width;
    }
  }
  return out.map((line) => {
    while (line.length && !line[line.length - 1]!.text.trim()) line.pop();
    return line;
  });
}

function metrics(doc: Doc, runs: Run[], size: number, lineGap: number) {
  let ascent = 0;
  let height = 0;
  for (const { face } of runs) {
    doc.font(face.name);
    ascent = Math.max(ascent, (face.font.ascent / face.font.unitsPerEm) * size);
    height = Math.max(height, doc.currentLineHeight(true));
  }
  return { ascent, lineHeight: height + lineGap };
}

/** Writes `text` at (x, y) within `width`; afterwards doc.y is below it, as after doc.text. */
export function writeText(doc: Doc, weight: Weight, text: string, x: number, y: number, options: TextOptions) {
  const { size, ...layout } = options;
  doc.fontSize(size);
  const runs = fontRuns(text, weight);
  if (runs.length <= 1) {
    doc.font((runs[0]?.face ?? facesOf(weight)[0]!).name).text(text, x, y, layout);
    return doc;
  }
  const { ascent, lineHeight } = metrics(doc, runs, size, options.lineGap ?? 0);
  const laid = lines(pieces(doc, weight, runs), options.width);
  laid.forEach((line, i) => {
    const used = line.reduce((sum, p) => sum + p.width, 0);
    const free = options.width - used;
    let at = x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0);
    const baseline = y + i * lineHeight + ascent;
    for (const piece of line) {
      doc.font(piece.face.name).text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += piece.width;
    }
  });
  doc.x = x;
  doc.y = y + laid.length * lineHeight;
  return doc;
}

/** How tall writeText would make `text`. */
export function textHeight(doc: Doc, weight: Weight, text: string, options: TextOptions): number {
  const { size, ...layout } = options;
  doc.fontSize(size);
  const runs = fontRuns(text, weight);
  if (runs.length <= 1) return doc.font((runs[0]?.face ?? facesOf(weight)[0]!).name).heightOfString(text, layout);
  const { lineHeight } = metrics(doc, runs, size, options.lineGap ?? 0);
  return lines(pieces(doc, weight, runs), options.width).length * lineHeight;
}

// fontkit (pdfkit's own font reader) ships no types; this is the part the invoice uses to know
// which of its fonts draws a letter, and where that font puts its baseline.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer): Font;
}

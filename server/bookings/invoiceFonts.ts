import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';

// Travellers type their names in any script. Noto Sans draws Latin with all its extensions, Greek
// and Cyrillic; Noto Sans CJK's Simplified Chinese cut adds Chinese characters (traditional ones
// too) and Japanese kana, its Korean cut the hangul. pdfkit embeds only the glyphs a document uses
// (a subset per invoice), so the large CJK files cost bytes only on an invoice that writes them.

export type Weight = 'regular' | 'bold';

/** Each weight's fonts, first choice first (files of @embedpdf/fonts-*, read from node_modules). */
const FILES: Record<Weight, string[]> = {
  regular: ['fonts-latin/fonts/NotoSans-Regular.ttf', 'fonts-sc/fonts/NotoSansHans-Regular.otf', 'fonts-kr/fonts/NotoSansKR-Regular.otf'],
  bold: ['fonts-latin/fonts/NotoSans-Bold.ttf', 'fonts-sc/fonts/NotoSansHans-Bold.otf', 'fonts-kr/fonts/NotoSansKR-Bold.otf'],
};

export type Face = { name: string; data: Buffer; font: Font };

const loaded = new Map<Weight, Face[]>();

/** The fonts of a weight, read once per process (the CJK files are some 8 MB each). */
export function facesOf(weight: Weight): Face[] {
  let faces = loaded.get(weight);
  if (!faces) {
    faces = FILES[weight].map((file) => {
      const data = readFileSync(path.join(process.cwd(), 'node_modules', '@embedpdf', file));
      return { name: path.basename(file).replace(/\.\w+$/, ''), data, font: create(data) };
    });
    loaded.set(weight, faces);
  }
  return faces;
}

/** A stretch of text one font draws. */
export type Run = { face: Face; text: string };

/**
 * The text cut into runs, each in the first font that has its letters. A letter the current font
 * draws stays in it, and spaces join the run they follow, so a name switches font only where it must.
 * A letter none of them has stays in the current font: the PDF still carries it (copy, search),
 * where the built-in fonts used to print "?".
 */
export function fontRuns(text: string, weight: Weight): Run[] {
  const faces = facesOf(weight);
  const runs: Run[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const current = runs[runs.length - 1];
    if (current && (/\s/.test(ch) || current.face.font.hasGlyphForCodePoint(code))) {
      current.text += ch;
      continue;
    }
    const face = faces.find((f) => f.font.hasGlyphForCodePoint(code)) ?? current?.face ?? faces[0]!;
    if (current && current.face === face) current.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

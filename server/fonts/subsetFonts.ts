// The site's web fonts, cut down for the first page load. @fontsource's "latin" files already
// hold only the Latin characters the six languages use; HarfBuzz (subset-font, a maintained
// binding of the reference subsetter) then drops the OpenType features the site never asks for
// (stylistic sets, character variants, tabular and old-style figures) and the glyphs only those
// reach. Every character of the range the files are made for stays, and so do kerning, ligatures
// and contextual forms: no text changes. About 9 kB of the 66 kB the three files weigh, all of
// it loaded before the first paint (tests/unit/subsetFonts.test.ts).
import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The fonts lib/fonts.ts loads, from @fontsource, by the name each is written under. */
export const FONT_SOURCES = {
  'inter-latin-400-normal.woff2': '@fontsource/inter/files/inter-latin-400-normal.woff2',
  'inter-latin-600-normal.woff2': '@fontsource/inter/files/inter-latin-600-normal.woff2',
  'fraunces-latin-600-normal.woff2': '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
} as const;

/** Where the cut-down files go (generated, not committed); lib/fonts.ts points here. */
export const DEFAULT_FONT_DIR = path.join(__dirname, '..', '..', 'styles', 'fonts');

/**
 * @fontsource's "latin" unicode-range, character for character. Its files also map five combining
 * accents outside it, which pull in a lot of mark positioning: text written with them gets the
 * precomposed letter from the browser's shaper, and the site's own text is precomposed.
 */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

export const LATIN_TEXT = LATIN_RANGES.map(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')).join('');

/** The @fontsource file a font is cut from. */
export const sourceOf = (name: keyof typeof FONT_SOURCES) => require.resolve(FONT_SOURCES[name]);

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Writes each font cut down into `dir`; one newer than its source and this code is kept. */
export async function writeSubsetFonts(dir = DEFAULT_FONT_DIR, { force = false } = {}): Promise<{ written: string[]; upToDate: string[] }> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const upToDate: string[] = [];
  for (const name of Object.keys(FONT_SOURCES) as (keyof typeof FONT_SOURCES)[]) {
    const source = sourceOf(name);
    const target = path.join(dir, name);
    if (!force && mtime(target) > Math.max(mtime(source), mtime(__filename))) {
      upToDate.push(name);
      continue;
    }
    writeFileSync(target, await subsetFont(readFileSync(source), LATIN_TEXT, { targetFormat: 'woff2' }));
    written.push(name);
  }
  return { written, upToDate };
}

import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { FONT_SOURCES, LATIN_TEXT, sourceOf, writeSubsetFonts } from '@/server/fonts/subsetFonts';

// The web fonts the pages load are @fontsource's, cut down (server/fonts/subsetFonts.ts): lighter,
// with every character and the features text is set with (kerning, ligatures) kept.

const dir = mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The font as HarfBuzz reads it (it does not read WOFF2 itself). */
async function face(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(await fontverter.convert(woff2, 'sfnt')));
}

const names = Object.keys(FONT_SOURCES) as (keyof typeof FONT_SOURCES)[];

describe('the site fonts, cut down', () => {
  it('are written once, then kept while up to date', async () => {
    expect((await writeSubsetFonts(dir)).written.sort()).toEqual([...names].sort());
    expect((await writeSubsetFonts(dir)).upToDate.sort()).toEqual([...names].sort());
  });

  for (const name of names) {
    it(`${name}: lighter, with every character of its range, kerning and ligatures`, async () => {
      const source = readFileSync(sourceOf(name));
      const subset = readFileSync(path.join(dir, name));
      expect(subset.length).toBeLessThan(source.length);
      const [before, after] = [await face(source), await face(subset)];
      const range = new Set([...LATIN_TEXT].map((c) => c.codePointAt(0)));
      expect([...after.collectUnicodes()].sort()).toEqual([...before.collectUnicodes()].filter((u) => range.has(u)).sort());
      for (const table of ['GPOS', 'GSUB'] as const) {
        const kept = new Set(after.getTableFeatureTags(table));
        for (const feature of ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk']) {
          if (before.getTableFeatureTags(table).includes(feature)) expect(kept, `${table} ${feature}`).toContain(feature);
        }
      }
    });
  }

  it('every character the site writes is in that range (the interface strings of all six languages, the tours, destinations and articles)', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    // The seed's content is its JSON (its code only reads it in).
    const text = [...files('locales'), ...files('server/db/seed').filter((file) => file.endsWith('.json'))].map((file) => readFileSync(file, 'utf8')).join('');
    const range = new Set(LATIN_TEXT);
    const outside = [...new Set(text)].filter((c) => !range.has(c) && c !== '\n' && c !== '\r').map((c) => `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')} ${c}`);
    expect(outside).toEqual([]);
  });
});

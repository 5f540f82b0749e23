import { describe, expect, it } from 'vitest';
import { snippet } from '@/lib/seo/snippet';

// Meta and preview-card descriptions: a search result that ends "…and Rift Valle" reads as broken.
describe('snippet', () => {
  const overview = 'A classic northern circuit through Tarangire, the Ngorongoro Crater and the Serengeti, with nights in lodges among the volcanic highlands and Rift Valley escarpments.';

  it('cuts a long text at the last whole word within the limit and adds an ellipsis', () => {
    const s = snippet(overview, 130);
    expect(s).toBe('A classic northern circuit through Tarangire, the Ngorongoro Crater and the Serengeti, with nights in lodges among the volcanic…');
    expect(s.length).toBeLessThanOrEqual(130);
  });

  it('never ends mid-word, for every limit, in German too', () => {
    const de = 'Eine klassische Nordroute durch Tarangire, den Ngorongoro-Krater und die Serengeti, mit Nächten in Lodges zwischen vulkanischem Hochland und dem Grabenbruch.';
    for (const text of [overview, de]) {
      for (let max = 40; max < text.length; max++) {
        const s = snippet(text, max);
        expect(s.length).toBeLessThanOrEqual(max);
        expect(s.endsWith('…')).toBe(true);
        const kept = s.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        expect(text[kept.length + (text.slice(kept.length).match(/^[,;:.]*/)?.[0].length ?? 0)]).toBe(' ');
      }
    }
  });

  it('drops a comma left before the ellipsis', () => {
    expect(snippet('Tarangire, Serengeti, Ngorongoro and more', 22)).toBe('Tarangire, Serengeti…');
  });

  it('leaves a short text whole, with its line breaks folded', () => {
    expect(snippet('Two paragraphs.\n\nShort ones.')).toBe('Two paragraphs. Short ones.');
  });

  it('keeps the default under 160 characters', () => {
    expect(snippet(overview.repeat(3)).length).toBeLessThanOrEqual(155);
  });

  it('hard-cuts one word longer than half the limit rather than showing nothing', () => {
    expect(snippet(`See ${'x'.repeat(50)}`, 20)).toBe(`See ${'x'.repeat(15)}…`);
  });
});

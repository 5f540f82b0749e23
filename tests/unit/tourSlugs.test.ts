import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { slugify } from '@/lib/text/slugify';
import { DAY_BLOCKS } from '@/server/db/seed/catalogue/blocks';
import previousTourSlugs from '@/server/db/seed/catalogue/previousTourSlugs.json';
import { loadCatalogueText, type CatalogueText } from '@/server/db/seed/catalogue/text';
import { renderTourText } from '@/server/db/seed/catalogue/tourText';
import { buildTourSlugs, loadTourSlugText, MAX_TOUR_SLUG_LENGTH } from '@/server/db/seed/catalogue/tourSlugs';
import { TOURS } from '@/server/db/seed/catalogue/tours';

const blocks = new Map(DAY_BLOCKS.map((b) => [b.id, b]));
const english = loadCatalogueText('en') as CatalogueText;
const words = (text: string) => slugify(text).split('-');
/** What a cut-off slug ends with: a link word, a lone letter or a counter. */
const FRAGMENT = /-(?:[a-z]|\d+|de|du|des|del|di|do|da|la|le|of|the|and|und|et|y|en|im|am|au)$/;

describe.each(LOCALES)('tour slugs in %s', (locale) => {
  const own = loadCatalogueText(locale);
  const text = { tours: own.tours ?? english.tours, blocks: {}, destinations: { ...english.destinations, ...own.destinations } } as CatalogueText;
  const slugs = buildTourSlugs(TOURS, text, loadTourSlugText(locale)!, blocks);
  const previous = (previousTourSlugs as Record<string, Record<string, string>>)[locale];

  it('gives every tour a short slug of whole words, unique in the language', () => {
    expect(slugs.size).toBe(TOURS.length);
    expect(new Set(slugs.values()).size).toBe(TOURS.length);
    for (const tour of TOURS) {
      const slug = slugs.get(tour.id)!;
      expect(slug.length, slug).toBeLessThanOrEqual(MAX_TOUR_SLUG_LENGTH);
      expect(slug, tour.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug, tour.id).not.toMatch(FRAGMENT);
    }
  });

  it('uses only words of the tour title and facts (days, places, level, style, route)', () => {
    for (const tour of TOURS) {
      const t = text.tours;
      const vocabulary = new Set([
        ...words(renderTourText(tour, text, blocks).title),
        String(tour.days.length),
        ...words(t.levels[tour.level]),
        ...words(t.styles[tour.safariType]),
        ...(tour.route ? words(t.routes[tour.route]) : []),
      ]);
      const slug = slugs.get(tour.id)!;
      for (const word of slug.split('-')) expect(vocabulary.has(word), `${slug}: "${word}"`).toBe(true);
    }
  });

  it('names the level only where another tour of the same kind and length exists', () => {
    for (const tour of TOURS) {
      const alike = TOURS.filter((x) => x !== tour && x.title.template === tour.title.template && x.days.length === tour.days.length);
      if (alike.length) continue;
      const level = slugify(text.tours.levels[tour.level]);
      expect(`-${slugs.get(tour.id)}-`, tour.id).not.toContain(`-${level}-`);
    }
  });

  it('replaces the long cut-off slugs, all of which stay on record for redirects', () => {
    // Every tour that had a long slug is still there; tours added since (none on record) start short.
    const ids = new Set(TOURS.map((t) => t.id));
    expect(Object.keys(previous).filter((id) => !ids.has(id))).toEqual([]);
    const long = TOURS.filter((t) => previous[t.id] !== undefined && previous[t.id].length > MAX_TOUR_SLUG_LENGTH);
    expect(long.length).toBeGreaterThan(0);
    for (const t of long) expect(slugs.get(t.id)).not.toBe(previous[t.id]);
  });

  it("never takes another tour's old slug or id, so no shared link lands on a different tour", () => {
    const earlier = new Map<string, string>();
    for (const t of TOURS) (previous[t.id] === undefined ? earlier : earlier.set(previous[t.id], t.id)).set(t.id, t.id);
    for (const t of TOURS) {
      const owner = earlier.get(slugs.get(t.id)!);
      if (owner) expect(owner, slugs.get(t.id)).toBe(t.id);
    }
  });
});

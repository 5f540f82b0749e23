import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOOTER_GUIDES } from '@/lib/content/footerGuides';
import { ARTICLES } from '@/server/db/seed/blog/articles';
import { TEAM } from '@/server/db/seed/info/team';
import type { ArticleText } from '@/server/db/seed/blog/types';
import { blockWords } from '@/server/db/seed/blog';
import { DESTINATIONS } from '@/server/db/seed/catalogue/destinations';
import en from '@/locales/en.json';

const ids = new Set(ARTICLES.map((a) => a.id));
const validSeed = (seed: string) => DESTINATIONS.some((d) => d.id === seed) || /^(savanna|crater|mountain|beach|forest|lake|town)-[1-6]$/.test(seed);

describe('blog sources', () => {
  it('has at least 24 articles with unique ids in the spec categories', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(24);
    expect(ids.size).toBe(ARTICLES.length);
    for (const a of ARTICLES) expect(['kilimanjaro', 'uncategorized', 'safaris', 'zanzibar']).toContain(a.category);
  });

  it('answers every footer link once, under the footer English slug', () => {
    const guides = ARTICLES.filter((a) => a.footerGuide);
    expect(guides.map((a) => a.footerGuide).sort()).toEqual([...FOOTER_GUIDES].sort());
    for (const a of guides) expect(a.id).toBe(en.routes.articles[a.footerGuide!]);
  });

  it('links only to articles that exist, by known authors, with pictures that exist', () => {
    for (const a of ARTICLES) {
      for (const r of a.relatedArticles) expect(ids.has(r), `${a.id} → ${r}`).toBe(true);
      expect(TEAM.map((m) => m.id)).toContain(a.author);
      expect(validSeed(a.artSeed), a.artSeed).toBe(true);
    }
  });

  it('has the English text of every article, with its own slug and only internal links', () => {
    for (const a of ARTICLES) {
      const file = `server/db/seed/blog/text/en/${a.id}.json`;
      expect(fs.existsSync(file), file).toBe(true);
      const text = JSON.parse(fs.readFileSync(file, 'utf8')) as ArticleText;
      expect(text.slug).toBe(a.id);
      expect(text.excerpt.length).toBeLessThanOrEqual(160);
      const words = text.body.flatMap(blockWords).join(' ').split(/\s+/).length;
      expect(words, a.id).toBeGreaterThan(600);
      for (const b of text.body) if (b.type === 'image') expect(validSeed(b.seed), `${a.id}: ${b.seed}`).toBe(true);
      const links = JSON.stringify(text.body).match(/\]\(([^)]+)\)/g) ?? [];
      for (const l of links) expect(l, a.id).toMatch(/^\]\(\/[A-Za-z0-9/?=&-]*\)$/);
    }
  });
});

describe('blog translations', () => {
  const locales = ['de', 'fr', 'es', 'it', 'pt'] as const;
  for (const locale of locales) {
    it(`${locale}: every article, footer guides under the locale file slug, same blocks as English`, () => {
      const routes = JSON.parse(fs.readFileSync(`locales/${locale}.json`, 'utf8')).routes.articles as Record<string, string>;
      const slugs = new Set<string>();
      for (const a of ARTICLES) {
        const read = (l: string) => JSON.parse(fs.readFileSync(`server/db/seed/blog/text/${l}/${a.id}.json`, 'utf8')) as ArticleText;
        const text = read(locale);
        const english = read('en');
        if (a.footerGuide) expect(text.slug, `${locale}/${a.id}`).toBe(routes[a.footerGuide]);
        expect(text.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        slugs.add(text.slug);
        expect(text.body.map((b) => b.type), `${locale}/${a.id}`).toEqual(english.body.map((b) => b.type));
        expect(text.title).not.toBe(english.title);
        expect(text.excerpt.length).toBeLessThanOrEqual(160);
      }
      expect(slugs.size).toBe(ARTICLES.length);
    });
  }
});

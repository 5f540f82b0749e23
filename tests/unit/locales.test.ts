import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { FOOTER_GUIDES } from '@/lib/content/footerGuides';
import { PAGE_IDS } from '@/lib/routing/siteRoutes';

type Tree = { [k: string]: string | Tree };
const read = (file: string): Tree => JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    if (typeof value === 'string') acc[prefix + key] = value;
    else Object.assign(acc, flatten(value, `${prefix}${key}.`));
    return acc;
  }, {});
const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

const ui = Object.fromEntries(LOCALES.map((l) => [l, flatten(read(`locales/${l}.json`))]));

describe('UI strings (locales/*.json)', () => {
  it('has a file for each of the six languages and no other', () => {
    expect(fs.readdirSync('locales').filter((f) => f.endsWith('.json')).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: has every key of every other language, none empty, same placeholders`, () => {
      const allKeys = new Set(LOCALES.flatMap((l) => Object.keys(ui[l])));
      const missing = [...allKeys].filter((k) => !(k in ui[locale]));
      expect(missing, `missing in ${locale}.json`).toEqual([]);
      const empty = Object.entries(ui[locale]).filter(([, v]) => !v.trim()).map(([k]) => k);
      expect(empty, `empty in ${locale}.json`).toEqual([]);
      const wrongPlaceholders = Object.keys(ui.en).filter((k) => placeholders(ui.en[k]).join() !== placeholders(ui[locale][k] ?? '').join());
      expect(wrongPlaceholders).toEqual([]);
    });
  }

  it('translates the navigation rather than copying English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(ui[locale]['common.nav.about']).not.toBe(ui.en['common.nav.about']);
      expect(ui[locale]['errors.backHome']).not.toBe(ui.en['errors.backHome']);
    }
  });

  it('gives every footer guide a URL-safe article slug, unique within each language', () => {
    for (const locale of LOCALES) {
      const slugs = FOOTER_GUIDES.map((key) => ui[locale][`routes.articles.${key}`]);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe('page meta seed sources (server/db/seed/page-meta/*.json)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a title and description for every page id`, () => {
      const meta = read(`server/db/seed/page-meta/${locale}.json`) as Record<string, { title: string; description: string }>;
      expect(Object.keys(meta).sort()).toEqual([...PAGE_IDS].sort());
      for (const id of PAGE_IDS) {
        expect(meta[id].title.trim().length, `${locale}/${id} title`).toBeGreaterThan(5);
        expect(meta[id].description.length, `${locale}/${id} description`).toBeLessThanOrEqual(170);
      }
    });
  }
});

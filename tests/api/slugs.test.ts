import { describe, expect, it } from 'vitest';
import * as tourRoute from '@/pages/api/tours/[slug]';
import * as articleRoute from '@/pages/api/blogs/[id]';
import { LOCALES } from '@/lib/i18n/config';
import { seed } from '@/server/db/seed';
import { sitemapXml } from '@/server/seo/sitemap';
import previousTourSlugs from '@/server/db/seed/catalogue/previousTourSlugs.json';
import { MAX_TOUR_SLUG_LENGTH } from '@/server/db/seed/catalogue/tourSlugs';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import { findSlugOwner } from '@/server/slugs/repository';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

const previous = previousTourSlugs as Record<string, Record<string, string>>;

describe.each(engines())('slugs and their history on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/tours/[slug]': tourRoute, '/api/blogs/[id]': articleRoute });
  const db = () => seeded.db().db;
  const get = async (path: string, host: string) => {
    const res = await seeded.api().request(path, { host });
    return { status: res.status, body: res.json() };
  };
  const slugOf = async (table: 'tour_translations' | 'article_translations' | 'destination_translations', column: string, id: string, locale: string) =>
    ((await (db() as any).selectFrom(table).select('slug').where(column, '=', id).where('locale', '=', locale).executeTakeFirstOrThrow()) as { slug: string }).slug;

  it('stores a short slug for every tour in every language, and every earlier slug leads to its tour', async () => {
    for (const locale of LOCALES) {
      const rows = await db().selectFrom('tour_translations').select(['tour_id', 'slug']).where('locale', '=', locale).execute();
      expect(rows).toHaveLength(TOURS.length);
      for (const r of rows) expect(r.slug.length, r.slug).toBeLessThanOrEqual(MAX_TOUR_SLUG_LENGTH);
      // Tours added after the slugs were shortened have no earlier slug.
      const renamed = TOURS.filter((t) => previous[locale][t.id] !== undefined);
      expect(renamed.length).toBeGreaterThan(200);
      const owners = await Promise.all(renamed.map((t) => findSlugOwner(db(), 'tour', locale, previous[locale][t.id])));
      expect(owners).toEqual(renamed.map((t) => t.id));
    }
  }, 60_000);

  it('answers an old German tour slug with the tour and the slug it lives under now', async () => {
    const tour = TOURS.find((t) => (previous.de[t.id]?.length ?? 0) > MAX_TOUR_SLUG_LENGTH)!;
    const { status, body } = await get(`/api/tours/${previous.de[tour.id]}`, 'de.localhost:3000');
    expect(status).toBe(200);
    expect(body.id).toBe(tour.id);
    expect(body.slug).toBe(await slugOf('tour_translations', 'tour_id', tour.id, 'de'));
    expect(body.slug).not.toBe(previous.de[tour.id]);
    expect(body.alternates.de).toBe(`/trip/${body.slug}`);
  });

  it("lists the new tour slugs in each domain's sitemap, never the old ones", async () => {
    const tour = TOURS.find((t) => (previous.de[t.id]?.length ?? 0) > MAX_TOUR_SLUG_LENGTH)!;
    const xml = await sitemapXml('de', db());
    expect(xml).toContain(`/trip/${await slugOf('tour_translations', 'tour_id', tour.id, 'de')}<`);
    expect(xml).not.toContain(`/trip/${previous.de[tour.id]}`);
    expect(xml).not.toContain(`/trip/${tour.id}"`);
  });

  it("leads another language's slug to the same page, this language's own slug first", async () => {
    const tour = TOURS[0];
    const enSlug = await slugOf('tour_translations', 'tour_id', tour.id, 'en');
    expect(await findSlugOwner(db(), 'tour', 'de', enSlug)).toBe(tour.id);
    expect(await findSlugOwner(db(), 'tour', 'de', tour.id)).toBe(tour.id);

    const article = await get('/api/blogs/best-time-to-visit-tanzania', 'de.localhost:3000');
    expect(article.status).toBe(200);
    expect(article.body.slug).toBe(await slugOf('article_translations', 'article_id', 'best-time-to-visit-tanzania', 'de'));
    expect(article.body.slug).not.toBe('best-time-to-visit-tanzania');

    const frSerengeti = await slugOf('destination_translations', 'destination_id', 'serengeti', 'fr');
    expect(await findSlugOwner(db(), 'destination', 'it', frSerengeti)).toBe('serengeti');

    expect(await findSlugOwner(db(), 'tour', 'de', 'no-such-safari')).toBeNull();
    expect((await get('/api/tours/no-such-safari', 'de.localhost:3000')).status).toBe(404);
  });

  it('keeps the slug a later seed replaces, and seeds again over swapped slugs', async () => {
    const [a, b, c] = TOURS;
    const [slugA, slugB, slugC] = await Promise.all([a, b, c].map((t) => slugOf('tour_translations', 'tour_id', t.id, 'en')));
    // As if the site had published tour C under another slug and A and B under each other's.
    await db().updateTable('tour_translations').set({ slug: 'an-old-safari-page' }).where('tour_id', '=', c.id).where('locale', '=', 'en').execute();
    await db().updateTable('tour_translations').set({ slug: 'parked' }).where('tour_id', '=', a.id).where('locale', '=', 'en').execute();
    await db().updateTable('tour_translations').set({ slug: slugA }).where('tour_id', '=', b.id).where('locale', '=', 'en').execute();
    await db().updateTable('tour_translations').set({ slug: slugB }).where('tour_id', '=', a.id).where('locale', '=', 'en').execute();

    await seed(db());

    expect(await Promise.all([a, b, c].map((t) => slugOf('tour_translations', 'tour_id', t.id, 'en')))).toEqual([slugA, slugB, slugC]);
    expect(await findSlugOwner(db(), 'tour', 'en', 'an-old-safari-page')).toBe(c.id);
    expect(await findSlugOwner(db(), 'tour', 'en', slugA)).toBe(a.id);
    // No slug in use is also someone's history.
    const stale = await db()
      .selectFrom('slug_history as h')
      .innerJoin('tour_translations as t', (j) => j.onRef('t.locale', '=', 'h.locale').onRef('t.slug', '=', 'h.slug'))
      .select('h.slug')
      .where('h.entity', '=', 'tour')
      .execute();
    expect(stale).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { createDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import type { Database } from '@/server/db/types';
import { CATALOGUE_TABLES } from '@/server/db/migrations/0039_catalogue_version';
import { CARD_TABLES } from '@/server/db/migrations/0040_catalogue_version_cards';
import { getFilterIndex } from '@/server/catalogue/filterIndex';
import { filterTours, listTours } from '@/server/catalogue/tourService';
import { readCatalogueVersion } from '@/server/catalogue/catalogueVersionRepository';
import { setTourArchived } from '@/server/admin/catalogueEditRepository';
import { deleteDeal, insertDeal } from '@/server/deals/dealRepository';
import { searchArticles, searchTours } from '@/server/search/service';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';

/** Each catalogue table's key columns: enough to take one row out and put it back. */
const VERSIONED_TABLES = [...CATALOGUE_TABLES, ...CARD_TABLES];
const KEYS: Record<(typeof VERSIONED_TABLES)[number], string[]> = {
  tours: ['id'],
  tour_translations: ['tour_id', 'locale'],
  tour_tags: ['tour_id', 'tag'],
  tour_destinations: ['tour_id', 'destination_id'],
  destinations: ['id'],
  destination_translations: ['destination_id', 'locale'],
  article_translations: ['article_id', 'locale'],
  deals: ['id'],
  reviews: ['id'],
  tour_media: ['tour_id', 'media_id'],
  media: ['id'],
};
const LEAVES = ['tour_tags', 'tour_destinations', 'destination_translations', 'article_translations', 'deals', 'reviews', 'tour_media'] as const;

// Two instances of the site over one database: `site` keeps the filter options and the search
// index it made; the back office's edits come through `office`, its own connection.
describe.each(engines())('the catalogue as two instances see it, on %s', (engine) => {
  let t: TestDb;
  let site: Kysely<Database>;
  let office: Kysely<Database>;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    site = t.db;
    office = createDb(t.config);
  });
  afterAll(async () => {
    await office?.destroy();
    await t?.drop();
  });

  it('a tour archived or tagged on one instance changes the filter options the other shows, on its next list', async () => {
    const before = await getFilterIndex('en', {}, site);
    await getFilterIndex('en', {}, site); // kept by the site now
    const tour = await office.selectFrom('tours').select(['id', 'level']).where('archived_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const tag = (await office.selectFrom('tour_tags').select('tag').where('tour_id', '=', tour.id).execute()).map((r) => r.tag);
    const newTag = before.tags.find((x) => !tag.includes(x.value))!;

    await setTourArchived(office, tour.id, new Date().toISOString(), 'office@example.com');
    const archived = await getFilterIndex('en', {}, site);
    const level = (index: typeof before) => index.levels.find((l) => l.value === tour.level)!.count;
    expect(level(archived)).toBe(level(before) - 1);

    await setTourArchived(office, tour.id, null, null);
    await office.insertInto('tour_tags').values({ tour_id: tour.id, tag: newTag.value }).execute();
    const tagged = await getFilterIndex('en', {}, site);
    expect(level(tagged)).toBe(level(before));
    expect(tagged.tags.find((x) => x.value === newTag.value)!.count).toBe(newTag.count + 1);
  });

  /**
   * The dearest tour without a deal, a price limit just under its price, and how many tours of its
   * level the other instance's counts put under that limit; `addDeal` gives it 20 % off from `startsOn`.
   */
  async function tourJustOverLimit() {
    const dealt = new Set((await office.selectFrom('deals').select('tour_id').execute()).map((d) => d.tour_id));
    const tours = await office.selectFrom('tours').select(['id', 'level', 'price_from']).where('archived_at', 'is', null).orderBy('price_from', 'desc').execute();
    const tour = tours.find((x) => !dealt.has(x.id))!;
    const filter = { priceMax: Number(tour.price_from) - 1 };
    const level = async () => (await filterTours('en', filter, site)).facets.level[tour.level] ?? 0;
    const addDeal = (id: string, startsOn: string) =>
      insertDeal(office, { id, tour_id: tour.id, kind: 'percent', value: 20, starts_on: startsOn, ends_on: '2099-12-31', created_at: startsOn, edited_at: startsOn, edited_by: null });
    return { level, addDeal };
  }

  it('a deal added on one instance moves its tour under a price limit in the other’s filter counts', async () => {
    const { level, addDeal } = await tourJustOverLimit();
    const before = await level();
    await addDeal('deal-test-now', new Date().toISOString().slice(0, 10));
    expect(await level()).toBe(before + 1);
    await deleteDeal(office, 'deal-test-now');
    expect(await level()).toBe(before);
  });

  it('a deal that starts tomorrow moves its tour under a price limit from midnight, with no edit in between', async () => {
    const { level, addDeal } = await tourJustOverLimit();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await addDeal('deal-test-tomorrow', tomorrow);
    const today = await level();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${tomorrow}T00:00:01Z`) });
    try {
      expect(await level()).toBe(today + 1);
    } finally {
      vi.useRealTimers();
      await deleteDeal(office, 'deal-test-tomorrow');
    }
  });

  it('a place renamed in German on one instance is named so in the other’s German filter', async () => {
    const before = await getFilterIndex('de', {}, site);
    const place = before.destinations[0];
    await office.updateTable('destination_translations').set({ name: 'Umbenannter Ort' }).where('destination_id', '=', place.id).where('locale', '=', 'de').execute();
    const after = await getFilterIndex('de', {}, site);
    expect(after.destinations.find((d) => d.id === place.id)!.name).toBe('Umbenannter Ort');
    expect((await getFilterIndex('en', {}, site)).destinations.find((d) => d.id === place.id)!.name).not.toBe('Umbenannter Ort');
  });

  it('a review approved on one instance is on the tour’s card and in the rating order of the other’s next list', async () => {
    const card = async (id: string) => (await listTours('en', { sort: 'rating' }, site, 1000)).tours.find((x) => x.id === id)!;
    const last = (await listTours('en', { sort: 'rating' }, site, 1000)).tours.at(-1)!;
    expect(last.reviewsCount).toBe(0);
    const review = { tour_id: last.id, category: last.category, name: 'Ana', country: 'PT', language: 'en', rating: 5, title: 'Superb', text: 'Every day was superb.', travel_date: '2026-08', created_at: new Date().toISOString(), sample: 0 };
    await office.insertInto('reviews').values([{ ...review, id: 'rv-version-1', status: 'pending' }]).execute();
    expect((await card(last.id)).reviewsCount).toBe(0);
    await office.updateTable('reviews').set({ status: 'approved' }).where('id', '=', 'rv-version-1').execute();
    expect(await card(last.id)).toMatchObject({ reviewsCount: 1, rating: 5 });
    const top = (await listTours('en', { sort: 'rating' }, site, 1000)).tours;
    expect(top.findIndex((x) => x.id === last.id)).toBeLessThan(top.length - 1);
    await office.deleteFrom('reviews').where('id', '=', 'rv-version-1').execute();
    expect((await card(last.id)).reviewsCount).toBe(0);
  });

  it('a photo put first on a tour on one instance is the tour’s card picture in the other’s next list', async () => {
    const card = async () => (await listTours('en', {}, site, 1)).tours[0]!;
    const before = await card();
    expect(before.image.src).not.toContain('media-version-1');
    const now = new Date().toISOString();
    await office.insertInto('media').values({ id: 'media-version-1', sha256: 'f'.repeat(64), width: 2400, height: 1600, format: 'jpeg', bytes: 1000, alt: '{}', created_at: now, created_by: 'office@example.com' }).execute();
    await office.insertInto('tour_media').values({ tour_id: before.id, media_id: 'media-version-1', position: 0 }).execute();
    expect((await card()).image.src).toContain('media-version-1');
  });

  it('a tour or an article retitled on one instance is found by its new title in the other’s search at once', async () => {
    expect(await searchTours('Quokkaventure', site)).toEqual([]);
    const tour = await office.selectFrom('tour_translations').select('tour_id').where('locale', '=', 'en').orderBy('tour_id').executeTakeFirstOrThrow();
    await office.updateTable('tour_translations').set({ title: 'The Quokkaventure Safari' }).where('tour_id', '=', tour.tour_id).where('locale', '=', 'en').execute();
    expect((await searchTours('Quokkaventure', site)).map((m) => m.id)).toEqual([tour.tour_id]);

    expect(await searchArticles('Zebrafrolic', site)).toEqual([]);
    const article = await office.selectFrom('article_translations').select('article_id').where('locale', '=', 'en').orderBy('article_id').executeTakeFirstOrThrow();
    await office.updateTable('article_translations').set({ title: 'Zebrafrolic at dawn' }).where('article_id', '=', article.article_id).where('locale', '=', 'en').execute();
    expect((await searchArticles('Zebrafrolic', site)).map((m) => m.id)).toEqual([article.article_id]);
  });

  it.each(VERSIONED_TABLES)('every write to %s moves the catalogue version on', async (table) => {
    const keys = KEYS[table];
    const row = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.join(keys.map((k) => sql.ref(k)))} limit 1`.execute(office)).rows[0];
    const where = sql.join(keys.map((k) => sql`${sql.ref(k)} = ${row[k]}`), sql` and `);
    let version = await readCatalogueVersion(site);
    const moved = async (what: string) => {
      const now = await readCatalogueVersion(site);
      expect(BigInt(now), what).toBeGreaterThan(BigInt(version));
      version = now;
    };
    await sql`update ${sql.table(table)} set ${sql.ref(keys[0])} = ${sql.ref(keys[0])} where ${where}`.execute(office);
    await moved('update');
    if (!(LEAVES as readonly string[]).includes(table)) return; // rows other tables point to: an update says enough
    await sql`delete from ${sql.table(table)} where ${where}`.execute(office);
    await moved('delete');
    const columns = Object.keys(row);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((c) => row[c]))})`.execute(office);
    await moved('insert');
  });
});

// Two offices saving at once on PostgreSQL (SQLite has one writer at a time): the version moves
// at commit, so neither transaction waits on the other's version mid-way, and both land.
describe.each(engines().filter((e) => e === 'postgres'))('two edits at once, on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
  });
  afterAll(() => t?.drop());

  it('an edit of a tour and another of its text in two transactions both commit, and the version moves for each', async () => {
    const url = (t.config as { url: string }).url;
    const [a, b] = [new Client({ connectionString: url }), new Client({ connectionString: url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      const { rows } = await a.query(`select id from tours order by id limit 1`);
      const id = rows[0].id as string;
      const before = BigInt(await readCatalogueVersion(t.db));
      await a.query('begin');
      await b.query('begin');
      await a.query(`update tours set price_from = price_from + 1 where id = $1`, [id]);
      await b.query(`update tour_translations set title = title || ' (b)' where tour_id = $1 and locale = 'en'`, [id]);
      // A now needs B's row: it waits for B, which must not wait for A.
      const aText = a.query(`update tour_translations set title = title || ' (a)' where tour_id = $1 and locale = 'en'`, [id]);
      await new Promise((r) => setTimeout(r, 200));
      await b.query('commit');
      await aText;
      await a.query('commit');
      const title = (await t.db.selectFrom('tour_translations').select('title').where('tour_id', '=', id).where('locale', '=', 'en').executeTakeFirstOrThrow()).title;
      expect(title.endsWith(' (b) (a)')).toBe(true);
      expect(BigInt(await readCatalogueVersion(t.db))).toBeGreaterThanOrEqual(before + 2n);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});

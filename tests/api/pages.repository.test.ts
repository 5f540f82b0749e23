import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { setupDatabase } from '@/server/db/setup';
import { getPageMeta } from '@/server/pages/service';
import { AppError } from '@/server/http/errors';
import { SITE_ROUTES } from '@/lib/routing/siteRoutes';
import { LOCALES } from '@/lib/i18n/config';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';

describe.each(engines())('data layer on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
  });
  afterAll(() => t?.drop());

  const count = async (table: 'pages' | 'page_translations') =>
    Number((await t.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  it('seeds every fixed route in all six languages', async () => {
    expect(await count('pages')).toBe(SITE_ROUTES.length);
    expect(await count('page_translations')).toBe(SITE_ROUTES.length * LOCALES.length);
  });

  it('can migrate and seed again without duplicating anything', async () => {
    await setupDatabase(t.db);
    await setupDatabase(t.db);
    expect(await count('pages')).toBe(SITE_ROUTES.length);
    expect(await count('page_translations')).toBe(SITE_ROUTES.length * LOCALES.length);
  });

  it('reads a page meta in the requested language', async () => {
    const meta = await getPageMeta('about', 'de', t.db);
    expect(meta).toMatchObject({ id: 'about', path: '/About', locale: 'de', fallback: false });
    expect(meta.title).toMatch(/Über uns|Team/);
    const en = await getPageMeta('about', 'en', t.db);
    expect(meta.title).not.toBe(en.title);
  });

  it('falls back to English, and says so, when a translation is missing', async () => {
    await t.db.deleteFrom('page_translations').where('page_id', '=', 'terms').where('locale', '=', 'pt').execute();
    const meta = await getPageMeta('terms', 'pt', t.db);
    expect(meta).toMatchObject({ locale: 'en', fallback: true });
    expect(meta.title).toBe((await getPageMeta('terms', 'en', t.db)).title);
    await setupDatabase(t.db); // the seed restores it
    expect((await getPageMeta('terms', 'pt', t.db)).fallback).toBe(false);
  });

  it('reports an unknown page as not found', async () => {
    await expect(getPageMeta('no-such-page', 'en', t.db)).rejects.toMatchObject({ status: 404 } satisfies Partial<AppError>);
  });
});

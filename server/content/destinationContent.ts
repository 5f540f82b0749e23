import { destinationContentEntry, destinationPatch, type DestinationContentEntry } from '@/lib/admin/contentSchemas';
import { isLocale, LOCALES } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import { parseList as parseJsonList } from '@/server/catalogue/mappers';
import { localePath, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { findMedia } from '@/server/media/mediaRepository';
import { toPhoto } from '@/server/media/photoView';
import { recordSlugMove, refuseTakenSlug } from '@/server/slugs/slugMoves';
import { getContent, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';
import { languageStates } from './itemStates';

// A destination's text per language (name, address, summary, description, best time, high season,
// highlights) in the content studio (contentItems.ts): its live row is destination_translations; a
// changed address keeps the old one as a 301. Its facts (group, map point, months) stay the seed's.

const parseList = (json: string): string[] => parseJsonList<unknown>(json).map(String);

/** Pages that list destinations (their cards carry the name and summary); a destination's own page is rendered per request. */
const LISTING_PAGES = ['/', '/Destinations'];

export const DESTINATION_TEXT: ContentKind<DestinationContentEntry> = {
  kind: 'destination',
  schema: destinationContentEntry,
  blank: { name: '', slug: '', summary: '', description: '', bestTime: '', highSeason: '', highlights: [] },
  exists: async (db, id) => Boolean(await db.selectFrom('destinations').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = await db.selectFrom('destination_translations').selectAll().where('destination_id', '=', id).execute();
    return Object.fromEntries(
      rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { name: r.name, slug: r.slug, summary: r.summary, description: r.description, bestTime: r.best_time, highSeason: r.high_season, highlights: parseList(r.highlights) }]),
    );
  },
  check: (db, id, locale, entry) => refuseTakenSlug(db, 'destination', id, locale, entry.slug),
  write: async (trx, id, locale, entry) => {
    const before = await trx.selectFrom('destination_translations').select('slug').where('destination_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    const row = { name: entry.name, slug: entry.slug, summary: entry.summary, description: entry.description, best_time: entry.bestTime, high_season: entry.highSeason, highlights: JSON.stringify(entry.highlights) };
    if (before) await trx.updateTable('destination_translations').set(row).where('destination_id', '=', id).where('locale', '=', locale).execute();
    else await trx.insertInto('destination_translations').values({ destination_id: id, locale, ...row }).execute();
    return recordSlugMove(trx, 'destination', id, locale, before?.slug, entry.slug);
  },
  // A language without its own text shows the English one: an English change reaches every domain.
  pages: async (_db, _id, locale) => (locale === 'en' ? [...LOCALES] : [locale]).flatMap((l) => LISTING_PAGES.map((p) => localePath(l, p))),
};

/** GET /api/admin/destinations → { destinations: [{ id, group, name, states }] } in the site's order. */
export async function listDestinationTexts() {
  return withDatabase('admin-destinations', async () => {
    const db = getDb();
    const [places, live] = await Promise.all([
      db.selectFrom('destinations').select(['id', 'grp']).orderBy('sort_order').execute(),
      db.selectFrom('destination_translations').select(['destination_id', 'locale', 'name']).execute(),
    ]);
    const states = await languageStates(db, 'destination', places.map((p) => p.id), (id, l) => live.some((r) => r.destination_id === id && r.locale === l));
    return {
      destinations: places.map((p) => ({ id: p.id, group: p.grp, name: live.find((r) => r.destination_id === p.id && r.locale === 'en')?.name ?? p.id, states: states.get(p.id)! })),
    };
  });
}

/** GET /api/admin/destinations/{id} → { id, group, lat, lng, altitudeM, areaKm2, bestMonths, highSeasonMonths, popular, photo, editedAt, editedBy }: what is the same in every language. */
export async function destinationOf(id: string) {
  return withDatabase('admin-destination', async () => {
    const db = getDb();
    const row = await db.selectFrom('destinations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const photo = row.photo_media_id ? await findMedia(db, row.photo_media_id) : undefined;
    return {
      id: row.id, group: row.grp, lat: Number(row.lat), lng: Number(row.lng), altitudeM: row.altitude_m, areaKm2: row.area_km2,
      bestMonths: parseJsonList<number>(row.best_months), highSeasonMonths: parseJsonList<number>(row.high_season_months), popular: Number(row.popular) === 1,
      photo: photo ? toPhoto(photo) : null, editedAt: row.edited_at, editedBy: row.edited_by,
    };
  });
}

const sortedMonths = (m: number[] | undefined) => (m ? JSON.stringify([...new Set(m)].sort((a, b) => a - b)) : undefined);

/**
 * PATCH /api/admin/destinations/{id} { photoMediaId?, group?, lat?, lng?, altitudeM?, areaKm2?, bestMonths?, highSeasonMonths?, popular? }:
 * the place's facts and photo (on its card and page and in the galleries of the tours that go
 * there); `npm run setup` keeps them. The lists are rebuilt now; tour pages within their
 * revalidate period (a popular park is on a hundred of them).
 */
export async function editDestination(id: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const f = parseInput(destinationPatch, input);
  await withDatabase('admin-destination-edit', async () => {
    const db = getDb();
    if (f.photoMediaId && !(await findMedia(db, f.photoMediaId))) throw new AppError(400, 'invalid_input', 'api.invalidInput', { photoMediaId: 'validation.invalid' });
    const res = await db.updateTable('destinations').set({
      photo_media_id: f.photoMediaId, grp: f.group, lat: f.lat, lng: f.lng, altitude_m: f.altitudeM, area_km2: f.areaKm2,
      best_months: sortedMonths(f.bestMonths), high_season_months: sortedMonths(f.highSeasonMonths), popular: f.popular === undefined ? undefined : f.popular ? 1 : 0,
      edited_at: new Date().toISOString(), edited_by: operator.email,
    }).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound();
  });
  return { ...(await destinationOf(id)), ...(await revalidatePages(revalidate, await DESTINATION_TEXT.pages(getDb(), id, 'en'))) };
}

export const getDestinationContent = (id: string) => getContent(DESTINATION_TEXT, id);
export const saveDestinationDraft = (id: string, lang: string, input: unknown, operator: Operator) => saveDraft(DESTINATION_TEXT, id, lang, input, operator);
export const publishDestinationContent = (id: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(DESTINATION_TEXT, id, lang, operator, revalidate);
export const destinationRevisions = (id: string) => revisionsOf(DESTINATION_TEXT, id);
export const restoreDestinationRevision = (id: string, revision: string, operator: Operator, revalidate: Revalidate) => restoreRevision(DESTINATION_TEXT, id, revision, operator, revalidate);

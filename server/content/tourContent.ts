import type { Kysely } from 'kysely';
import { tourContentEntry, type TourContentEntry } from '@/lib/admin/contentSchemas';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import type { Operator } from '@/server/admin/operatorService';
import { parseList as parseJsonList } from '@/server/catalogue/mappers';
import { pagesShowingTour, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { findItinerary } from '@/server/catalogue/tourRepository';
import { AppError, notFound } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';
import { recordSlugMove, refuseTakenSlug } from '@/server/slugs/slugMoves';
import { contentOf, draftOf, getContent, languageOf, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';
import { signPreview } from './previewToken';

// A tour's text per language in the content studio (contentItems.ts): its live row is
// tour_translations; a changed address keeps the old one as a 301 (slug_history); publishing
// rebuilds the tour's pages (and the pages listing it) in every language, on every instance.

const parseList = (json: string): string[] => parseJsonList<unknown>(json).map(String);


export const TOUR_TEXT: ContentKind<TourContentEntry> = {
  kind: 'tour',
  schema: tourContentEntry,
  blank: { title: '', slug: '', overview: '', weather: '', tips: [], inclusions: [], exclusions: [], days: [] },
  exists: async (db, id) => Boolean(await db.selectFrom('tours').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = (await db.selectFrom('tour_translations').selectAll().where('tour_id', '=', id).execute()).filter((r) => isLocale(r.locale));
    const days = await Promise.all(rows.map((r) => findItinerary(db as Kysely<Database>, id, r.locale)));
    return Object.fromEntries(
      rows.map((r, i) => [
        r.locale,
        {
          title: r.title, slug: r.slug, overview: r.overview, weather: r.weather, tips: parseList(r.tips), inclusions: parseList(r.inclusions), exclusions: parseList(r.exclusions),
          days: days[i]!.map((d) => ({ title: d.title, description: d.description })),
        },
      ]),
    );
  },
  // Another tour of the language holds the address now, or held it (its old links lead there).
  check: async (db, id, locale, entry) => {
    await refuseTakenSlug(db, 'tour', id, locale, entry.slug);
    // One text per day of the itinerary: which days a tour has is one of its facts, not its words.
    if (entry.days) {
      const days = await db.selectFrom('tour_days').select('day_number').where('tour_id', '=', id).execute();
      if (entry.days.length !== days.length) throw new AppError(400, 'invalid_input', 'api.invalidInput', { days: 'validation.itineraryDays' });
    }
  },
  write: async (trx, id, locale, entry) => {
    const before = await trx.selectFrom('tour_translations').select('slug').where('tour_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    const row = { title: entry.title, slug: entry.slug, overview: entry.overview, weather: entry.weather, tips: JSON.stringify(entry.tips), inclusions: JSON.stringify(entry.inclusions), exclusions: JSON.stringify(entry.exclusions) };
    if (before) await trx.updateTable('tour_translations').set(row).where('tour_id', '=', id).where('locale', '=', locale).execute();
    else await trx.insertInto('tour_translations').values({ tour_id: id, locale, ...row }).execute();
    if (entry.days) {
      await trx.deleteFrom('tour_day_translations').where('tour_id', '=', id).where('locale', '=', locale).execute();
      const numbers = await trx.selectFrom('tour_days').select('day_number').where('tour_id', '=', id).orderBy('day_number').execute();
      for (const [i, day] of entry.days.entries()) await trx.insertInto('tour_day_translations').values({ tour_id: id, locale, day_number: numbers[i]!.day_number, title: day.title, description: day.description }).execute();
    }
    return recordSlugMove(trx, 'tour', id, locale, before?.slug, entry.slug);
  },
  // A tour's title and price show on its page in every language (one without its own text shows the English) and on lists.
  pages: (db, id) => pagesShowingTour(db as Kysely<Database>, id),
  pageAt: (slug) => `/trip/${slug}`,
};

/** GET /api/admin/tours/{id}/content → { languages: { en: { title, slug, …, state }, de: … } }. */
export const getTourContent = (tourId: string) => getContent(TOUR_TEXT, tourId);
/** PUT /api/admin/tours/{id}/content/{lang}. */
export const saveTourDraft = (tourId: string, lang: string, input: unknown, operator: Operator) => saveDraft(TOUR_TEXT, tourId, lang, input, operator);
/** POST /api/admin/tours/{id}/publish/{lang}. */
export const publishTourContent = (tourId: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(TOUR_TEXT, tourId, lang, operator, revalidate);
/** GET /api/admin/tours/{id}/revisions. */
export const tourRevisions = (tourId: string) => revisionsOf(TOUR_TEXT, tourId);
/** POST /api/admin/tours/{id}/revisions/{revision}/restore. */
export const restoreTourRevision = (tourId: string, revisionId: string, operator: Operator, revalidate: Revalidate) => restoreRevision(TOUR_TEXT, tourId, revisionId, operator, revalidate);
/** The draft text of a tour in a language, if one waits (what a preview shows). */
export const tourDraft = (tourId: string, locale: Locale) => draftOf(TOUR_TEXT, tourId, locale);

/** POST /api/admin/tours/{id}/preview/{lang} → { url, expiresAt }: a signed link on that language's domain showing the tour with its draft. */
export async function previewTourLink(tourId: string, lang: string) {
  const locale = languageOf(lang);
  return withDatabase('admin-content-preview', async () => {
    const db = getDb();
    const { live } = await contentOf(TOUR_TEXT, db, tourId);
    if (!live[locale] && !live.en) throw notFound();
    const { token, expiresAt } = await signPreview(db, { kind: 'tour', id: tourId, lang: locale });
    return { url: absoluteUrl(locale, `/api/preview?token=${token}`), expiresAt };
  });
}

/** Where a preview token leads: the tour's live address on its domain (a draft's new address is not live yet). */
export async function previewTarget(tourId: string, locale: Locale): Promise<string | undefined> {
  const rows = await getDb().selectFrom('tour_translations').select(['locale', 'slug']).where('tour_id', '=', tourId).execute();
  const slug = rows.find((r) => r.locale === locale)?.slug ?? rows.find((r) => r.locale === 'en')?.slug;
  return slug ? `/trip/${slug}` : undefined;
}


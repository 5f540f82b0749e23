import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { tourContentEntry, type TourContentEntry } from '@/lib/admin/contentSchemas';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import type { Operator } from '@/server/admin/operatorService';
import { pagesShowingTour, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { byLanguage, stateOf } from './languageState';
import { signPreview } from './previewToken';
import * as repo from './revisionRepository';

// A tour's text per language, edited as drafts and published (server/content/revisionRepository.ts
// keeps every version). Publishing writes the live row the site reads (tour_translations), moves
// an old address to slug_history (a 301) and rebuilds the tour's pages on every instance.

const KIND = 'tour';
type Db = Kysely<Database> | Transaction<Database>;

const parseList = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
};

async function liveEntries(db: Db, tourId: string): Promise<Partial<Record<Locale, TourContentEntry>>> {
  const rows = await db.selectFrom('tour_translations').selectAll().where('tour_id', '=', tourId).execute();
  return Object.fromEntries(
    rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { title: r.title, slug: r.slug, overview: r.overview, weather: r.weather, tips: parseList(r.tips), inclusions: parseList(r.inclusions), exclusions: parseList(r.exclusions) }]),
  );
}

async function contentOf(db: Db, tourId: string) {
  const exists = await db.selectFrom('tours').select('id').where('id', '=', tourId).executeTakeFirst();
  if (!exists) throw notFound();
  const [live, revisions] = await Promise.all([liveEntries(db, tourId), repo.findRevisions(db, KIND, tourId)]);
  const info = byLanguage(revisions);
  const englishNow = info('en').published?.id ?? null;
  const languages = Object.fromEntries(
    LOCALES.map((locale) => {
      const i = info(locale);
      const shown = i.draft ? (JSON.parse(i.draft.body) as TourContentEntry) : live[locale];
      const entry = shown ?? { title: '', slug: '', overview: '', weather: '', tips: [], inclusions: [], exclusions: [] };
      return [locale, { ...entry, state: stateOf(locale, Boolean(live[locale]), i, englishNow), updatedAt: i.last?.created_at ?? null, updatedBy: i.last?.created_by ?? null }];
    }),
  );
  return { languages, englishNow, info, live };
}

const languageOf = (lang: string): Locale => {
  if (!isLocale(lang)) throw notFound();
  return lang;
};

/** GET /api/admin/tours/{id}/content → { languages: { en: { title, slug, …, state }, de: … } }. */
export async function getTourContent(tourId: string) {
  const { languages } = await withDatabase('admin-content', () => contentOf(getDb(), tourId));
  return { languages };
}

const slugTaken = () => new AppError(409, 'slug_taken', 'api.slugTaken', { slug: 'validation.slugTaken' });

/** Another tour of the language holds the slug now, or held it (its old links lead there). */
async function slugUsedElsewhere(db: Db, tourId: string, locale: Locale, slug: string): Promise<boolean> {
  const [live, history] = await Promise.all([
    db.selectFrom('tour_translations').select('tour_id').where('locale', '=', locale).where('slug', '=', slug).where('tour_id', '!=', tourId).executeTakeFirst(),
    db.selectFrom('slug_history').select('entity_id').where('entity', '=', 'tour').where('locale', '=', locale).where('slug', '=', slug).where('entity_id', '!=', tourId).executeTakeFirst(),
  ]);
  return Boolean(live || history);
}

const newRevisionId = () => randomBytes(12).toString('hex');

/** PUT /api/admin/tours/{id}/content/{lang}: the language's whole entry, saved as a draft; the site shows nothing of it yet. */
export async function saveTourDraft(tourId: string, lang: string, input: unknown, operator: Operator) {
  const locale = languageOf(lang);
  const entry = parseInput(tourContentEntry, input);
  return withDatabase('admin-content-save', async () => {
    const db = getDb();
    await db.transaction().execute(async (trx) => {
      const { englishNow } = await contentOf(trx, tourId);
      if (await slugUsedElsewhere(trx, tourId, locale, entry.slug)) throw slugTaken();
      await repo.insertRevision(trx, {
        id: newRevisionId(), kind: KIND, item_id: tourId, locale, state: 'draft', body: JSON.stringify(entry),
        english_revision: locale === 'en' ? null : englishNow, created_at: new Date().toISOString(), created_by: operator.email, seq: await repo.nextSeq(trx, KIND, tourId),
      });
    });
    return getTourContent(tourId);
  });
}

/** Writes an entry live: the row the site reads, the old address kept as a 301, a published version recorded. */
async function goLive(trx: Transaction<Database>, tourId: string, locale: Locale, entry: TourContentEntry, englishRevision: string | null, operator: Operator) {
  if (await slugUsedElsewhere(trx, tourId, locale, entry.slug)) throw slugTaken();
  const before = await trx.selectFrom('tour_translations').select('slug').where('tour_id', '=', tourId).where('locale', '=', locale).executeTakeFirst();
  const row = { title: entry.title, slug: entry.slug, overview: entry.overview, weather: entry.weather, tips: JSON.stringify(entry.tips), inclusions: JSON.stringify(entry.inclusions), exclusions: JSON.stringify(entry.exclusions) };
  if (before) await trx.updateTable('tour_translations').set(row).where('tour_id', '=', tourId).where('locale', '=', locale).execute();
  else await trx.insertInto('tour_translations').values({ tour_id: tourId, locale, ...row }).execute();
  if (before && before.slug !== entry.slug) {
    await trx.deleteFrom('slug_history').where('entity', '=', 'tour').where('locale', '=', locale).where('slug', '=', before.slug).execute();
    await trx.insertInto('slug_history').values({ entity: 'tour', locale, slug: before.slug, entity_id: tourId }).execute();
  }
  // A slug in use again belongs to its page, not to history.
  await trx.deleteFrom('slug_history').where('entity', '=', 'tour').where('locale', '=', locale).where('slug', '=', entry.slug).execute();
  const id = newRevisionId();
  await repo.insertRevision(trx, {
    id, kind: KIND, item_id: tourId, locale, state: 'published', body: JSON.stringify(entry), english_revision: locale === 'en' ? null : englishRevision,
    created_at: new Date().toISOString(), created_by: operator.email, seq: await repo.nextSeq(trx, KIND, tourId),
  });
  return before?.slug;
}

/** Rebuilds the tour's pages in every language (and the page under its old address) and answers the content as it now is. */
async function rebuild(tourId: string, locale: Locale, oldSlug: string | undefined, revalidate: Revalidate) {
  const paths = await withDatabase('admin-content-pages', () => pagesShowingTour(getDb(), tourId));
  const { revalidated, failed } = await revalidatePages(revalidate, paths);
  return { ...(await getTourContent(tourId)), published: locale, previousSlug: oldSlug ?? null, revalidated, failed };
}

/** POST /api/admin/tours/{id}/publish/{lang}: the language's draft goes live; 409 when there is none. */
export async function publishTourContent(tourId: string, lang: string, operator: Operator, revalidate: Revalidate) {
  const locale = languageOf(lang);
  const oldSlug = await withDatabase('admin-content-publish', () =>
    getDb().transaction().execute(async (trx) => {
      const { info } = await contentOf(trx, tourId);
      const draft = info(locale).draft;
      if (!draft) throw new AppError(409, 'nothing_to_publish', 'api.nothingToPublish');
      const previous = await goLive(trx, tourId, locale, tourContentEntry.parse(JSON.parse(draft.body)), draft.english_revision, operator);
      return previous !== undefined && previous !== (JSON.parse(draft.body) as TourContentEntry).slug ? previous : undefined;
    }),
  );
  return rebuild(tourId, locale, oldSlug, revalidate);
}

/** GET /api/admin/tours/{id}/revisions → { revisions } newest first: each version with its language, state, who and when. */
export async function tourRevisions(tourId: string) {
  return withDatabase('admin-content-revisions', async () => {
    const db = getDb();
    const exists = await db.selectFrom('tours').select('id').where('id', '=', tourId).executeTakeFirst();
    if (!exists) throw notFound();
    const rows = await repo.findRevisions(db, KIND, tourId);
    return { revisions: rows.map((r) => ({ id: r.id, language: r.locale, state: r.state, createdAt: r.created_at, createdBy: r.created_by, entry: JSON.parse(r.body) as TourContentEntry })) };
  });
}

/** POST /api/admin/tours/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export async function restoreTourRevision(tourId: string, revisionId: string, operator: Operator, revalidate: Revalidate) {
  const { locale, oldSlug } = await withDatabase('admin-content-restore', () =>
    getDb().transaction().execute(async (trx) => {
      const revision = await repo.findRevision(trx, KIND, tourId, revisionId);
      if (!revision || !isLocale(revision.locale)) throw notFound();
      const entry = tourContentEntry.parse(JSON.parse(revision.body));
      const previous = await goLive(trx, tourId, revision.locale, entry, revision.locale === 'en' ? null : revision.english_revision, operator);
      return { locale: revision.locale, oldSlug: previous !== entry.slug ? previous : undefined };
    }),
  );
  return rebuild(tourId, locale, oldSlug, revalidate);
}

/** POST /api/admin/tours/{id}/preview/{lang} → { url, expiresAt }: a signed link on that language's domain showing the tour with its draft. */
export async function previewTourLink(tourId: string, lang: string) {
  const locale = languageOf(lang);
  return withDatabase('admin-content-preview', async () => {
    const db = getDb();
    const { live } = await contentOf(db, tourId);
    if (!live[locale] && !live.en) throw notFound();
    const { token, expiresAt } = await signPreview(db, { kind: 'tour', id: tourId, lang: locale });
    return { url: absoluteUrl(locale, `/api/preview?token=${token}`), expiresAt };
  });
}

/** The draft text of a tour in a language, if one waits to be published (what a preview shows). */
export async function tourDraft(tourId: string, locale: Locale): Promise<TourContentEntry | undefined> {
  const revisions = await repo.findRevisions(getDb(), KIND, tourId);
  const draft = byLanguage(revisions)(locale).draft;
  return draft ? (JSON.parse(draft.body) as TourContentEntry) : undefined;
}

/** Where a preview token leads: the tour's live address on its domain (a draft's new address is not live yet). */
export async function previewTarget(tourId: string, locale: Locale): Promise<string | undefined> {
  const rows = await getDb().selectFrom('tour_translations').select(['locale', 'slug']).where('tour_id', '=', tourId).execute();
  const slug = rows.find((r) => r.locale === locale)?.slug ?? rows.find((r) => r.locale === 'en')?.slug;
  return slug ? `/trip/${slug}` : undefined;
}

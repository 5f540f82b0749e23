import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ZodType } from 'zod';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import { localePath, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { byLanguage, stateOf } from './languageState';
import * as repo from './revisionRepository';

// The content studio's one way of working, for every kind of item (a tour's text, a page's meta…):
// each language's entry is saved as a draft, published into the live table the site reads, every
// version kept (revisionRepository.ts) and restorable, and a translation is outdated once the English
// is published anew. A kind says only where its live text is and which pages show it.

type Db = Kysely<Database> | Transaction<Database>;

export interface ContentKind<E> {
  kind: string;
  schema: ZodType<E>;
  /** What an empty language shows in the form. */
  blank: E;
  exists: (db: Db, id: string) => Promise<boolean>;
  /** The text the site shows now, per language. */
  live: (db: Db, id: string) => Promise<Partial<Record<Locale, E>>>;
  /** Checks an entry against the rest of the site (a slug another item has); throws an AppError. */
  check?: (db: Db, id: string, locale: Locale, entry: E) => Promise<void>;
  /** Writes an entry live; answers the address it replaced, if it changed. */
  write: (trx: Transaction<Database>, id: string, locale: Locale, entry: E) => Promise<string | undefined>;
  /** The cached pages a published language changes. */
  pages: (db: Db, id: string, locale: Locale) => Promise<string[]>;
  /** The page at an address of the item (tours and articles): after a move, its cached copy is rebuilt into a redirect. */
  pageAt?: (slug: string) => string;
}

const newRevisionId = () => randomBytes(12).toString('hex');

export const languageOf = (lang: string): Locale => {
  if (!isLocale(lang)) throw notFound();
  return lang;
};

/** Every language of an item: its entry (the draft when one waits), its state, and who saved it last. */
export async function contentOf<E>(k: ContentKind<E>, db: Db, id: string) {
  if (!(await k.exists(db, id))) throw notFound();
  const [live, revisions] = await Promise.all([k.live(db, id), repo.findRevisions(db, k.kind, id)]);
  const info = byLanguage(revisions);
  const englishNow = info('en').published?.id ?? null;
  const languages = Object.fromEntries(
    LOCALES.map((locale) => {
      const i = info(locale);
      const entry = i.draft ? (JSON.parse(i.draft.body) as E) : (live[locale] ?? k.blank);
      return [locale, { ...entry, state: stateOf(locale, Boolean(live[locale]), i, englishNow), updatedAt: i.last?.created_at ?? null, updatedBy: i.last?.created_by ?? null }];
    }),
  ) as Record<Locale, E & { state: ReturnType<typeof stateOf>; updatedAt: string | null; updatedBy: string | null }>;
  return { languages, englishNow, info, live };
}

/** GET …/{id}/content → { languages, onSite }: `onSite`, the languages the site shows a text in (a draft may wait on top). */
export async function getContent<E>(k: ContentKind<E>, id: string) {
  const { languages, live } = await withDatabase(`admin-${k.kind}-content`, () => contentOf(k, getDb(), id));
  return { languages, onSite: LOCALES.filter((l) => live[l] !== undefined) };
}

/** PUT …/{id}/content/{lang}: the whole entry of a language, saved as a draft; the site shows nothing of it yet. */
export async function saveDraft<E>(k: ContentKind<E>, id: string, lang: string, input: unknown, operator: Operator) {
  const locale = languageOf(lang);
  const entry = parseInput(k.schema, input);
  await withDatabase(`admin-${k.kind}-save`, () =>
    getDb().transaction().execute(async (trx) => {
      const { englishNow, info, live } = await contentOf(k, trx, id);
      await k.check?.(trx, id, locale, entry);
      const original = live[locale];
      // The text the site showed before the studio first touched this language, kept so its
      // first change can be seen and undone ('original': never a draft, never the published one).
      if (!info(locale).last && original !== undefined)
        await repo.insertRevision(trx, {
          id: newRevisionId(), kind: k.kind, item_id: id, locale, state: 'original', body: JSON.stringify(original),
          english_revision: null, created_at: new Date().toISOString(), created_by: 'catalogue', seq: await repo.nextSeq(trx, k.kind, id),
        });
      await repo.insertRevision(trx, {
        id: newRevisionId(), kind: k.kind, item_id: id, locale, state: 'draft', body: JSON.stringify(entry),
        english_revision: locale === 'en' ? null : englishNow, created_at: new Date().toISOString(), created_by: operator.email, seq: await repo.nextSeq(trx, k.kind, id),
      });
    }),
  );
  return getContent(k, id);
}

/** Writes an entry live and records it as the newest published version. */
async function goLive<E>(k: ContentKind<E>, trx: Transaction<Database>, id: string, locale: Locale, entry: E, englishRevision: string | null, operator: Operator) {
  await k.check?.(trx, id, locale, entry);
  const previous = await k.write(trx, id, locale, entry);
  await repo.insertRevision(trx, {
    id: newRevisionId(), kind: k.kind, item_id: id, locale, state: 'published', body: JSON.stringify(entry), english_revision: locale === 'en' ? null : englishRevision,
    created_at: new Date().toISOString(), created_by: operator.email, seq: await repo.nextSeq(trx, k.kind, id),
  });
  return previous;
}

/** Rebuilds the pages a language of the item shows on (and the one under its old address) and answers the content as it now is. */
async function rebuild<E>(k: ContentKind<E>, id: string, locale: Locale, previousSlug: string | undefined, revalidate: Revalidate) {
  const paths = await withDatabase(`admin-${k.kind}-pages`, () => k.pages(getDb(), id, locale));
  // The old address's cached page would go on showing the item there until its revalidate period
  // ends; rebuilt now, it is the 301 to the new one. In every language: another language without
  // an address of its own shows the English one (a page never cached is skipped, see nextRevalidate).
  const moved = previousSlug && k.pageAt ? LOCALES.map((l) => localePath(l, k.pageAt!(previousSlug))) : [];
  const { revalidated, failed } = await revalidatePages(revalidate, [...new Set([...paths, ...moved])]);
  return { ...(await getContent(k, id)), published: locale, previousSlug: previousSlug ?? null, revalidated, failed };
}

/** POST …/{id}/publish/{lang}: the language's draft goes live; 409 when there is none. */
export async function publishDraft<E>(k: ContentKind<E>, id: string, lang: string, operator: Operator, revalidate: Revalidate) {
  const locale = languageOf(lang);
  const previous = await withDatabase(`admin-${k.kind}-publish`, () =>
    getDb().transaction().execute(async (trx) => {
      const draft = (await contentOf(k, trx, id)).info(locale).draft;
      if (!draft) throw new AppError(409, 'nothing_to_publish', 'api.nothingToPublish');
      return goLive(k, trx, id, locale, k.schema.parse(JSON.parse(draft.body)), draft.english_revision, operator);
    }),
  );
  return rebuild(k, id, locale, previous, revalidate);
}

/** GET …/{id}/revisions → { revisions } newest first: each version with its language, state, who and when. */
export async function revisionsOf<E>(k: ContentKind<E>, id: string) {
  return withDatabase(`admin-${k.kind}-revisions`, async () => {
    const db = getDb();
    if (!(await k.exists(db, id))) throw notFound();
    const rows = await repo.findRevisions(db, k.kind, id);
    return { revisions: rows.map((r) => ({ id: r.id, language: r.locale, state: r.state, createdAt: r.created_at, createdBy: r.created_by, entry: JSON.parse(r.body) as E })) };
  });
}

/** POST …/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export async function restoreRevision<E>(k: ContentKind<E>, id: string, revisionId: string, operator: Operator, revalidate: Revalidate) {
  const { locale, previous } = await withDatabase(`admin-${k.kind}-restore`, () =>
    getDb().transaction().execute(async (trx) => {
      const revision = await repo.findRevision(trx, k.kind, id, revisionId);
      if (!revision || !isLocale(revision.locale)) throw notFound();
      const entry = k.schema.parse(JSON.parse(revision.body));
      return { locale: revision.locale, previous: await goLive(k, trx, id, revision.locale, entry, revision.locale === 'en' ? null : revision.english_revision, operator) };
    }),
  );
  return rebuild(k, id, locale, previous, revalidate);
}

/** The draft of an item in a language, if one waits to be published (what a preview shows). */
export async function draftOf<E>(k: ContentKind<E>, id: string, locale: Locale): Promise<E | undefined> {
  const draft = byLanguage(await repo.findRevisions(getDb(), k.kind, id))(locale).draft;
  return draft ? (JSON.parse(draft.body) as E) : undefined;
}

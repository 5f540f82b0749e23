import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, MediaTable } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

// The operator's photos: queries only; server/media/mediaService.ts decides when they run.

const PHOTO_COLUMNS = ['id', 'width', 'height', 'alt', 'focal_x', 'focal_y', 'format', 'bytes', 'created_at', 'created_by'] as const;

export const findMediaBySha = (db: Db, sha256: string) => db.selectFrom('media').select(PHOTO_COLUMNS).where('sha256', '=', sha256).executeTakeFirst();

export const findMedia = (db: Db, id: string) => db.selectFrom('media').select(PHOTO_COLUMNS).where('id', '=', id).executeTakeFirst();

export async function insertMedia(db: Db, row: Insertable<MediaTable>, files: { width: number; body: Buffer }[]) {
  await db.insertInto('media').values(row).execute();
  for (const f of files) await db.insertInto('media_files').values({ media_id: row.id, width: f.width, body: f.body }).execute();
}

/** The newest photos first; `q` searches every language's alt text. */
export function searchMedia(db: Db, q: string | undefined, limit: number) {
  let query = db.selectFrom('media').select(PHOTO_COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(limit);
  for (const word of (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) query = query.where((eb) => eb(eb.fn('lower', ['alt']), 'like', `%${word.replace(/[\\%_]/g, '')}%`));
  return query.execute();
}

export const updateMedia = (db: Db, id: string, values: { alt: string; focal_x: number; focal_y: number }) =>
  db.updateTable('media').set(values).where('id', '=', id).executeTakeFirst();

export const readMediaFile = (db: Db, id: string, width: number) =>
  db.selectFrom('media_files').select('body').where('media_id', '=', id).where('width', '=', width).executeTakeFirst();

/** The photos of a tour, first one first. */
export const findTourMedia = (db: Db, tourId: string) =>
  db.selectFrom('tour_media').innerJoin('media', 'media.id', 'tour_media.media_id').select(PHOTO_COLUMNS.map((c) => `media.${c}` as const)).where('tour_media.tour_id', '=', tourId).orderBy('tour_media.position').execute();

/** The first photo of each of these tours (their card's picture). */
export const findTourCovers = (db: Db, tourIds: string[]) =>
  db.selectFrom('tour_media').innerJoin('media', 'media.id', 'tour_media.media_id').select(['tour_media.tour_id', 'media.id', 'media.width', 'media.height', 'media.focal_x', 'media.focal_y'])
    .where('tour_media.position', '=', 0).where('tour_media.tour_id', 'in', tourIds.length ? tourIds : ['']).execute();

export async function replaceTourMedia(db: Db, tourId: string, mediaIds: string[]) {
  await db.deleteFrom('tour_media').where('tour_id', '=', tourId).execute();
  for (const [position, media_id] of mediaIds.entries()) await db.insertInto('tour_media').values({ tour_id: tourId, media_id, position }).execute();
}

/** The tours that show a photo. */
export const toursShowingMedia = (db: Db, mediaId: string) =>
  db.selectFrom('tour_media').select('tour_id').where('media_id', '=', mediaId).execute().then((rows) => rows.map((r) => r.tour_id));

/** Several photos at once (those an article's text shows). */
export const findMediaByIds = (db: Db, ids: string[]) => (ids.length ? db.selectFrom('media').select(PHOTO_COLUMNS).where('id', 'in', ids).execute() : Promise.resolve([]));

/** Whether anything the site shows uses the photo: a tour, a destination, a team member, an article's cover or text. */
export async function isMediaInUse(db: Db, id: string): Promise<boolean> {
  const hits = await Promise.all([
    db.selectFrom('tour_media').select('tour_id').where('media_id', '=', id).executeTakeFirst(),
    db.selectFrom('destinations').select('id').where('photo_media_id', '=', id).executeTakeFirst(),
    db.selectFrom('team_members').select('id').where('photo_media_id', '=', id).executeTakeFirst(),
    db.selectFrom('articles').select('id').where('cover_media_id', '=', id).executeTakeFirst(),
    db.selectFrom('article_translations').select('article_id').where('body', 'like', `%"media":"${id}"%`).executeTakeFirst(),
  ]);
  return hits.some(Boolean);
}

/** Removes a photo and its sizes (media_files go with it). */
export async function deleteMedia(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom('media_files').where('media_id', '=', id).execute();
  const res = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

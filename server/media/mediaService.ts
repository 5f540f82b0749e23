import { randomBytes } from 'node:crypto';
import { MEDIA_MAX_BYTES, MEDIA_MAX_MB, mediaAltFields, mediaQuery, mediaUpdate, tourPictures, type MediaAltFields } from '@/lib/admin/mediaSchemas';
import { LOCALES } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import { pagesShowingTour, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import * as repo from './mediaRepository';
import { toPhoto, type Alt } from './photoView';
import { sizePhoto } from './photoFile';

// The media library: the operator's photos, uploaded once and shown on any tour. Kept in the
// database (not on a disk) so every server instance serves the same pictures with nothing shared
// but the database; the sizes are made once on upload, never while a traveller waits.

export const mediaTooLarge = () => new AppError(413, 'payload_too_large', 'api.mediaTooLarge', undefined, undefined, { max: MEDIA_MAX_MB });

const altOf = (fields: MediaAltFields): Alt => Object.fromEntries(LOCALES.map((l) => [l, fields[`alt_${l}`]])) as Alt;

/**
 * POST /api/admin/media (multipart: `file`, `alt_en` … `alt_pt`) → 201 { id, url, width, height, … }.
 * The same photo uploaded twice is stored once: the second upload answers the first one's id.
 */
export async function uploadMedia(fields: Record<string, string>, file: Buffer | undefined, operator: Operator) {
  if (!file) throw new AppError(400, 'invalid_input', 'api.invalidInput', { file: 'validation.required' });
  if (file.length > MEDIA_MAX_BYTES) throw mediaTooLarge();
  const alt = altOf(parseInput(mediaAltFields, fields));
  const sized = await sizePhoto(file);
  return withDatabase('admin-media-upload', () =>
    getDb().transaction().execute(async (trx) => {
      const existing = await repo.findMediaBySha(trx, sized.sha256);
      if (existing) return { ...toPhoto(existing), existing: true };
      const row = {
        id: randomBytes(12).toString('hex'), sha256: sized.sha256, width: sized.width, height: sized.height, format: sized.format, bytes: file.length,
        alt: JSON.stringify(alt), created_at: new Date().toISOString(), created_by: operator.email,
      };
      await repo.insertMedia(trx, row, sized.files);
      return { ...toPhoto({ ...row, focal_x: 50, focal_y: 50 }), existing: false };
    }),
  );
}

/** GET /api/admin/media?q= → { media: [...] }, newest first. */
export async function listMedia(query: unknown) {
  const { q } = parseInput(mediaQuery, query);
  const rows = await withDatabase('admin-media-list', () => repo.searchMedia(getDb(), q, 60));
  return { media: rows.map(toPhoto) };
}

/** PATCH /api/admin/media/{id}: alt texts and focal point; the pages that show the photo are rebuilt. */
export async function updateMediaDetails(id: string, input: unknown, revalidate: Revalidate) {
  const { focal_x, focal_y, ...alt } = parseInput(mediaUpdate, input);
  const { photo, tours } = await withDatabase('admin-media-update', async () => {
    const db = getDb();
    if (!(await repo.findMedia(db, id))) throw notFound();
    await repo.updateMedia(db, id, { alt: JSON.stringify(altOf(alt)), focal_x, focal_y });
    return { photo: toPhoto((await repo.findMedia(db, id))!), tours: await repo.toursShowingMedia(db, id) };
  });
  return { ...photo, ...(await rebuildTours(tours, revalidate)) };
}

/** DELETE /api/admin/media/{id}: a photo nothing shows any more leaves the library; one still in use answers 409 media_in_use. */
export async function removeMedia(id: string) {
  await withDatabase('admin-media-delete', () =>
    getDb().transaction().execute(async (trx) => {
      if (!(await repo.findMedia(trx, id))) throw notFound();
      if (await repo.isMediaInUse(trx, id)) throw new AppError(409, 'media_in_use', 'api.mediaInUse');
      await repo.deleteMedia(trx, id);
    }),
  );
  return { deleted: id };
}

/** GET …/tours/{id}/pictures → { media: [...] }, the tour's photos first one first. */
export async function tourPicturesOf(tourId: string) {
  return withDatabase('admin-tour-pictures', async () => {
    const db = getDb();
    if (!(await db.selectFrom('tours').select('id').where('id', '=', tourId).executeTakeFirst())) throw notFound();
    return { media: (await repo.findTourMedia(db, tourId)).map(toPhoto) };
  });
}

/** PUT …/tours/{id}/pictures { media: [ids] }: the photos the tour shows, in order; live at once on every domain. */
export async function setTourPictures(tourId: string, input: unknown, revalidate: Revalidate) {
  const { media } = parseInput(tourPictures, input);
  const ids = [...new Set(media)];
  await withDatabase('admin-tour-pictures-save', () =>
    getDb().transaction().execute(async (trx) => {
      if (!(await trx.selectFrom('tours').select('id').where('id', '=', tourId).executeTakeFirst())) throw notFound();
      for (const id of ids) if (!(await repo.findMedia(trx, id))) throw new AppError(400, 'invalid_input', 'api.invalidInput', { media: 'validation.invalid' });
      await repo.replaceTourMedia(trx, tourId, ids);
    }),
  );
  return { ...(await tourPicturesOf(tourId)), ...(await rebuildTours([tourId], revalidate)) };
}

async function rebuildTours(tourIds: string[], revalidate: Revalidate) {
  const paths = await withDatabase('admin-media-pages', async () => (await Promise.all(tourIds.map((id) => pagesShowingTour(getDb(), id)))).flat());
  return revalidatePages(revalidate, [...new Set(paths)]);
}

const FILE_NAME = /^([0-9a-f]{24})\.(\d{2,5})\.webp$/;

/** GET /api/media/<id>.<width>.webp: one stored size; undefined for anything else. */
export async function mediaFile(name: string): Promise<Buffer | undefined> {
  const m = FILE_NAME.exec(name);
  if (!m) return undefined;
  const row = await repo.readMediaFile(getDb(), m[1]!, Number(m[2]));
  return row ? Buffer.from(row.body) : undefined;
}

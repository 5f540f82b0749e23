import type { Kysely } from 'kysely';
import { photoImage, type PageImage } from '@/server/catalogue/images';
import type { Database } from '@/server/db/types';
import { findTourCovers, findTourMedia } from './mediaRepository';
import { mediaUrl, toPhoto } from './photoView';

// The operator's photos as the tour pages and cards show them; the drawn artwork stays wherever
// a tour has none.

type Db = Kysely<Database>;

/** A tour's photos, first one first, alt text in the page's language. */
export async function tourPhotos(db: Db, tourId: string, locale: string): Promise<PageImage[]> {
  return (await findTourMedia(db, tourId)).map((row) => photoImage(toPhoto(row), locale));
}

/** Each tour's first photo, for its card (whose alt text is the card's title). */
export async function tourCovers(db: Db, tourIds: string[]): Promise<Map<string, PageImage>> {
  const rows = await findTourCovers(db, tourIds);
  return new Map(rows.map((r) => [r.tour_id, photoImage({ url: mediaUrl(r.id, r.width), width: r.width, height: r.height, alt: {}, focalX: r.focal_x, focalY: r.focal_y }, 'en')]));
}

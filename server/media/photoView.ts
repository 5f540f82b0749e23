import imageConfig from '@/config/images';
import type { LOCALES } from '@/lib/i18n/config';
import type { findMedia } from './mediaRepository';

// How a stored photo is described to the back office and to the pages that show it.

type PhotoRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;
export type Alt = Record<(typeof LOCALES)[number], string>;

/** The URL of the photo's largest size; the site's image loader derives the smaller ones from it. */
export const mediaUrl = (id: string, width: number) => `${imageConfig.MEDIA_URL_BASE}/${id}.${width}.webp`;

/** How the back office sees a photo. */
export const toPhoto = (row: PhotoRow) => ({
  id: row.id, url: mediaUrl(row.id, row.width), width: row.width, height: row.height, alt: JSON.parse(row.alt) as Alt,
  focalX: row.focal_x, focalY: row.focal_y, format: row.format, bytes: row.bytes, createdAt: row.created_at, createdBy: row.created_by,
});
export type Photo = ReturnType<typeof toPhoto>;

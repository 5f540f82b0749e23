import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { oneLineString } from '@/lib/validation/text';

// The operator's photos, as the back office sends them: shared by its forms and the admin API.

/** Phones write 3–15 MB per photo; room for a large camera JPEG too. */
export const MEDIA_MAX_MB = 25;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * 1024 * 1024;
/** What an upload may be, recognised by its bytes. */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'heic'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const altText = oneLineString().max(300);

/** Alt text per language, as upload fields alt_en … alt_pt: required in English, asked for in every language. */
export const mediaAltFields = z.object({
  alt_en: altText.min(1, { error: 'key:required' }),
  alt_de: altText.default(''),
  alt_fr: altText.default(''),
  alt_es: altText.default(''),
  alt_it: altText.default(''),
  alt_pt: altText.default(''),
});
export type MediaAltFields = z.output<typeof mediaAltFields>;

/** PATCH /api/admin/media/{id}: its alt texts and the point every crop keeps in view (percent of width and height). */
export const mediaUpdate = mediaAltFields.extend({
  focal_x: z.number().int().min(0).max(100),
  focal_y: z.number().int().min(0).max(100),
});

/** PUT /api/admin/tours/{id}/pictures: the photos the tour shows, first one first (its cover). */
export const tourPictures = z.object({
  media: z.array(z.string().regex(/^[0-9a-f]{24}$/, { error: 'key:invalid' })).max(30),
});

/** GET /api/admin/media?q=: words found in any alt text. */
export const mediaQuery = z.object({ q: z.string().max(100).optional() });

import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';
import { removeMedia, updateMediaDetails } from '@/server/media/mediaService';

export const config = { api: { bodyParser: false } };

/** PATCH /api/admin/media/{id} { alt_en … alt_pt, focal_x, focal_y }: the pages showing the photo are rebuilt. DELETE: out of the library, unless something shows it (409). */
export default adminHandler({
  PATCH: async ({ req, res }) => updateMediaDetails(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
  DELETE: ({ req }) => removeMedia(String(req.query.id)),
}, 'catalogue');

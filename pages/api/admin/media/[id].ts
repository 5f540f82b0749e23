import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';
import { updateMediaDetails } from '@/server/media/mediaService';

export const config = { api: { bodyParser: false } };

/** PATCH /api/admin/media/{id} { alt_en … alt_pt, focal_x, focal_y }: the pages showing the photo are rebuilt. */
export default adminHandler({
  PATCH: async ({ req, res }) => updateMediaDetails(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
}, 'catalogue');

import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { updateMediaDetails } from '@/server/media/mediaService';

/** PATCH /api/admin/media/{id} { alt_en … alt_pt, focal_x, focal_y }: the pages showing the photo are rebuilt. */
export default adminHandler({
  PATCH: ({ req, res }) => updateMediaDetails(String(req.query.id), req.body, nextRevalidate(res)),
}, 'catalogue');

import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';
import { setTourPictures, tourPicturesOf } from '@/server/media/mediaService';

export const config = { api: { bodyParser: false } };

/** GET → { media }; PUT { media: [ids] }: the photos the tour shows, first one first (its cover on cards and its page). */
export default adminHandler({
  GET: ({ req }) => tourPicturesOf(String(req.query.id)),
  PUT: async ({ req, res }) => setTourPictures(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
}, 'catalogue');

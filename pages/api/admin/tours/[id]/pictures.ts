import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { setTourPictures, tourPicturesOf } from '@/server/media/mediaService';

/** GET → { media }; PUT { media: [ids] }: the photos the tour shows, first one first (its cover on cards and its page). */
export default adminHandler({
  GET: ({ req }) => tourPicturesOf(String(req.query.id)),
  PUT: ({ req, res }) => setTourPictures(String(req.query.id), req.body, nextRevalidate(res)),
}, 'catalogue');

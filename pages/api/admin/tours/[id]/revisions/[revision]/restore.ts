import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restoreTourRevision } from '@/server/content/tourContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/tours/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restoreTourRevision(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');

import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restoreDestinationRevision } from '@/server/content/destinationContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/destinations/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restoreDestinationRevision(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');

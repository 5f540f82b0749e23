import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restoreAssociateRevision } from '@/server/content/associateContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/associates/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restoreAssociateRevision(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');

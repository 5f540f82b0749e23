import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restoreDocument } from '@/server/content/documentContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/documents/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restoreDocument(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');

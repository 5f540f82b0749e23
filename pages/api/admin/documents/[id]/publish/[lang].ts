import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishDocument } from '@/server/content/documentContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/documents/{id}/publish/{lang}: the draft goes live and the page is rebuilt on that domain (on every domain for English). */
export default adminHandler({
  POST: ({ req, res, operator }) => publishDocument(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');

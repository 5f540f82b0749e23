import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { associateOf, updateAssociate } from '@/server/content/associateContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET → { id, kind, url, abbreviation, reference }; PATCH the same: live at once. */
export default adminHandler({
  GET: ({ req }) => associateOf(String(req.query.id)),
  PATCH: async ({ req, res }) => updateAssociate(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
}, 'catalogue');

import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { teamMemberOf, updateTeamMember } from '@/server/content/teamContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET → the member's facts and portrait; PATCH { name, category, since, languages, photoMediaId }: live at once. */
export default adminHandler({
  GET: ({ req }) => teamMemberOf(String(req.query.id)),
  PATCH: async ({ req, res }) => updateTeamMember(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
}, 'catalogue');

import { adminHandler } from '@/server/admin/adminHandler';
import { saveTeamMemberDraft } from '@/server/content/teamContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/team-members/{id}/content/{lang} { role, bio }: saved as a draft. */
export default adminHandler({
  PUT: async ({ req, operator }) => saveTeamMemberDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');

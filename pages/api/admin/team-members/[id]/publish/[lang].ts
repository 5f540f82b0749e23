import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishTeamMember } from '@/server/content/teamContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/team-members/{id}/publish/{lang}: the draft goes live; the team pages are rebuilt. */
export default adminHandler({
  POST: ({ req, res, operator }) => publishTeamMember(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');

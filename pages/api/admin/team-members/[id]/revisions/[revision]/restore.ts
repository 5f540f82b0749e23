import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restoreTeamMemberRevision } from '@/server/content/teamContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/team-members/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restoreTeamMemberRevision(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');

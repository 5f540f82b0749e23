import { adminHandler } from '@/server/admin/adminHandler';
import { getTeamMemberContent } from '@/server/content/teamContent';

/** GET /api/admin/team-members/{id}/content → { languages: { en: { role, bio, state }, … } }. */
export default adminHandler({ GET: ({ req }) => getTeamMemberContent(String(req.query.id)) }, 'catalogue');

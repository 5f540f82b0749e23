import { adminHandler } from '@/server/admin/adminHandler';
import { teamMemberRevisions } from '@/server/content/teamContent';

/** GET /api/admin/team-members/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => teamMemberRevisions(String(req.query.id)) }, 'catalogue');

import { adminHandler } from '@/server/admin/adminHandler';
import { createTeamMember, listTeamMembers } from '@/server/content/teamContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET /api/admin/team-members → { members }; POST { name, category, since, languages, photoMediaId?, role, bio } → 201 (the About page's team; /api/admin/team is the operators). */
export default adminHandler({
  GET: () => listTeamMembers(),
  POST: async ({ req, operator, status }) => {
    const created = await createTeamMember(await readJsonBody(req), operator);
    status(201);
    return created;
  },
}, 'catalogue');

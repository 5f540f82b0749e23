import { adminHandler } from '@/server/admin/adminHandler';
import { team } from '@/server/admin/teamService';

/** GET /api/admin/team → { operators: [{ id, name, email }] }: the active operators a request can be assigned to. */
export default adminHandler({ GET: () => team() }, 'account');

import { getDb } from '@/server/db/connection';
import { withDatabase } from '@/server/leads/write';
import { listActiveOperators } from './workflowRepository';

/** GET /api/admin/team → { operators: [{ id, name, email }] }: who a request can be assigned to (disabled operators left out). */
export async function team() {
  const operators = await withDatabase('admin-team', () => listActiveOperators(getDb()));
  return { operators };
}

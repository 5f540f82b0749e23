import { sql } from 'kysely';
import { apiHandler } from '@/server/http/apiHandler';
import { unavailable } from '@/server/http/errors';
import { getDb } from '@/server/db/connection';

/** For load balancers: 200 when the database answers, 503 otherwise. */
export default apiHandler({
  GET: async () => {
    try {
      await sql`select 1`.execute(getDb());
    } catch {
      throw unavailable();
    }
    return { status: 'ok' };
  },
});

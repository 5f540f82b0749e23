import type { NextApiRequest } from 'next';
import { AppError } from './errors';

/**
 * A NUL character in a path parameter or query value (`/api/admin/reviews/%00`) names nothing and
 * is never typed. PostgreSQL refuses it in any text it is sent (SQLite takes it), so it would
 * come back as a database failure (503) on one engine only: refused here on both, before any query.
 */
export function refuseNulInQuery(req: NextApiRequest): void {
  const values = Object.values(req.query ?? {}).flat();
  if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) throw new AppError(400, 'invalid_input', 'api.invalidInput');
}

import type { NextApiRequest } from 'next';

/** The Idempotency-Key header, if the client sent one (a retry sends the same). */
export function idempotencyKey(req: NextApiRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

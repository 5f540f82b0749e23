import { z } from 'zod';
import { oneLineString } from '@/lib/validation/text';
import { getDb } from '@/server/db/connection';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { searchRequests } from './searchRepository';

const query = z.object({ q: oneLineString().min(2, { error: 'key:tooShort' }).max(120) });
const PER_KIND = 50;

/**
 * GET /api/admin/search?q= → { results: [{ kind, number, name, email, status, createdAt, href }] }:
 * bookings, quote requests and messages by number, name, email or phone (a phone by its digits,
 * however it was typed), newest first.
 */
export async function searchInbox(params: unknown) {
  const { q } = parseInput(query, params);
  return withDatabase('admin-search', async () => {
    const found = await searchRequests(getDb(), q, q.replace(/\D/g, ''), PER_KIND);
    return {
      results: found.map((r) => ({ kind: r.kind, number: r.number, name: r.full_name, email: r.email, status: r.status, createdAt: r.created_at, href: `/admin/inbox/${encodeURIComponent(r.number)}` })),
    };
  });
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** A phone column with its spaces, dashes, dots, brackets and plus taken out: "+49 30 123-45" → "493012345". */
const digitsOf = (column: string) => sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')`;

const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * `text` anywhere in a column, in any case, LIKE's own wildcards taken literally. SQLite's lower()
 * knows A–Z only and PostgreSQL's every letter: the text is lowered both ways ("Óbuobi").
 */
const contains = (column: string, text: string) =>
  sql<boolean>`(lower(${sql.ref(column)}) like ${literal(text.toLowerCase())} escape '\\' or lower(${sql.ref(column)}) like ${literal(text.replace(/[A-Z]/g, (c) => c.toLowerCase()))} escape '\\')`;

export type Found = { kind: 'booking' | 'quote' | 'message'; number: string; full_name: string; email: string; status: string; created_at: string };

/**
 * Bookings, quote requests and messages whose number, name, email or phone holds the text
 * (phones compared by their digits), newest first, at most `limit` of each kind.
 */
export async function searchRequests(db: Db, text: string, digits: string, limit: number): Promise<Found[]> {
  const byPhone = (column: string) => (digits.length >= 5 ? [sql<boolean>`${digitsOf(column)} like ${`%${digits}%`}`] : []);
  const [bookings, quotes, messages] = await Promise.all([
    db.selectFrom('bookings').select(['number', 'full_name', 'email', 'status', 'created_at'])
      .where((eb) => eb.or([contains('number', text), contains('full_name', text), contains('email', text), contains('phone', text), ...byPhone('phone')]))
      .orderBy('created_at', 'desc').limit(limit).execute(),
    db.selectFrom('quote_requests').select(['number', 'full_name', 'email', 'status', 'created_at'])
      .where((eb) => eb.or([contains('number', text), contains('full_name', text), contains('email', text), contains('phone', text), ...byPhone('phone')]))
      .orderBy('created_at', 'desc').limit(limit).execute(),
    db.selectFrom('contact_messages').select(['number', 'full_name', 'email', 'created_at', sql<string>`case when answered_at is null then 'new' else 'answered' end`.as('status')])
      .where((eb) => eb.or([contains('number', text), contains('full_name', text), contains('email', text)]))
      .orderBy('created_at', 'desc').limit(limit).execute(),
  ]);
  return [
    ...bookings.map((r) => ({ ...r, kind: 'booking' as const })),
    ...quotes.map((r) => ({ ...r, kind: 'quote' as const })),
    ...messages.map((r) => ({ ...r, kind: 'message' as const })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { bookingItem, contactItem, parsedPayload, quoteItem, type InboxItem, type InboxKind } from './inboxItems';
import { findQuoteTour, listBookings, listContacts, listQuotes, type InboxFilter } from './inboxRepository';
import { assigneeOf, bookingFacts, historyOf } from './requestFacts';

/** Newest requests shown per kind (and in all): the inbox is a worklist, not an archive. */
const INBOX_LIMIT = 200;

export const inboxQuery = z.object({
  kind: z.enum(['quote', 'contact', 'booking']).optional(),
  status: z.string().trim().min(1).max(20).optional(),
  language: z.enum(LOCALES as unknown as [string, ...string[]]).optional(),
  affiliate: z.enum(['yes', 'no']).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM')
    .optional(),
  owed: z.enum(['yes']).optional(),
});

const newestFirst = (a: InboxItem, b: InboxItem) => b.createdAt.localeCompare(a.createdAt) || b.number.localeCompare(a.number);

/** Every request of the kinds asked, through one filter, as inbox items newest first. */
async function collect(db: Kysely<Database>, kinds: InboxKind[], filter: InboxFilter, now: Date) {
  const [quotes, contacts, bookings] = await Promise.all([
    kinds.includes('quote') ? listQuotes(db, filter, INBOX_LIMIT) : [],
    kinds.includes('contact') ? listContacts(db, filter, INBOX_LIMIT) : [],
    kinds.includes('booking') ? listBookings(db, filter, INBOX_LIMIT) : [],
  ]);
  return {
    items: [...quotes.map((r) => quoteItem(r, now)), ...contacts.map((r) => contactItem(r, now)), ...bookings.map((r) => bookingItem(r, now))].sort(newestFirst).slice(0, INBOX_LIMIT),
    payloads: new Map<string, string>([...quotes, ...contacts, ...bookings].map((r) => [r.number, r.payload])),
  };
}

const ALL: InboxKind[] = ['quote', 'contact', 'booking'];

/**
 * GET /api/admin/inbox?kind=&status=&language=&affiliate=yes|no&month=YYYY-MM&owed=yes → { items }
 * newest first (`month`: the trip starts that month; `owed`: bookings that still owe money).
 */
export async function inbox(query: unknown) {
  const q = parseInput(inboxQuery, query);
  const filter: InboxFilter = {
    status: q.status,
    language: q.language,
    affiliate: q.affiliate === undefined ? undefined : q.affiliate === 'yes',
    month: q.month,
    owed: q.owed === 'yes',
  };
  const { items } = await withDatabase('admin-inbox', () => collect(getDb(), q.kind ? [q.kind] : ALL, filter, new Date()));
  return { items };
}

/**
 * A request as the back office shows it: the inbox item (with its payload as sent), who looks
 * after it, its history oldest first, and for a booking where it stands; 404 when unknown.
 */
export async function requestDetail(db: Kysely<Database>, number: string, now = new Date()) {
  const found = await collect(db, ALL, { number }, now);
  const item = found.items[0];
  if (!item) throw notFound();
  const [assignee, history, booking, tour] = await Promise.all([
    assigneeOf(db, item.kind, number),
    historyOf(db, item.kind, number, item.createdAt),
    item.kind === 'booking' ? bookingFacts(db, number) : undefined,
    item.kind === 'quote' ? findQuoteTour(db, number) : undefined,
  ]);
  // A quote's catalogue tour, so it can be booked on one of the tour's departures (null: tailor-made).
  const quoteTour = item.kind === 'quote' ? { tour: tour ? { id: tour.id, title: tour.title ?? tour.id, tripType: tour.trip_type, days: Number(tour.days) } : null } : {};
  return { ...item, payload: parsedPayload(found.payloads.get(number)!), assignee, history, ...(booking ? { booking } : {}), ...quoteTour };
}
export type RequestDetail = Awaited<ReturnType<typeof requestDetail>>;

/**
 * GET /api/admin/inbox/{number} → { request, earlier }: the request (see requestDetail) and the
 * same traveller's (same email) earlier requests, newest first. Every action on a request answers
 * this same shape, so a screen can put the answer in place of what it showed.
 */
export async function inboxDetail(db: Kysely<Database>, number: string, now = new Date()) {
  const request = await requestDetail(db, number, now);
  const earlier = await collect(db, ALL, { email: request.email.toLowerCase(), before: request.createdAt }, now);
  return { request, earlier: earlier.items };
}
export type InboxDetail = Awaited<ReturnType<typeof inboxDetail>>;

export const inboxRequest = (number: string) => withDatabase('admin-inbox-request', () => inboxDetail(getDb(), number));

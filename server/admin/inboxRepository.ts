import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { monthDays } from '@/server/bookings/dates';
import { owesMoney } from './moneyRepository';

type Db = Kysely<Database>;

/**
 * What narrows the inbox; undefined means "any". `email` is compared lower-cased; `month`
 * (YYYY-MM) is the month the trip starts; `owed` keeps only bookings that still owe money.
 */
export type InboxFilter = { number?: string; status?: string; language?: string; affiliate?: boolean; email?: string; before?: string; month?: string; owed?: boolean };

// The three kinds of request, each read from its own table; the service merges them.
// `assignee` is the name of the operator looking after a request (null when nobody is);
// `tour_title` the tour's English title (the back office is in English), null without a tour.

export function listQuotes(db: Db, f: InboxFilter, limit: number) {
  let q = db
    .selectFrom('quote_requests as q')
    .select(['q.number', 'q.locale', 'q.full_name', 'q.email', 'q.status', 'q.created_at', 'q.tour_id', 'q.departure_date', 'q.adults', 'q.children', 'q.payload'])
    .select((eb) => eb.exists(eb.selectFrom('affiliate_friends as a').select('a.quote_number').whereRef('a.quote_number', '=', 'q.number')).as('affiliate'))
    .select((eb) => eb.selectFrom('operators as op').select('op.name').whereRef('op.id', '=', 'q.assignee_id').as('assignee'))
    .select((eb) => eb.selectFrom('tour_translations as tt').select('tt.title').whereRef('tt.tour_id', '=', 'q.tour_id').where('tt.locale', '=', 'en').as('tour_title'));
  if (f.status) q = q.where('q.status', '=', f.status);
  if (f.language) q = q.where('q.locale', '=', f.language);
  if (f.affiliate !== undefined) {
    q = q.where((eb) => {
      const linked = eb.exists(eb.selectFrom('affiliate_friends as a').select('a.quote_number').whereRef('a.quote_number', '=', 'q.number'));
      return f.affiliate ? linked : eb.not(linked);
    });
  }
  if (f.email) q = q.where((eb) => eb(eb.fn('lower', ['q.email']), '=', f.email!));
  if (f.before) q = q.where('q.created_at', '<', f.before);
  if (f.month) q = q.where('q.departure_date', '>=', monthDays(f.month)[0]).where('q.departure_date', '<=', monthDays(f.month)[1]);
  // A quote owes nothing: money is owed on bookings.
  if (f.owed) return Promise.resolve([]);
  if (f.number) q = q.where('q.number', '=', f.number);
  return q.orderBy('q.created_at', 'desc').limit(limit).execute();
}

/** Contact messages have no status column: 'new' until answered_at is set, then 'answered'. */
export function listContacts(db: Db, f: InboxFilter, limit: number) {
  let q = db
    .selectFrom('contact_messages')
    .select(['number', 'locale', 'full_name', 'email', 'created_at', 'answered_at', 'payload'])
    .select((eb) => eb.selectFrom('operators as op').select('op.name').whereRef('op.id', '=', 'contact_messages.assignee_id').as('assignee'));
  if (f.status === 'new') q = q.where('answered_at', 'is', null);
  else if (f.status === 'answered') q = q.where('answered_at', 'is not', null);
  else if (f.status) return Promise.resolve([]);
  // A contact message never comes through an affiliate's link, has no trip date and owes nothing.
  if (f.affiliate === true || f.month || f.owed) return Promise.resolve([]);
  if (f.language) q = q.where('locale', '=', f.language);
  if (f.email) q = q.where((eb) => eb(eb.fn('lower', ['email']), '=', f.email!));
  if (f.before) q = q.where('created_at', '<', f.before);
  if (f.number) q = q.where('number', '=', f.number);
  return q.orderBy('created_at', 'desc').limit(limit).execute();
}

/**
 * A booking came through an affiliate when it was made through their link (affiliate_slug) or
 * from a quote their link brought (the quote is their friend's): the reward is earned either way.
 */
const cameThroughAffiliate = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.or([
    eb('bookings.affiliate_slug', 'is not', null),
    eb.exists(eb.selectFrom('affiliate_friends as a').select('a.quote_number').whereRef('a.quote_number', '=', 'bookings.quote_number')),
  ]);

export function listBookings(db: Db, f: InboxFilter, limit: number) {
  let q = db
    .selectFrom('bookings')
    .select(['number', 'locale', 'full_name', 'email', 'status', 'created_at', 'tour_id', 'start_date', 'adults', 'children', 'total_cents', 'payload'])
    .select((eb) => cameThroughAffiliate(eb).as('affiliate'))
    .select((eb) => eb.selectFrom('operators as op').select('op.name').whereRef('op.id', '=', 'bookings.assignee_id').as('assignee'))
    .select((eb) => eb.selectFrom('tour_translations as tt').select('tt.title').whereRef('tt.tour_id', '=', 'bookings.tour_id').where('tt.locale', '=', 'en').as('tour_title'));
  if (f.status) q = q.where('status', '=', f.status);
  if (f.language) q = q.where('locale', '=', f.language);
  if (f.affiliate !== undefined) q = q.where((eb) => (f.affiliate ? cameThroughAffiliate(eb) : eb.not(cameThroughAffiliate(eb))));
  if (f.email) q = q.where((eb) => eb(eb.fn('lower', ['email']), '=', f.email!));
  if (f.before) q = q.where('created_at', '<', f.before);
  if (f.number) q = q.where('number', '=', f.number);
  if (f.month) q = q.where('start_date', '>=', monthDays(f.month)[0]).where('start_date', '<=', monthDays(f.month)[1]);
  if (f.owed) q = q.where((eb) => owesMoney(eb));
  return q.orderBy('created_at', 'desc').limit(limit).execute();
}

export type QuoteRow = Awaited<ReturnType<typeof listQuotes>>[number];
export type ContactRow = Awaited<ReturnType<typeof listContacts>>[number];
export type BookingInboxRow = Awaited<ReturnType<typeof listBookings>>[number];

/** The catalogue tour a quote is about (its id, English title and trip type), for booking it; undefined for a tailor-made one. */
export const findQuoteTour = (db: Db, number: string) =>
  db
    .selectFrom('quote_requests as q')
    .innerJoin('tours as t', 't.id', 'q.tour_id')
    .leftJoin('tour_translations as tt', (j) => j.onRef('tt.tour_id', '=', 't.id').on('tt.locale', '=', 'en'))
    .select(['t.id', 'tt.title', 't.trip_type', 't.days'])
    .where('q.number', '=', number)
    .executeTakeFirst();

import { formatCents } from '@/lib/format/price';
import type { BookingInboxRow, ContactRow, QuoteRow } from './inboxRepository';

/** The site promises an answer within 24 hours: past 20 without one, a request is marked. */
export const OVERDUE_HOURS = 20;
/** Quote statuses that still wait for the operator's answer. */
export const UNANSWERED_QUOTE = ['new', 'open'];
/** A booking still asking (not yet held, confirmed or cancelled). */
export const UNANSWERED_BOOKING = ['inquiry'];

export type InboxKind = 'quote' | 'contact' | 'booking';
export type InboxItem = {
  kind: InboxKind;
  number: string;
  createdAt: string;
  ageHours: number;
  overdue: boolean;
  language: string;
  name: string;
  email: string;
  status: string;
  affiliate: boolean;
  summary: string;
  /** The name of the operator looking after it, or null. */
  assignee: string | null;
};

const parse = (payload: string): Record<string, unknown> => {
  try {
    return JSON.parse(payload);
  } catch {
    return {};
  }
};

const people = (adults: number, children: number) => `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`;

type ItemRow = { number: string; locale: string; full_name: string; email: string; created_at: string; assignee: string | null };

function item(kind: InboxKind, row: ItemRow, status: string, unanswered: boolean, affiliate: boolean, summary: string, now: Date): InboxItem {
  const ageHours = Math.max(0, Math.floor((now.getTime() - Date.parse(row.created_at)) / 3_600_000));
  const overdue = unanswered && now.getTime() - Date.parse(row.created_at) > OVERDUE_HOURS * 3_600_000;
  return { kind, number: row.number, createdAt: row.created_at, ageHours, overdue, language: row.locale, name: row.full_name, email: row.email, status, affiliate, summary, assignee: row.assignee ?? null };
}

export const quoteItem = (r: QuoteRow, now: Date) =>
  item('quote', r, r.status, UNANSWERED_QUOTE.includes(r.status), Boolean(Number(r.affiliate)), [r.tour_title ?? r.tour_id ?? 'tailor-made', r.departure_date, people(Number(r.adults), Number(r.children))].join(' · '), now);

export const contactItem = (r: ContactRow, now: Date) => {
  const message = String(parse(r.payload).message ?? '').replace(/\s+/g, ' ').trim();
  return item('contact', r, r.answered_at ? 'answered' : 'new', !r.answered_at, false, message.length > 140 ? `${message.slice(0, 139)}…` : message, now);
};

/** A booking's summary: the tour's title (its id only if it has no English title), start, party and price as the site writes it ("$ 6,750"). */
export const bookingItem = (r: BookingInboxRow, now: Date) =>
  item('booking', r, r.status, UNANSWERED_BOOKING.includes(r.status), Boolean(Number(r.affiliate)), [r.tour_title ?? r.tour_id ?? 'tailor-made', r.start_date, people(Number(r.adults), Number(r.children)), formatCents(Number(r.total_cents))].join(' · '), now);

export const parsedPayload = parse;

/** Which table a request number belongs to (Q-, C- or B-), or undefined for anything else. */
export const kindOfNumber = (number: string): InboxKind | undefined =>
  /^Q-\d{4}-\w+$/.test(number) ? 'quote' : /^C-\d{4}-\w+$/.test(number) ? 'contact' : /^B-\d{4}-\w+$/.test(number) ? 'booking' : undefined;

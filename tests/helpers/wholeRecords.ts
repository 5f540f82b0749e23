import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

/**
 * Everything that would show a write cut half-way (a crash, a lost connection): a quote or a
 * booking without its two mails, a booking without its history or its invoice, a mail or a
 * stored idempotent answer whose record is missing, a number taken twice or skipped, a
 * departure sold beyond its seats. Returns one line per problem: [] when every record is whole.
 */
export async function halfWritten(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const quotes = (await db.selectFrom('quote_requests').select('number').execute()).map((r) => r.number);
  const bookings = await db.selectFrom('bookings').select(['number', 'status', 'departure_id']).execute();
  const mails = await db.selectFrom('outbox').select(['ref', 'kind']).execute();
  const history = await db.selectFrom('booking_history').select(['booking_number', 'to_status']).orderBy('at').orderBy('id').execute();
  const invoices = await db.selectFrom('invoices').select(['number', 'booking_number']).execute();
  const kindsOf = (ref: string) => mails.filter((m) => m.ref === ref).map((m) => m.kind).sort();

  for (const q of quotes) {
    const kinds = kindsOf(q);
    if (kinds.join() !== 'quote.operator,quote.traveller') problems.push(`${q}: mails ${kinds.join() || 'none'}`);
  }
  for (const b of bookings) {
    const steps = history.filter((h) => h.booking_number === b.number).map((h) => h.to_status);
    if (steps[0] !== 'inquiry' || steps.at(-1) !== b.status) problems.push(`${b.number}: history ${steps.join('>') || 'none'} for status ${b.status}`);
    const kinds = kindsOf(b.number);
    // The traveller's mail for the status the booking reached when made, and the operator's.
    const made = b.departure_id ? 'awaiting_deposit' : 'inquiry';
    if (!kinds.includes('booking.operator.new') || !kinds.includes(`booking.${made}`)) problems.push(`${b.number}: mails ${kinds.join() || 'none'}`);
    if (b.departure_id && !invoices.some((i) => i.booking_number === b.number)) problems.push(`${b.number}: no invoice`);
  }
  const known = new Set([...quotes, ...bookings.map((b) => b.number)]);
  for (const m of mails) if (/^(quote|booking)\./.test(m.kind) && !known.has(m.ref)) problems.push(`mail ${m.kind} for missing ${m.ref}`);

  const answers = await db.selectFrom('idempotency_keys').select(['key', 'status', 'response']).execute();
  for (const a of answers) {
    const body = JSON.parse(a.response) as { quoteNumber?: string; bookingNumber?: string };
    const ref = body.quoteNumber ?? body.bookingNumber;
    if (ref && !known.has(ref)) problems.push(`stored answer ${a.key} names missing ${ref}`);
  }

  problems.push(...gaps('Q', quotes), ...gaps('B', bookings.map((b) => b.number)), ...gaps('INV', invoices.map((i) => i.number)));
  const counters = await db.selectFrom('counters').select(['name', 'value']).execute();
  for (const c of counters) {
    const taken = [...quotes, ...bookings.map((b) => b.number), ...invoices.map((i) => i.number)].filter((n) => n.startsWith(`${c.name}-`)).length;
    if (/^(Q|B|INV)-\d{4}$/.test(c.name) && Number(c.value) !== taken) problems.push(`counter ${c.name} at ${c.value} for ${taken} records`);
  }

  const oversold = await db.selectFrom('departures').select(['id', 'seats_taken', 'seats_total']).whereRef('seats_taken', '>', 'seats_total').execute();
  for (const d of oversold) problems.push(`departure ${d.id}: ${d.seats_taken} seats sold of ${d.seats_total}`);
  return problems;
}

/** Numbers of one kind and year run 1..n: a number skipped or given twice is a problem. */
function gaps(prefix: string, numbers: string[]): string[] {
  const byYear = new Map<string, number[]>();
  for (const n of numbers) {
    const m = new RegExp(`^${prefix}-(\\d{4})-(\\d{6})$`).exec(n);
    if (m) byYear.set(m[1], [...(byYear.get(m[1]) ?? []), Number(m[2])]);
  }
  const problems: string[] = [];
  for (const [year, values] of byYear) {
    const sorted = values.sort((a, b) => a - b);
    if (sorted.some((v, i) => v !== i + 1)) problems.push(`${prefix}-${year} numbers not 1..${sorted.length}: ${sorted.join(',')}`);
  }
  return problems;
}

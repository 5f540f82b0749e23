import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import type { RequestOptions, TestResponse } from './httpSend';
import { bookableTours } from './bookings';
import { agedFormTokens, quoteBody, seatBody } from './validBodies';
import { halfWritten } from './wholeRecords';

/** A site server a test can start on a database and end with SIGKILL (a child of the test run). */
export type KillableSite = { request: (path: string, options?: RequestOptions) => Promise<TestResponse>; kill: () => Promise<void> };

/** The matchers the scenario uses, as both vitest's and Playwright's `expect` have them. */
type Matchers = {
  toBe: (v: unknown) => void;
  toEqual: (v: unknown) => void;
  toContain: (v: unknown) => void;
  toHaveLength: (n: number) => void;
  toBeGreaterThan: (n: number) => void;
  toBeLessThanOrEqual: (n: number) => void;
};
export type Expect = (actual: unknown, message?: string) => Matchers;

const N = 150;
const SCARCE_SEATS = 3;

type Sent = { i: number; path: string; key: string; body: unknown; email: string; scarce: boolean };
type Outcome = { sent: Sent; res?: TestResponse; error?: string };

/**
 * Fires 150 quotes and bookings at once, SIGKILLs the server mid-burst, starts it again on the
 * same database, and checks that every request answered 201 exists whole, nothing is half-written,
 * the departure with three seats left sells exactly three, and every request retried with its
 * Idempotency-Key makes at most one record. Returns the figures as one line for the run's log.
 */
export async function sigkillDuringBurst({ expect, db, start, label, host }: { expect: Expect; db: Kysely<Database>; start: () => Promise<KillableSite>; label: string; host?: string }) {
  const first = await start();
  const { shared } = await bookableTours(db);
  const departures = (await first.request(`/api/departures?tour=${shared.slug}`, { host })).json().departures as { id: string; seatsTotal: number }[];
  // One departure with its last three seats; ten others with room for everyone who asks.
  const scarce = departures[20];
  await db.updateTable('departures').set({ seats_taken: scarce.seatsTotal - SCARCE_SEATS }).where('id', '=', scarce.id).execute();
  const roomy = departures.slice(21, 31);

  // A token per request (a retry of one, with its key, carries the same body and token).
  const nextToken = await agedFormTokens(db);
  // Every third request a booking (half of them for the scarce departure), the rest quotes.
  const burst: Sent[] = Array.from({ length: N }, (_, i) => {
    const key = `burst-${label}-${i}`;
    if (i % 3) return { i, path: '/api/requestquote', key, body: quoteBody(i, { formToken: nextToken() }), email: `traveller.${i}@example.com`, scarce: false };
    const scarceOne = i % 2 === 0;
    const departure = scarceOne ? scarce : roomy[i % roomy.length];
    return { i, path: '/api/bookings', key, body: seatBody(i, shared.slug, departure.id, { formToken: nextToken() }), email: `booker.${i}@example.com`, scarce: scarceOne };
  });
  const post = (site: KillableSite, s: Sent) =>
    site.request(s.path, { method: 'POST', host, headers: { 'content-type': 'application/json', 'Idempotency-Key': s.key }, body: JSON.stringify(s.body) });

  // Fire all at once; SIGKILL the server once a quarter have their answer, or sooner, the moment
  // the database holds a record whose answer has not arrived (committed, not yet answered).
  let answered = 0;
  let created201 = 0;
  let killed: Promise<void> | undefined;
  const kill = () => (killed ??= first.kill());
  const watching = (async () => {
    const records = async () => (await db.selectFrom('quote_requests').select('number').execute()).length + (await db.selectFrom('bookings').select('number').execute()).length;
    while (!killed) {
      if ((await records()) > created201 && created201 > N / 10) kill();
      // SQLite answers synchronously: let the answers in between two looks.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  const outcomes: Outcome[] = await Promise.all(
    burst.map((sent) =>
      post(first, sent).then(
        (res) => {
          if (res.status === 201) created201++;
          if (++answered >= N / 4) kill();
          return { sent, res };
        },
        (err: Error) => ({ sent, error: err.message }),
      ),
    ),
  );
  await killed;
  await watching;
  const unanswered = outcomes.filter((o) => !o.res);
  const created = outcomes.filter((o) => o.res?.status === 201);
  expect(created.length, 'some requests answered before the kill').toBeGreaterThan(0);
  expect(unanswered.length, 'some requests cut by the kill').toBeGreaterThan(0);
  // Whatever was answered is a success or the departure being full: nothing else.
  for (const o of outcomes) if (o.res) expect([201, 409], o.res.text).toContain(o.res.status);

  // Restarted on the same database: every 201 is there, whole, and nothing half-written exists.
  const second = await start();
  expect(await halfWritten(db)).toEqual([]);
  const quoteNumbers = new Set((await db.selectFrom('quote_requests').select('number').execute()).map((r) => r.number));
  const bookingNumbers = new Set((await db.selectFrom('bookings').select('number').execute()).map((r) => r.number));
  const lost = created.filter(({ res }) => {
    const body = res!.json();
    return body.quoteNumber ? !quoteNumbers.has(body.quoteNumber) : !bookingNumbers.has(body.bookingNumber);
  });
  expect(lost).toEqual([]);
  // Cut after the commit but before the answer: these the retry must hand back, not make again.
  const emailsBefore = new Set([...(await db.selectFrom('quote_requests').select('email').execute()), ...(await db.selectFrom('bookings').select('email').execute())].map((r) => r.email));
  const committedUnanswered = unanswered.filter((o) => emailsBefore.has(o.sent.email)).length;

  // Every request retried with its key: an answered one gets its answer back, an unanswered one
  // is made now or was made before the kill; either way one record per request.
  const retried = await Promise.all(burst.map((sent) => post(second, sent)));
  for (const [i, res] of retried.entries()) {
    const before = outcomes[i].res;
    if (before?.status === 201) expect(res.json(), `request ${i}`).toEqual(before.json());
    expect(burst[i].scarce ? [201, 409] : [201], `request ${i}: ${res.text}`).toContain(res.status);
  }
  const quotes = await db.selectFrom('quote_requests').select(['number', 'email']).execute();
  const bookings = await db.selectFrom('bookings').select(['number', 'email', 'departure_id', 'seats']).execute();
  const records = [...quotes, ...bookings];
  for (const sent of burst) expect(records.filter((r) => r.email === sent.email).length, sent.email).toBeLessThanOrEqual(1);
  expect(quotes).toHaveLength(burst.filter((s) => s.path === '/api/requestquote').length);
  expect(bookings).toHaveLength(retried.filter((r) => r.status === 201 && r.json().bookingNumber).length);
  for (const [i, res] of retried.entries()) {
    if (res.status !== 201) continue;
    const number = res.json().quoteNumber ?? res.json().bookingNumber;
    expect(records.find((r) => r.number === number)?.email, `request ${i}`).toBe(burst[i].email);
  }

  // The scarce departure sold its last three seats, once each; the others exactly what was booked.
  const onScarce = bookings.filter((b) => b.departure_id === scarce.id);
  expect(onScarce).toHaveLength(SCARCE_SEATS);
  const seatRows = await db.selectFrom('departures').select(['id', 'seats_taken', 'seats_total']).where('id', 'in', [scarce.id, ...roomy.map((d) => d.id)]).execute();
  for (const d of seatRows) {
    const base = d.id === scarce.id ? Number(d.seats_total) - SCARCE_SEATS : 0;
    expect(Number(d.seats_taken), d.id).toBe(base + bookings.filter((b) => b.departure_id === d.id).reduce((n, b) => n + Number(b.seats), 0));
  }
  expect(await halfWritten(db)).toEqual([]);
  return `[faults] ${label}: ${N} requests fired, 1 SIGKILL after ${N - unanswered.length} answers (${created.length} of them 201), ${unanswered.length} cut (${committedUnanswered} of those already committed), ${N} retried; records lost: ${lost.length}`;
}

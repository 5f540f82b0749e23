import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import * as quoteRoute from '@/pages/api/requestquote';
import * as contactRoute from '@/pages/api/contact_us';
import * as reviewRoute from '@/pages/api/send_review';
import * as bookingsRoute from '@/pages/api/bookings';
import { SITE } from '@/config/site';
import { MIN_FILL_MS } from '@/lib/leads/options';
import { translate, type Messages } from '@/lib/i18n/translate';
import { createDb } from '@/server/db/connection';
import { migrateToLatest } from '@/server/db/migrate';
import type { Database } from '@/server/db/types';
import { formTokenAccepted, issueFormToken } from '@/server/leads/formToken';
import { passwordResetMail } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { drainOutbox } from '@/server/mail/sender';
import { fileTransport, smtpTransport } from '@/server/mail/transport';
import deJson from '@/locales/de.json';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { formToken, freshFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';
import { decodeMail, startSmtpPeer } from '../helpers/smtpPeer';

// Issue 14, "abuse of the mail path": a script could send 300 quotes in under a second, each
// mailing an address of its choosing. Forms now need a token the server signed when the form
// was served; acknowledgements are capped per recipient; the operator's mail goes out first.

const de = deJson as unknown as Messages;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const operator = () => (process.env.OPERATOR_EMAIL || SITE.email).toLowerCase();
const ROUTES = { '/api/requestquote': quoteRoute, '/api/contact_us': contactRoute, '/api/send_review': reviewRoute, '/api/bookings': bookingsRoute };

const quote = (email: string, i = 0) => ({
  source: 'wizard', travelType: 'family', days: 8, travelWith: 'family', budget: '3500-5000', departureDate: isoDay(60), destination: 'Serengeti',
  adults: 2, children: 0, childrenAges: [], fullName: `Script ${i}`, email, phone: '+49 30 1234567', country: 'DE', contactPreference: 'email',
  message: '', interests: [], saveDetails: false, website: '',
});
const contact = (email: string) => ({ fullName: 'Marie Dubois', email, phone: '', subject: 'Kilimandjaro', message: 'Est-ce une bonne période pour grimper ?', website: '' });
const review = (email: string) => ({ name: 'Klaus Becker', email, country: 'DE', rating: 5, title: 'Unvergesslich', text: 'Zwölf Tage voller Tiere, Staub und wunderbarer Menschen. Danke!', travelDate: '2025-08', tour: '', website: '' });

type Table = 'quote_requests' | 'contact_messages' | 'reviews' | 'bookings' | 'outbox';
async function rowCounts(db: Kysely<Database>) {
  const tables: Table[] = ['quote_requests', 'contact_messages', 'reviews', 'bookings', 'outbox'];
  const counts = await Promise.all(tables.map(async (table) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
  return Object.fromEntries(tables.map((table, i) => [table, counts[i]]));
}

describe.each(engines())('form tokens on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  const post = (path: string, body: Record<string, unknown>) =>
    seeded.api().request(path, { method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let forms: [string, () => Promise<Record<string, unknown>>][];
  beforeAll(async () => {
    const { private: tour } = await bookableTours(db());
    forms = [
      ['/api/requestquote', async () => quote('anna.token@example.de')],
      ['/api/contact_us', async () => contact('marie.token@example.fr')],
      ['/api/send_review', async () => review('klaus.token@example.de')],
      ['/api/bookings', async () => bookingAnswers({ tour: tour.slug, startDate: isoDay(150), children: 0, childrenAges: [], email: 'lea.token@example.it' })],
    ];
  });
  afterEach(() => void vi.useRealTimers());

  it('GET /api/form-token hands out a new signed token each time, never cached', async () => {
    const res = await seeded.api().request('/api/form-token');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json();
    expect(token).toMatch(/^\d{13}\.[\w-]{16}\.[\w-]{43}$/);
    expect(Math.abs(Number(token.split('.')[0]) - Date.now())).toBeLessThan(5_000);
    expect(await freshFormToken(seeded.api())).not.toBe(token);
  });

  it('refuses every form, silently and writing nothing, without a token or with a forged, malformed, expired or too fresh one', async () => {
    const good = await formToken(seeded.api());
    const [issued, id, mac] = good.split('.');
    // A day and an hour ago, by the server's own clock and endpoint.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - DAY_MS - HOUR_MS);
    const expired = await freshFormToken(seeded.api());
    vi.useRealTimers();
    const bad: [string, unknown][] = [
      ['missing', undefined],
      ['forged: its time moved back so it looks old enough', `${Number(issued) - 60_000}.${id}.${mac}`],
      ['forged: another signature', `${issued}.${id}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`],
      ['forged: a made-up signature', `${issued}.${id}.${'x'.repeat(43)}`],
      ['malformed: text', 'hello'],
      ['malformed: a number', 1234],
      ['malformed: an object', { issued, id, mac }],
      ['malformed: an extra part', `${good}.x`],
      ['expired', expired],
      // Fetched anew for each form (below): one fetched here would have aged past the minimum on a busy machine by the last form.
      ['too fresh', 'fetched when sent'],
    ];
    const before = await rowCounts(db());
    for (const [path, answers] of forms) {
      for (const [what, token] of bad) {
        const body = await answers();
        const formToken = what === 'too fresh' ? await freshFormToken(seeded.api()) : token;
        const res = await post(path, { ...body, formToken });
        expect(res.status, `${path} with a token ${what}: ${res.text}`).toBe(422);
        expect(res.json()).toEqual({ error: { code: 'not_accepted', message: translate(de, 'api.notAccepted') } });
      }
    }
    expect(await rowCounts(db())).toEqual(before);
  });

  it('accepts every form with a token the page got, once a person could have filled it in', async () => {
    const tokens = await Promise.all(forms.map(() => freshFormToken(seeded.api())));
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
    const before = await rowCounts(db());
    for (const [i, [path, answers]] of forms.entries()) {
      const res = await post(path, { ...(await answers()), formToken: tokens[i] });
      expect(res.status, `${path}: ${res.text}`).toBe(201);
    }
    const after = await rowCounts(db());
    expect((['quote_requests', 'contact_messages', 'reviews', 'bookings'] as const).map((table) => after[table] - before[table])).toEqual([1, 1, 1, 1]);
  });

  // Issue 24, item 18: one token from GET /api/form-token was accepted for 60 quotes from 60 addresses.
  it('takes one form per token: 60 quotes from 60 addresses with one token store one; a retry with its Idempotency-Key gets the same answer; a traveller with her own token is served', async () => {
    const token = await freshFormToken(seeded.api());
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
    const before = await rowCounts(db());
    const send = (i: number, formToken: string, headers: Record<string, string> = {}) =>
      seeded.api().request('/api/requestquote', {
        method: 'POST', host: 'de.localhost:3000', from: `127.0.18.${i + 1}`,
        headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ ...quote(`script.${i}@example.org`, i), formToken }),
      });
    const first = await send(0, token, { 'idempotency-key': 'first-quote-0001' });
    expect(first.status, first.text).toBe(201);
    // At once, as a script would: every other one refused like a bot, nothing written for them.
    const rest = await Promise.all(Array.from({ length: 59 }, (_, i) => send(i + 1, token)));
    expect(rest.map((r) => r.status)).toEqual(Array(59).fill(422));
    expect(rest.every((r) => r.json().error.code === 'not_accepted')).toBe(true);
    // The traveller's page lost the first answer and sends again with the same key: the same quote.
    const retry = await send(0, token, { 'idempotency-key': 'first-quote-0001' });
    expect(retry.status).toBe(201);
    expect(retry.json().quoteNumber).toBe(first.json().quoteNumber);
    const after = await rowCounts(db());
    expect([after.quote_requests - before.quote_requests, after.outbox - before.outbox]).toEqual([1, 2]);

    const own = await freshFormToken(seeded.api());
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
    expect((await send(99, own)).status).toBe(201);
  });

  it('takes each form once per token, even when two are sent at the same moment', async () => {
    for (const [path, answers] of forms) {
      const token = await formToken(seeded.api());
      const body = await answers();
      const twins = await Promise.all([post(path, { ...body, formToken: token }), post(path, { ...body, formToken: token })]);
      expect(twins.map((r) => r.status).sort(), `${path}: ${twins.map((r) => r.text)}`).toEqual([201, 422]);
    }
  });
});

describe('the form token secret', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-token-'));
  const open = (name: string) => createDb({ engine: 'sqlite', file: path.join(dir, name) });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterEach(() => void vi.unstubAllEnvs());
  const old = () => new Date(Date.now() - MIN_FILL_MS - 1000);

  it('is made once and kept in the database: two instances over one database accept each other\'s tokens; another site\'s are refused', async () => {
    const first = open('site.db');
    await migrateToLatest(first);
    const second = open('site.db');
    const elsewhere = open('other.db');
    await migrateToLatest(elsewhere);
    try {
      const token = await issueFormToken(first, old());
      expect(await formTokenAccepted(second, token)).toBe(true);
      expect(await formTokenAccepted(elsewhere, token)).toBe(false);
      expect(await formTokenAccepted(elsewhere, await issueFormToken(second, old()))).toBe(false);
    } finally {
      for (const db of [first, second, elsewhere]) await db.destroy();
    }
  });

  it('is FORM_TOKEN_SECRET when set, whatever the database holds', async () => {
    const a = open('a.db');
    const b = open('b.db');
    await migrateToLatest(a);
    await migrateToLatest(b);
    try {
      const stored = await issueFormToken(a, old());
      vi.stubEnv('FORM_TOKEN_SECRET', 'one secret for every instance, long enough to sign with');
      const token = await issueFormToken(a, old());
      expect(await formTokenAccepted(b, token)).toBe(true);
      expect(await formTokenAccepted(a, stored)).toBe(false);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });
});

describe.each(engines())('acknowledgements per recipient on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  const post = (path: string, body: Record<string, unknown>) =>
    seeded.api().request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const victim = 'victim@example.org';
  const acksTo = async (address: string) =>
    (await db().selectFrom('outbox').select(['kind', 'ref']).where('recipient', '=', address).execute()).filter((m) => !m.kind.includes('operator'));
  afterEach(() => void vi.unstubAllEnvs());

  it('300 quotes from a script with valid tokens: every one stored and told to the operator, at most 3 acknowledgements to the address it chose', async () => {
    // The script fetches a token per request, waits out the minimum once, then sends them all at once.
    const tokens = await Promise.all(Array.from({ length: 300 }, () => freshFormToken(seeded.api())));
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
    // The same person however the address is written.
    const spellings = [victim, 'Victim@Example.org', 'VICTIM@EXAMPLE.ORG'];
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = await Promise.all(tokens.map((formToken, i) => post('/api/requestquote', { ...quote(spellings[i % 3], i), formToken })));
    expect(answers.filter((a) => a.status !== 201).map((a) => a.text)).toEqual([]);

    const numbers = answers.map((a) => a.json().quoteNumber as string);
    const stored = await db().selectFrom('quote_requests').select('number').execute();
    expect(stored.map((r) => r.number).sort()).toEqual([...numbers].sort());
    const outbox = await db().selectFrom('outbox').select(['kind', 'ref', 'to_address']).execute();
    const toOperator = outbox.filter((m) => m.kind === 'quote.operator');
    expect(toOperator).toHaveLength(300);
    expect(new Set(toOperator.map((m) => m.ref))).toEqual(new Set(numbers));
    expect(toOperator.every((m) => m.to_address.toLowerCase() === operator())).toBe(true);
    expect(await acksTo(victim)).toHaveLength(3);
    expect(outbox).toHaveLength(303);
    // The operator's log names each of the 297 requests whose acknowledgement was left out (not the address).
    const skipped = warned.mock.calls.map((c) => String(c[0])).filter((line) => line.startsWith('[mail] quote.traveller'));
    warned.mockRestore();
    const acknowledged = new Set((await acksTo(victim)).map((m) => m.ref));
    expect(new Set(skipped.map((line) => /for (\S+) not queued/.exec(line)![1]))).toEqual(new Set(numbers.filter((n) => !acknowledged.has(n))));
    expect(skipped.join('\n')).not.toMatch(/victim/i);
  }, 120_000);

  it('the cap holds across forms: a contact message, a review and a booking to the same address are kept and told to the operator, without acknowledgement', async () => {
    const token = () => formToken(seeded.api());
    const { private: tour } = await bookableTours(db());
    const sent = [
      await post('/api/contact_us', { ...contact(victim), formToken: await token() }),
      await post('/api/send_review', { ...review(victim), formToken: await token() }),
      await post('/api/bookings', { ...bookingAnswers({ tour: tour.slug, startDate: isoDay(150), children: 0, childrenAges: [], email: victim }), formToken: await token() }),
    ];
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201]);
    const refs = [sent[0].json().reference, sent[1].json().reviewId, sent[2].json().bookingNumber];
    const mails = await db().selectFrom('outbox').select(['kind', 'ref']).where('ref', 'in', refs).orderBy('kind').execute();
    expect(mails.map((m) => m.kind)).toEqual(['booking.operator.new', 'contact.operator', 'review.operator']);
    expect(await acksTo(victim)).toHaveLength(3);

    // Someone else still gets theirs.
    const other = await post('/api/contact_us', { ...contact('someone.else@example.org'), formToken: await token() });
    expect(other.status).toBe(201);
    expect((await acksTo('someone.else@example.org')).map((m) => m.kind)).toEqual(['contact.traveller']);
  });

  it('is a rolling day, and ACK_MAILS_PER_RECIPIENT_PER_DAY moves it', async () => {
    const token = () => formToken(seeded.api());
    // The three acknowledgements were queued 23 hours ago: still within the day.
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
    await db().updateTable('outbox').set({ created_at: ago(23) }).where('recipient', '=', victim).execute();
    expect((await post('/api/contact_us', { ...contact(victim), formToken: await token() })).status).toBe(201);
    expect(await acksTo(victim)).toHaveLength(3);
    // A day later there is room again.
    await db().updateTable('outbox').set({ created_at: ago(25) }).where('recipient', '=', victim).execute();
    expect((await post('/api/contact_us', { ...contact(victim), formToken: await token() })).status).toBe(201);
    expect(await acksTo(victim)).toHaveLength(4);

    vi.stubEnv('ACK_MAILS_PER_RECIPIENT_PER_DAY', '2');
    expect((await post('/api/contact_us', { ...contact(victim), formToken: await token() })).status).toBe(201);
    expect(await acksTo(victim)).toHaveLength(5);
    expect((await post('/api/contact_us', { ...contact(victim), formToken: await token() })).status).toBe(201);
    expect(await acksTo(victim)).toHaveLength(5);
  });
});

// Issue 24, item 16: 80 quotes to victim+0…19@example.org gave 60 acknowledgements to one
// mailbox. The cap now counts the mailbox, and the site sends at most so many per hour.
describe.each(engines())('acknowledgements per mailbox and per hour on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/requestquote': quoteRoute });
  const db = () => seeded.db().db;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ack-mailbox-'));
  afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
  afterEach(() => void vi.unstubAllEnvs());

  /** Sends each quote with its own aged token, as a script fetching one per form would. */
  async function sendQuotes(addresses: string[]) {
    const tokens = await Promise.all(addresses.map(() => freshFormToken(seeded.api())));
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
    const answers = [];
    for (const [i, email] of addresses.entries()) {
      answers.push(await seeded.api().request('/api/requestquote', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...quote(email, i), formToken: tokens[i] }),
      }));
    }
    expect(answers.filter((a) => a.status !== 201).map((a) => a.text)).toEqual([]);
    return answers.map((a) => a.json().quoteNumber as string);
  }
  /** Sends the outbox as the site does without SMTP, and reads back every .eml: who got which kind. */
  async function mailsSent() {
    const transport = fileTransport(outboxDir);
    try {
      await drainOutbox(db(), transport);
    } finally {
      transport.close();
    }
    return fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).map((f) => {
      const mail = decodeMail(fs.readFileSync(path.join(outboxDir, f)));
      return { to: mail.addresses('to')[0]!.toLowerCase(), kind: mail.header('x-outbox-kind')!, ref: mail.header('x-outbox-ref')! };
    });
  }

  it('80 quotes to victim+0…19@example.org and a.b.c@gmail.com spellings: all stored and told to the operator, 3 acknowledgements per mailbox; a real traveller still gets hers', async () => {
    const plus = Array.from({ length: 80 }, (_, i) => `victim+${i % 20}@example.org`);
    const dotted = ['jo.hn.doe@gmail.com', 'JOHNDOE+a@googlemail.com', 'j.o.h.n.d.o.e@gmail.com', 'johndoe@gmail.com'];
    const elsewhere = ['anna.lind@example.se', 'annalind@example.se'];
    const numbers = await sendQuotes([...plus, ...dotted, ...elsewhere, 'real.traveller@example.com']);
    const sent = await mailsSent();
    expect(sent.filter((m) => m.kind === 'quote.operator').map((m) => m.ref).sort()).toEqual([...numbers].sort());
    const acks = sent.filter((m) => m.kind === 'quote.traveller');
    expect(acks.filter((m) => m.to.endsWith('@example.org'))).toHaveLength(3);
    expect(acks.filter((m) => /@(gmail|googlemail)\.com$/.test(m.to))).toHaveLength(3);
    expect(acks.filter((m) => m.to === 'real.traveller@example.com').map((m) => m.ref)).toEqual([numbers.at(-1)]);
    // Dots count only where the provider ignores them: two people at another provider are two mailboxes.
    expect(acks.filter((m) => m.to.endsWith('@example.se')).map((m) => m.to).sort()).toEqual(elsewhere);
    expect(sent).toHaveLength(numbers.length + 9);
  }, 120_000);

  it('at most ACK_MAILS_PER_HOUR acknowledgements leave the site in an hour, whoever they are for; every request is kept and told to the operator', async () => {
    await db().updateTable('outbox').set({ created_at: new Date(Date.now() - 2 * HOUR_MS).toISOString() }).execute();
    vi.stubEnv('ACK_MAILS_PER_HOUR', '5');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const numbers = await sendQuotes(Array.from({ length: 8 }, (_, i) => `traveller.${i}@example.net`));
    const refused = warned.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('for the hour'));
    warned.mockRestore();
    const sent = (await mailsSent()).filter((m) => numbers.includes(m.ref));
    expect(sent.filter((m) => m.kind === 'quote.operator')).toHaveLength(8);
    expect(sent.filter((m) => m.kind === 'quote.traveller').map((m) => m.to).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `traveller.${i}@example.net`));
    expect(refused).toHaveLength(3);
    // An hour later there is room again.
    await db().updateTable('outbox').set({ created_at: new Date(Date.now() - HOUR_MS - 60_000).toISOString() }).execute();
    const [later] = await sendQuotes(['traveller.later@example.net']);
    expect((await mailsSent()).filter((m) => m.ref === later).map((m) => m.kind).sort()).toEqual(['quote.operator', 'quote.traveller']);
  }, 60_000);
});

describe.each(engines())('the outbox through a flood on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/requestquote': quoteRoute });
  const db = () => seeded.db().db;

  it("sends the operator's notice and a password reset first, ahead of 20,000 queued acknowledgements", async () => {
    const queuedAt = new Date(Date.now() - HOUR_MS).toISOString();
    const flood = Array.from({ length: 20_000 }, (_, i) => ({
      id: randomUUID(), kind: 'contact.traveller', ref: `C-2026-${String(i).padStart(6, '0')}`, locale: 'en', to_address: `flood.${i}@example.net`, recipient: `flood.${i}@example.net`,
      priority: 1, reply_to: null, subject: 'We received your message', body: 'Thank you.', created_at: queuedAt, next_attempt_at: queuedAt,
    }));
    for (let i = 0; i < flood.length; i += 1000) await db().insertInto('outbox').values(flood.slice(i, i + 1000)).execute();

    const res = await seeded.api().request('/api/requestquote', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...quote('real.traveller@example.com'), formToken: await formToken(seeded.api()) }),
    });
    expect(res.status, res.text).toBe(201);
    const number = res.json().quoteNumber as string;
    await db().transaction().execute((trx) => enqueueMails(trx, [passwordResetMail('u1', 'en', 'member@example.com', 'Member', 'https://example.com/reset', 30)], new Date()));

    const peer = await startSmtpPeer();
    const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`);
    try {
      expect(await drainOutbox(db(), transport, { batch: 5, max: 5 })).toEqual({ sent: 5, failed: 0 });
      const arrived = peer.messages().map((m) => ({ to: m.to[0], kind: decodeMail(m.raw).header('x-outbox-kind'), ref: decodeMail(m.raw).header('x-outbox-ref') }));
      expect(arrived.slice(0, 2)).toEqual([
        { to: operator(), kind: 'quote.operator', ref: number },
        { to: 'member@example.com', kind: 'account.passwordReset', ref: 'u1' },
      ]);
      // Then the flood, oldest first; the new traveller's own acknowledgement waits its turn behind it.
      expect(arrived.slice(2).every((m) => m.kind === 'contact.traveller')).toBe(true);
    } finally {
      transport.close();
      await peer.stop();
    }
  }, 120_000);
});

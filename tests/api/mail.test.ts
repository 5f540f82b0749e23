import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import * as quoteRoute from '@/pages/api/requestquote';
import { SITE } from '@/config/site';
import { formatDay } from '@/lib/format/dates';
import { translate, type Messages } from '@/lib/i18n/translate';
import { drainOutbox, retryDelayMs } from '@/server/mail/sender';
import { smtpTransport, type MailTransport } from '@/server/mail/transport';
import deJson from '@/locales/de.json';
import enJson from '@/locales/en.json';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { useSeededApi } from '../helpers/seededApi';
import { decodeMail, decodeWords, startSmtpPeer, type DecodedMail, type SmtpPeer } from '../helpers/smtpPeer';

const de = deJson as unknown as Messages;
const en = enJson as unknown as Messages;
const DAY_MS = 86_400_000;

function t(messages: Messages, key: string, params?: Record<string, string | number>): string {
  const value = translate(messages, key, params);
  expect(value, `locale key ${key}`).not.toBe(key);
  return value;
}

const operator = () => (process.env.OPERATOR_EMAIL || SITE.email).toLowerCase();

function quote(over: Record<string, unknown> = {}) {
  return {
    source: 'wizard',
    travelType: 'honeymoon',
    days: 12,
    travelWith: 'partner',
    budget: '5000-8000',
    departureDate: new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10),
    destination: 'Serengeti, Ngorongoro und Sansibar',
    adults: 2,
    children: 0,
    childrenAges: [],
    fullName: 'Jürgen Weiß',
    email: 'juergen.weiss@example.de',
    phone: '+49 89 9876543',
    country: 'DE',
    contactPreference: 'email',
    // Long and not ASCII: the mail needs soft line breaks and encoded bytes.
    message: 'Wir feiern unsere Flitterwochen – bitte mit Ballonfahrt über die Serengeti, ruhigen Lodges, gutem Essen und einem Strandtag auf Sansibar. Größe der Zimmer ist uns wichtiger als Pools. Danke schön!',
    couponCode: '',
    interests: ['safari', 'beach'],
    saveDetails: false,
    website: '',
    ...over,
  };
}

describe('the raw mail decoder used by these tests', () => {
  it.each(['quoted-printable', 'base64'] as const)('reads back what nodemailer writes with %s', async (textEncoding) => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const subject = 'Grüße aus Arusha – Ihre Anfrage ist da: Größe, Maße, Übernachtung und Frühstück für alle';
    const text = `Guten Tag Jürgen,\n\n${'Sehr lange Zeile mit Umlauten äöü ß und = Zeichen. '.repeat(6)}\nZweite Zeile.\n`;
    const info = (await composer.sendMail({ from: 'a@example.com', to: 'Jürgen <b@example.com>', replyTo: 'c@example.com', subject, text, textEncoding })) as unknown as { message: Buffer };
    const raw = info.message.toString('latin1');
    expect(raw).toContain(`Content-Transfer-Encoding: ${textEncoding}`);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
    const mail = decodeMail(info.message);
    expect(mail.subject).toBe(subject);
    expect(mail.text.trimEnd()).toBe(text.trimEnd());
    expect(mail.addresses('to')).toEqual(['b@example.com']);
    expect(mail.addresses('reply-to')).toEqual(['c@example.com']);
    composer.close();
  });

  it('joins adjacent encoded words and keeps plain text between them', () => {
    expect(decodeWords('=?UTF-8?Q?Gr=C3?= =?UTF-8?Q?=BC=C3=9Fe_aus?= Arusha =?utf-8?B?w7xiZXI=?=')).toBe('Grüße aus Arusha über');
  });
});

describe.each(engines())('mail from the outbox through SMTP on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/requestquote': quoteRoute });
  let peer: SmtpPeer;
  let port: number;
  let transport: MailTransport;
  const stopped: SmtpPeer[] = [];

  beforeAll(async () => {
    peer = await startSmtpPeer();
    port = peer.port;
    // One transport for the whole file, as the server's worker keeps one for its lifetime.
    transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    transport?.close();
    await peer?.stop();
  });

  const submit = async (body: Record<string, unknown>) => {
    const res = await seeded.api().request('/api/requestquote', { method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(seeded.api(), body)) });
    expect(res.status, res.text).toBe(201);
    return res.json().quoteNumber as string;
  };
  const rowsFor = (ref: string) => seeded.db().db.selectFrom('outbox').selectAll().where('ref', '=', ref).orderBy('kind').execute();
  const received = () => [...stopped, peer].flatMap((p) => p.messages());
  const decoded = (ref: string) =>
    received()
      .map((m) => ({ envelope: m, mail: decodeMail(m.raw) }))
      .filter(({ mail }) => mail.header('x-outbox-ref') === ref);

  it('delivers the German confirmation to the traveller and the English notice to the operator', async () => {
    const sent = quote();
    const number = await submit(sent);
    expect(await drainOutbox(seeded.db().db, transport)).toEqual({ sent: 2, failed: 0 });

    const mails = decoded(number);
    expect(mails).toHaveLength(2);
    const traveller = mails.find(({ envelope }) => envelope.to.includes(sent.email))!;
    const toOperator = mails.find(({ envelope }) => envelope.to.includes(operator()))!;
    expect(traveller, 'a mail to the traveller').toBeDefined();
    expect(toOperator, 'a mail to the operator').toBeDefined();

    const tm: DecodedMail = traveller.mail;
    expect(tm.addresses('to')).toEqual([sent.email]);
    expect(tm.subject).toBe(t(de, 'mail.quote.subject', { number }));
    expect(tm.text).toContain(t(de, 'mail.greeting', { name: sent.fullName }));
    expect(tm.text).toContain(t(de, 'mail.quote.intro'));
    expect(tm.text).not.toContain(t(en, 'mail.quote.intro'));
    expect(tm.text).toContain(t(de, 'mail.quote.outro', { number }));
    expect(tm.text).toContain(`${t(de, 'leads.fields.message')}: ${sent.message}`);
    // The date as a German reads it, and the form's "(optional)" stays on the form.
    expect(tm.text).toContain(`${t(de, 'leads.fields.departureDate')}: ${formatDay(sent.departureDate, 'de')}`);
    expect(tm.text).not.toContain(sent.departureDate);
    expect(tm.text).not.toContain('(optional)');
    expect(tm.header('content-language')).toBe('de');

    const om: DecodedMail = toOperator.mail;
    expect(om.addresses('to')).toEqual([operator()]);
    expect(om.addresses('reply-to')).toEqual([sent.email]);
    expect(om.subject).toContain(number);
    expect(om.subject).toContain(sent.fullName);
    expect(om.header('content-language')).toBe('en');
    expect(om.text).toContain(`${t(en, 'leads.fields.fullName')}: ${sent.fullName}`);
    expect(om.text).toContain(`${t(en, 'leads.fields.phone')}: ${sent.phone}`);
    expect(om.text).toContain(`${t(en, 'leads.fields.message')}: ${sent.message}`);
    expect(om.text).toContain(`${t(en, 'leads.fields.travelType')}: ${t(en, 'leads.options.travelType.honeymoon')}`);

    const rows = await rowsFor(number);
    expect(rows.every((r) => r.sent_at !== null && Number(r.attempts) === 1)).toBe(true);
    expect(mails.map(({ mail }) => mail.messageId).sort()).toEqual(rows.map((r) => `<${r.id}@outbox.twigatrails>`).sort());
  });

  it('keeps mail through an SMTP outage and sends it, once, when the server is back', async () => {
    const db = seeded.db().db;
    await peer.stop();
    stopped.push(peer);

    const number = await submit(quote({ fullName: 'Eva Schröder', email: 'eva.schroeder@example.de' }));
    const before = Date.now();
    expect(await drainOutbox(db, transport)).toEqual({ sent: 0, failed: 2 });
    let rows = await rowsFor(number);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.sent_at).toBeNull();
      expect(Number(r.attempts)).toBe(1);
      expect(r.last_error).toBeTruthy();
      const next = Date.parse(r.next_attempt_at);
      expect(next).toBeGreaterThan(Date.now());
      expect(next).toBeLessThanOrEqual(Date.now() + 5_000);
      expect(next).toBeGreaterThanOrEqual(before + 5_000);
    }

    // The server is back at once, but the mails wait for their retry time.
    peer = await startSmtpPeer(port);
    expect(await drainOutbox(db, transport)).toEqual({ sent: 0, failed: 0 });
    expect(peer.messages()).toEqual([]);

    expect(await drainOutbox(db, transport, { now: () => new Date(Date.now() + 60_000) })).toEqual({ sent: 2, failed: 0 });
    const arrived = decoded(number);
    expect(arrived).toHaveLength(2);
    expect(arrived.map(({ envelope }) => envelope.to[0]).sort()).toEqual([operator(), 'eva.schroeder@example.de'].sort());
    expect(arrived.find(({ envelope }) => envelope.to[0] === 'eva.schroeder@example.de')!.mail.subject).toBe(t(de, 'mail.quote.subject', { number }));
    rows = await rowsFor(number);
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);

    // Nothing went out twice, from either quote, and a further drain has nothing left.
    expect(await drainOutbox(db, transport, { now: () => new Date(Date.now() + 3_600_000) })).toEqual({ sent: 0, failed: 0 });
    const ids = received().map((m) => decodeMail(m.raw).messageId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    const all = await db.selectFrom('outbox').select('id').execute();
    expect(ids.sort()).toEqual(all.map((r) => `<${r.id}@outbox.twigatrails>`).sort());
  });

  it('keeps mail through four failed attempts, each waiting longer, then sends every mail exactly once when the server is back', async () => {
    const db = seeded.db().db;
    const ATTEMPTS = 4;
    await peer.stop();
    stopped.push(peer);
    const numbers: string[] = [];
    for (const who of ['Anna Berg', 'Ben Vogt', 'Carla Roth']) numbers.push(await submit(quote({ fullName: who, email: `${who.split(' ')[0].toLowerCase()}@example.de` })));
    const ours = () => db.selectFrom('outbox').selectAll().where('ref', 'in', numbers).execute();

    let clock = Date.now();
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      expect(await drainOutbox(db, transport, { now: () => new Date(clock) }), `attempt ${attempt}`).toEqual({ sent: 0, failed: 6 });
      for (const r of await ours()) {
        expect(Number(r.attempts)).toBe(attempt);
        expect(r.sent_at).toBeNull();
        expect(Date.parse(r.next_attempt_at) - clock).toBe(retryDelayMs(attempt));
      }
      // Not a moment before its time: the outage is not hammered.
      clock += retryDelayMs(attempt);
      expect(await drainOutbox(db, transport, { now: () => new Date(clock - 1) })).toEqual({ sent: 0, failed: 0 });
    }

    peer = await startSmtpPeer(port);
    expect(await drainOutbox(db, transport, { now: () => new Date(clock) })).toEqual({ sent: 6, failed: 0 });
    expect(await drainOutbox(db, transport, { now: () => new Date(clock + 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    const rows = await ours();
    const ids = peer.messages().map((m) => decodeMail(m.raw).messageId);
    expect(ids.sort()).toEqual(rows.map((r) => `<${r.id}@outbox.twigatrails>`).sort());
    for (const r of rows) expect({ sent: r.sent_at !== null, attempts: Number(r.attempts) }).toEqual({ sent: true, attempts: ATTEMPTS + 1 });
    // Both mails of each request, and never one twice, from any peer that ever listened.
    for (const n of numbers) expect(decoded(n).map(({ mail }) => mail.header('x-outbox-kind')).sort(), n).toEqual(['quote.operator', 'quote.traveller']);
  });
});

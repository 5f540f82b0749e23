import { afterAll, describe, expect, it } from 'vitest';
import * as quoteRoute from '@/pages/api/requestquote';
import { SITE } from '@/config/site';
import { drainOutbox } from '@/server/mail/sender';
import { smtpTransport, type MailTransport } from '@/server/mail/transport';
import { engines } from '../helpers/testDb';
import { formToken } from '../helpers/formToken';
import { useSeededApi } from '../helpers/seededApi';
import { quoteBody } from '../helpers/validBodies';
import { decodeMail, startSmtpPeer, type SmtpPeer } from '../helpers/smtpPeer';

const N = 200;
const YEAR = new Date().getUTCFullYear();

describe.each(engines())(`${N} quotes at once on %s`, (engine) => {
  const seeded = useSeededApi(engine, { '/api/requestquote': quoteRoute });
  let peer: SmtpPeer | undefined;
  const transports: MailTransport[] = [];
  afterAll(async () => {
    for (const t of transports) t.close();
    await peer?.stop();
  });

  it('numbers every request once, without gaps, and two senders mail each exactly once', async () => {
    const db = seeded.db().db;
    const tokens = await Promise.all(Array.from({ length: N }, () => formToken(seeded.api())));
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        seeded.api().request('/api/requestquote', {
          method: 'POST',
          host: i % 2 ? 'de.localhost:3000' : 'localhost:3000',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...quoteBody(i), formToken: tokens[i] }),
        }),
      ),
    );
    const failures = answers.map((a, i) => [i, a.status, a.text] as const).filter(([, status]) => status !== 201);
    expect(failures).toEqual([]);

    const numbers = answers.map((a) => a.json().quoteNumber as string);
    expect(new Set(numbers).size).toBe(N);
    expect([...numbers].sort()).toEqual(Array.from({ length: N }, (_, i) => `Q-${YEAR}-${String(i + 1).padStart(6, '0')}`));

    // Each traveller's answer is the number of their own request.
    const rows = await db.selectFrom('quote_requests').select(['number', 'email', 'locale']).execute();
    expect(rows).toHaveLength(N);
    const byNumber = new Map(rows.map((r) => [r.number, r]));
    numbers.forEach((n, i) => {
      expect(byNumber.get(n)?.email).toBe(`traveller.${i}@example.com`);
      expect(byNumber.get(n)?.locale).toBe(i % 2 ? 'de' : 'en');
    });

    const outbox = await db.selectFrom('outbox').select(['id', 'ref', 'kind', 'to_address']).execute();
    expect(outbox).toHaveLength(2 * N);
    const travellerMails = outbox.filter((m) => m.kind === 'quote.traveller');
    expect(travellerMails).toHaveLength(N);
    for (const m of travellerMails) expect(m.to_address).toBe(byNumber.get(m.ref)?.email);

    // Two senders (two server processes) drain the same outbox at the same time into one server.
    peer = await startSmtpPeer();
    transports.push(smtpTransport(`smtp://127.0.0.1:${peer.port}`), smtpTransport(`smtp://127.0.0.1:${peer.port}`));
    const results = await Promise.all(transports.map((t) => drainOutbox(db, t)));
    expect(results.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(2 * N);

    const received = peer.messages();
    expect(received).toHaveLength(2 * N);
    const mails = received.map((m) => ({ to: m.to, mail: decodeMail(m.raw) }));
    const ids = mails.map(({ mail }) => mail.messageId);
    expect(new Set(ids).size).toBe(2 * N);
    expect([...ids].sort()).toEqual(outbox.map((m) => `<${m.id}@outbox.twigatrails>`).sort());

    // Every traveller got one mail, about their own request; the operator got one per request.
    const operator = process.env.OPERATOR_EMAIL || SITE.email;
    expect(mails.filter(({ to }) => to.includes(operator))).toHaveLength(N);
    for (const [i, n] of numbers.entries()) {
      const theirs = mails.filter(({ to }) => to.includes(`traveller.${i}@example.com`));
      expect(theirs.map(({ mail }) => mail.header('x-outbox-ref'))).toEqual([n]);
      expect(theirs[0].mail.subject).toContain(n);
    }

    const unsent = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    expect(unsent).toEqual([]);
    const attempts = await db.selectFrom('outbox').select('attempts').distinct().execute();
    expect(attempts.map((a) => Number(a.attempts))).toEqual([1]);
  }, 120_000);
});

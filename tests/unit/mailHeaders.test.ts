import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactMessage, QuoteRequest, ReviewSubmission } from '@/lib/leads/schemas';
import { contactMails, quoteMails, reviewMails, type OutgoingMail } from '@/server/mail/compose';
import { fileTransport } from '@/server/mail/transport';
import type { OutboxRow } from '@/server/mail/outbox';

// The schemas refuse line breaks in one-line fields; these mails are built as if one got through anyway.
const INJECTED = 'Anna\r\nBcc: everyone@example.com\nX-Spam: \u202Eyes';

const quote = {
  source: 'modal', tour: 'serengeti', departureDate: '2030-01-10', adults: 2, children: 0, childrenAges: [],
  fullName: INJECTED, email: 'anna@example.com\r\nBcc: everyone@example.com', phone: '+49 30 1234567', country: 'DE\nCc: x@example.com',
  contactPreference: 'email', message: 'Hallo', website: '',
} as unknown as QuoteRequest;
const contact = { fullName: INJECTED, email: 'anna@example.com\nBcc: everyone@example.com', phone: '', subject: 'Hi\r\n\r\n<html>', message: 'Hallo zusammen', website: '' } as unknown as ContactMessage;
const review = { name: INJECTED, email: 'anna@example.com\rBcc: everyone@example.com', country: 'DE', rating: 5, title: 'Gut', text: 'Sehr gut, danke.', travelDate: '2025-01', tour: '', website: '' } as unknown as ReviewSubmission;

const headerFields = (m: OutgoingMail) => [m.to, m.subject, m.replyTo ?? ''];

describe('mails built from what a person typed', () => {
  const all = [...quoteMails('Q-2030-000001', 'de', quote, { title: 'Serengeti', slug: 'serengeti' }), ...contactMails('C-2030-000001', 'de', contact), ...reviewMails('R-2030-000001', 'de', review)];

  it('never carry a line break or control character in a header field', () => {
    expect(all).toHaveLength(6);
    for (const mail of all) {
      for (const value of headerFields(mail)) expect(value, `${mail.kind}: ${JSON.stringify(value)}`).not.toMatch(/[\r\n\u0000-\u001f\u202e]/);
    }
    const operator = all.find((m) => m.kind === 'quote.operator')!;
    // The name is still there for the operator to read, on the subject's one line.
    expect(operator.subject).toContain('Anna Bcc: everyone@example.com X-Spam: yes');
    expect(operator.replyTo).toBe('anna@example.com Bcc: everyone@example.com');
  });

  it('become files whose headers are only the ones the outbox sets', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-headers-'));
    const transport = fileTransport(dir);
    try {
      const operator = all.find((m) => m.kind === 'contact.operator')!;
      // An outbox row written before the composer forced one line: the transport forces it too.
      const row = {
        id: 'b0f7c9a2-0000-4000-8000-000000000001', kind: operator.kind, ref: operator.ref, locale: operator.locale, to_address: operator.to,
        reply_to: 'anna@example.com\r\nBcc: everyone@example.com', subject: 'New message\r\nBcc: everyone@example.com', body: operator.body,
        created_at: '2030-01-01T00:00:00.000Z', attempts: 0, next_attempt_at: '2030-01-01T00:00:00.000Z', locked_until: null, sent_at: null, last_error: null,
      } as OutboxRow;
      await transport.send(row);
      const [file] = fs.readdirSync(dir);
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const head = raw.slice(0, raw.indexOf('\n\n'));
      const names = head.split('\n').filter((line) => !/^\s/.test(line)).map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
      expect(names.sort()).toEqual(['content-language', 'content-transfer-encoding', 'content-type', 'date', 'from', 'message-id', 'mime-version', 'reply-to', 'subject', 'to', 'x-outbox-kind', 'x-outbox-ref']);
      expect(head).not.toMatch(/^(bcc|cc|x-spam):/im);
    } finally {
      transport.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

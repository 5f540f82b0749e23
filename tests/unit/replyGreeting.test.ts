import { describe, expect, it } from 'vitest';
import { operatorReplyMail } from '@/server/mail/replyMail';
import { opensWithGreeting } from '@/server/mail/replyGreeting';

// Issue 24, item 13: the operator typed "Dear Frieda," and the mail read "Dear Frieda Friend, /
// Dear Frieda,". The traveller is greeted once: by the operator's own words when they greet.

const reply = (message: string, locale: 'en' | 'de' | 'es' = 'en') =>
  operatorReplyMail({ number: 'Q-2026-000021', locale, to: 'frieda@example.com', name: 'Frieda Friend', message, operatorName: 'Neema Operator' }).body;

describe('the reply mail greets the traveller once', () => {
  it('the operator greeted ("Dear Frieda,"): only their greeting, no "Dear Frieda Friend," above it', () => {
    const body = reply('Dear Frieda,\n\nthe lodge has two rooms left for June.');
    expect(body.startsWith('Dear Frieda,\n\nthe lodge has two rooms left for June.\n\n')).toBe(true);
    expect(body.match(/Dear /g)).toHaveLength(1);
  });

  it('no greeting in the message: the mail adds one in the traveller’s language', () => {
    expect(reply('The lodge has two rooms left for June.').startsWith('Dear Frieda Friend,\n\nThe lodge')).toBe(true);
    expect(reply('Die Lodge hat im Juni noch zwei Zimmer frei.', 'de').startsWith('Guten Tag Frieda Friend,\n\nDie Lodge')).toBe(true);
    // A first line that is not a greeting keeps the mail's own.
    expect(reply('Jambo!\nHere are two ideas:').startsWith('Dear Frieda Friend,\n\nJambo!')).toBe(true);
  });

  it.each([
    ['Dear Frieda,', true], ['Hello Frieda!', true], ['Hi Ms Friend,', true], ['Liebe Frieda,', true], ['Guten Tag Frau Friend,', true],
    ['Bonjour Frieda,', true], ['Estimada Frieda:', true], ['Gentile Frieda,', true], ['Olá Frieda,', true], ['Frieda,', true], ['Hello,', true],
    // Walked on 30 Nov: greeted twice under these.
    ['Olá!', true], ['¡Hola!', true], ['¡Buenos días!', true], ['Olá, bom dia!', true],
    ['Jambo!', false], ['Holanda is not on our route:', false], ['Olanda!', false], ['Here are two ideas:', false], ['The lodge is full, sorry.', false], ['Frieda and her friend can share a tent in June, which is the best month.', false], ['', false],
  ])('%j opens with a greeting: %s', (line, expected) => {
    expect(opensWithGreeting(`${line}\nMore text.`, 'Frieda Friend')).toBe(expected);
  });
});

describe('the reply\'s subject names what the traveller sent', () => {
  it('a quote request is "your request", a contact message "your message" (walked in Spanish: "su solicitud" for a message)', () => {
    const subject = (number: string) => operatorReplyMail({ number, locale: 'es', to: 'ana@example.es', name: 'Ana', message: 'Gracias.', operatorName: 'Neema' }).subject;
    expect(subject('Q-2026-000008')).toBe('Re: su solicitud Q-2026-000008');
    expect(subject('C-2026-000003')).toBe('Re: su mensaje C-2026-000003');
  });
});


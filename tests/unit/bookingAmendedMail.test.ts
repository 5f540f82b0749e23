import { describe, expect, it } from 'vitest';
import { bookingAmendedMail, bookingStatusMail, type BookingMailFacts } from '@/server/mail/bookingMails';

// The traveller's mail after the office changed a booking: its figures are the Payment page's.
// Walked on 29 Nov: an unpaid booking's mail called the whole total the balance, and one child
// was "1 children".

const facts: BookingMailFacts & { adults: number; children: number } = {
  number: 'B-2026-000001', locale: 'en', fullName: 'Amelia Hart', email: 'amelia@example.com', tourTitle: 'Serengeti Lodge Safari',
  startDate: '2027-06-10', totalCents: 497_800, depositCents: 49_780, depositPercent: 10, paidCents: 0, balanceDueDate: '2027-04-11',
  holdExpiresAt: null, invoiceNumber: 'INV-2026-000003', manageUrl: 'https://example.com/Payment?booking=B-2026-000001&key=k', adults: 2, children: 1,
};
const line = (body: string, label: string) => body.split('\n').find((l) => l.startsWith(label));

describe('bookingAmendedMail', () => {
  it('nothing paid yet: the balance is what is left after the deposit, as on the Payment page; one child is "1 child"', () => {
    const { body } = bookingAmendedMail(facts, 378_000, true);
    expect(line(body, 'Travellers:')).toBe('Travellers: 2 adults, 1 child');
    expect(line(body, 'Deposit:')).toBe('Deposit: $ 497.80');
    expect(line(body, 'Balance:')).toBe('Balance: $ 4,480.20, due by April 11, 2027');
    expect(body).toContain('The total changed from $ 3,780 to $ 4,978.');
    expect(body).toContain('Your updated invoice is INV-2026-000003');
  });

  it('more paid than the new deposit: the balance is what is left of the total (German)', () => {
    const de = { ...facts, locale: 'de' as const, totalCents: 410_000, depositCents: 123_000, depositPercent: 30, paidCents: 184_500, balanceDueDate: '2027-06-28', adults: 1, children: 0 };
    const { body } = bookingAmendedMail(de, 615_000, true);
    expect(line(body, 'Reisende:')).toBe('Reisende: 1 Erwachsener');
    expect(line(body, 'Bisher bezahlt:')).toBe('Bisher bezahlt: $ 1,845');
    expect(line(body, 'Restbetrag:')).toBe('Restbetrag: $ 2,255, fällig bis 28. Juni 2027');
  });

  it('paid more than the lowered total: says the difference is the traveller\'s, with nothing left to pay', () => {
    const { body } = bookingAmendedMail({ ...facts, totalCents: 168_000, depositCents: 16_800, paidCents: 252_000 }, 252_000, true);
    expect(line(body, 'Paid so far:')).toBe('Paid so far: $ 2,520');
    expect(line(body, 'Balance:')).toBeUndefined();
    expect(body).toContain('You have paid $ 840 more than the new total: this amount is in your favour');
    expect(bookingAmendedMail(facts, 378_000, true).body).not.toContain('in your favour');
  });

  it('says the invoice was replaced only when it was issued again', () => {
    expect(bookingAmendedMail(facts, facts.totalCents, false).body).not.toContain('INV-2026-000003');
    expect(bookingAmendedMail(facts, facts.totalCents, true).body).toContain('Your updated invoice is INV-2026-000003');
  });

  // Walked on 29 Nov: moved to a first day 52 days away, the mail said "Anzahlung: $ 6,280" (the
  // whole price) with no date, while the PDF said the total was due by 6 December.
  it('moved into the deposit window: the whole price due by the invoice\'s date, no "deposit" (German)', () => {
    const de = { ...facts, locale: 'de' as const, totalCents: 628_000, depositCents: 628_000, depositPercent: 100, paidCents: 0, depositDueDate: '2026-12-06', balanceDueDate: '2026-11-29' };
    const { body } = bookingAmendedMail(de, 628_000, true);
    expect(line(body, 'Gesamtpreis:')).toBe('Gesamtpreis: $ 6,280, vollständig fällig bis 6. Dezember 2026, da Ihre Reise bald beginnt');
    expect(body).not.toContain('Anzahlung');
    expect(line(body, 'Restbetrag:')).toBeUndefined();
  });

  // Walked on 30 Nov (Italian): a trip invoiced in full and paid, its price lowered, read "Acconto: $ 2,400".
  it('a trip invoiced in full and paid: no deposit line, the credit said', () => {
    const it_ = { ...facts, locale: 'it' as const, totalCents: 240_000, depositCents: 240_000, depositPercent: 100, paidCents: 270_000, depositDueDate: '2026-12-01', adults: 2, children: 0 };
    const { body } = bookingAmendedMail(it_, 270_000, true);
    expect(body).not.toContain('Acconto');
    expect(line(body, 'Totale:')).toBe('Totale: $ 2,400');
    expect(line(body, 'Pagato finora:')).toBe('Pagato finora: $ 2,700');
  });

  it('the first mail of a trip invoiced in full asks to confirm the address "while you pay", not "the deposit"', () => {
    const full = { ...facts, totalCents: 240_000, depositCents: 240_000, depositPercent: 100, holdExpiresAt: '2026-12-02T10:00:00.000Z', depositDueDate: '2026-12-02', confirmUrl: 'https://example.com/Payment?booking=B-2026-000001&key=k&confirm=c' };
    const { body } = bookingStatusMail('awaiting_deposit', full);
    expect(body).toContain('your places are then held for 2 days while you pay.');
    expect(body).not.toMatch(/deposit/i);
    expect(bookingStatusMail('awaiting_deposit', { ...full, depositCents: 72_000, depositPercent: 30 }).body).toContain('while you pay the deposit');
  });

  // Walked on 30 Nov: "pay the deposit by December 2, 2026" while the seats went at 10:29 that morning.
  it('the first mail gives the hold\'s end as a moment, with its time zone', () => {
    const held = { ...facts, totalCents: 240_000, depositCents: 72_000, depositPercent: 30, holdExpiresAt: '2026-12-02T10:29:00.000Z', depositDueDate: '2026-12-02' };
    expect(bookingStatusMail('awaiting_deposit', held).body).toMatch(/online by December 2, 2026 at 10:29\sAM UTC to confirm your booking/);
  });

  // Walked on 30 Nov: "The total changed from $ 2,970 to $ 3,270" and nothing of why; a trip moved
  // from 15 to 18 March said only "Inizio: 18 marzo 2027".
  it('says what changed: the old first day, and each of the office\'s lines', () => {
    const lines = [
      { kind: 'extra' as const, description: 'Ngorongoro crater fee supplement', count: 2, unitCents: 15_000, totalCents: 30_000 },
      { kind: 'discount' as const, description: 'Sconto fedeltà', count: 1, unitCents: -10_000, totalCents: -10_000 },
    ];
    const { body } = bookingAmendedMail({ ...facts, locale: 'it', startDate: '2027-03-18' }, 378_000, true, { wasStartDate: '2027-03-15', officeLines: lines });
    expect(body).toContain('Il viaggio ora inizia il 18 marzo 2027 invece del 15 marzo 2027.');
    expect(body).toContain('Modifiche della nostra agenzia:\n- Ngorongoro crater fee supplement (2 × $ 150): $ 300\n- Sconto fedeltà: -$ 100');
    const same = bookingAmendedMail(facts, 378_000, true, { wasStartDate: facts.startDate }).body;
    expect(same).not.toContain('instead of');
    expect(same).not.toContain('Adjustments');
  });

  // Walked on 30 Nov: a deposit paid in two transfers ($ 100, then $ 58) was confirmed as "your payment of $ 158".
  it('the confirmation says what has been received in all, not "your payment of"', () => {
    const paid = { ...facts, locale: 'de' as const, paidCents: 15_800, depositCents: 15_800 };
    expect(bookingStatusMail('confirmed', paid).body).toContain('Bei uns sind nun $ 158 von Ihnen eingegangen: Ihre Buchung');
  });
});


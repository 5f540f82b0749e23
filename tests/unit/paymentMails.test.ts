import { describe, expect, it } from 'vitest';
import type { BookingMailFacts } from '@/server/mail/bookingMails';
import { paymentReceivedMail, refundMadeMail } from '@/server/mail/paymentMails';

// What a receipt says is still to pay, and by when. Walked on 30 Nov: $ 100 paid of a $ 158
// deposit on a $ 1,580 trip, and the mail said "Noch zu zahlen: $ 1,480, fällig bis 7. Dezember
// 2026", the whole rest by the deposit's date, while page and invoice asked $ 58 by then and
// $ 1,422 by 11 March 2027.

const facts: BookingMailFacts = {
  number: 'B-2026-000010', locale: 'de', fullName: 'Lena Vogel', email: 'lena@example.com', tourTitle: 'Private Camping-Safari',
  startDate: '2027-05-10', totalCents: 158_000, depositCents: 15_800, depositPercent: 10, paidCents: 10_000, balanceDueDate: '2027-03-11',
  holdExpiresAt: null, invoiceNumber: 'INV-2026-000012', depositDueDate: '2026-12-07', manageUrl: 'https://de.example.com/Payment?booking=B-2026-000010&key=k',
};
const stillToPay = (body: string) => body.split('\n').find((l) => /^(Noch zu zahlen|Still to pay|Ihre Reise|Your trip)/.test(l));

describe('a receipt says what is still to pay, each part by its date', () => {
  it('part of the deposit paid: its rest by the deposit\'s date, then the balance by the balance\'s', () => {
    expect(stillToPay(paymentReceivedMail(facts, 10_000).body)).toBe('Noch zu zahlen: $ 58 bis 7. Dezember 2026 (Rest der Anzahlung), danach $ 1,422 bis 11. März 2027');
  });

  it('the deposit paid: the balance by its date', () => {
    expect(stillToPay(paymentReceivedMail({ ...facts, paidCents: 15_800 }, 5_800).body)).toBe('Noch zu zahlen: $ 1,422, fällig bis 11. März 2027');
  });

  it('a trip invoiced in full (the deposit is the whole price): one sum by the invoice\'s date', () => {
    const full = { ...facts, locale: 'en' as const, depositCents: 158_000, depositPercent: 100 };
    expect(stillToPay(paymentReceivedMail(full, 10_000).body)).toBe('Still to pay: $ 1,480, due by December 7, 2026');
  });

  it('a refund that leaves part of the deposit to pay again says both parts too', () => {
    const body = refundMadeMail({ ...facts, locale: 'en', paidCents: 5_800 }, 10_000, 'bank').body;
    expect(stillToPay(body)).toBe('Still to pay: $ 100 by December 7, 2026 (the rest of the deposit), then $ 1,422 by March 11, 2027');
  });

  it('once the balance\'s day has come, all of it now, in one sum (walked on 30 Nov: "$ 20 bis 2. Dezember, danach $ 4,486.40 bis 30. November")', () => {
    // A paid deposit, the trip moved into its last weeks (balance due the day of the move), then refunds that took back part of the deposit.
    const moved = { ...facts, totalCents: 543_540, depositCents: 94_900, paidCents: 92_900, balanceDueDate: '2026-11-30', depositDueDate: '2026-12-02' };
    expect(stillToPay(refundMadeMail(moved, 2_000, 'bank').body)).toBe('Noch zu zahlen: $ 4,506.40, sofort fällig');
  });

  it('a balance due before the deposit\'s rest: all of it by the earlier day, never "then" a day before', () => {
    const early = { ...facts, locale: 'en' as const, paidCents: 0, depositDueDate: '2099-02-01', balanceDueDate: '2099-01-15', startDate: '2099-03-01' };
    expect(stillToPay(paymentReceivedMail({ ...early, paidCents: 5_000 }, 5_000).body)).toBe('Still to pay: $ 1,530, due by January 15, 2099');
  });
});

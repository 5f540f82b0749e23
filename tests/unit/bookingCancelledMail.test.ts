import { describe, expect, it } from 'vitest';
import { bookingStatusMail, type BookingMailFacts } from '@/server/mail/bookingMails';

// Walked on 30 Nov: the cancellation mail of a booking with money paid said nothing of it, where
// the traveller's page says any refund follows the terms.

const facts = (paidCents: number): BookingMailFacts => ({
  number: 'B-2026-000002', locale: 'de', fullName: 'Jürgen Weiß', email: 'juergen@example.de', tourTitle: 'Serengeti Lodge-Safari', startDate: '2027-03-15',
  totalCents: 220_000, depositCents: 22_000, depositPercent: 10, paidCents, balanceDueDate: '2027-01-14', holdExpiresAt: null, manageUrl: 'http://de.localhost:3000/Payment?booking=B-2026-000002&key=k',
});

describe('the cancellation mail', () => {
  it('says what was paid and that a refund follows the terms', () => {
    expect(bookingStatusMail('cancelled', facts(22_000)).body).toContain('Sie hatten $ 220 bezahlt. Eine Erstattung richtet sich nach unseren Buchungsbedingungen');
  });
  it('says nothing of money when none was paid', () => {
    expect(bookingStatusMail('cancelled', facts(0)).body).not.toContain('bezahlt');
  });
});

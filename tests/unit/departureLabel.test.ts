import { describe, expect, it } from 'vitest';
import { departureLabel, type AdminDeparture } from '@/components/admin/inbox/DeparturePicker';

// The office's departure picker (turning a request into a booking, moving one). Walked on 30 Nov:
// "$ 1,850 per adult" while a 10 % deal ran and the booking it made was charged $ 1,665.

const june: AdminDeparture = { id: 't@2027-06-10', startDate: '2027-06-10', seatsTotal: 8, seatsTaken: 3, priceCents: 185_000, status: 'open' };

describe('a departure in the office picker', () => {
  it('says the price per adult, and while a deal runs the deal price first, with the price without it', () => {
    expect(departureLabel(june, 2).text).toBe('Thu, 10 Jun 2027 · 5 of 8 seats left · $ 1,850 per adult');
    expect(departureLabel({ ...june, dealPriceCents: 166_500 }, 2).text).toBe("Thu, 10 Jun 2027 · 5 of 8 seats left · $ 1,665 per adult with today's deal ($ 1,850 without)");
  });
  it('is shown but not choosable when closed or too full for the party', () => {
    expect(departureLabel(june, 6)).toEqual({ text: 'Thu, 10 Jun 2027 · 5 of 8 seats left · $ 1,850 per adult · not enough seats for 6', disabled: true });
    expect(departureLabel({ ...june, status: 'closed' }, 2).disabled).toBe(true);
  });
});

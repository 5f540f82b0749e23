import { describe, expect, it } from 'vitest';
import { bookingPayload, booksDeparture, EMPTY_BOOKING, initialAnswers, managePath, priceInput, type BookingAnswers } from '@/lib/booking/bookingForm';
import { amountDue } from '@/lib/booking/amountDue';
import { priceBooking } from '@/lib/booking/pricing';
import { bookingRequestSchema } from '@/lib/booking/schema';
import { formatPercent } from '@/lib/format/percent';
import { loadMessages } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';
import type { DepartureDto } from '@/server/bookings/dto';
import type { BookingTour } from '@/server/catalogue/bookingTour';

const TODAY = '2026-11-26';
const lodge: BookingTour = { slug: 'serengeti-lodge', title: 'Serengeti lodge safari', days: 5, priceCents: 250_000, level: 'mid-range', safariType: 'lodge', tripType: 'private', available: true };
const shared: BookingTour = { ...lodge, slug: 'group-camping', safariType: 'camping', level: 'budget', tripType: 'shared', priceCents: 110_000 };
const departure: DepartureDto = { id: 'dep-1', tourSlug: 'group-camping', tourTitle: 'Group camping', days: 4, startDate: '2027-06-01', endDate: '2027-06-04', seatsTotal: 12, seatsLeft: 5, priceCents: 120_000 };
const person = { fullName: 'Anna Berger', email: 'anna@example.org', phone: '+49 30 1234567', country: 'DE', acceptTerms: true };
const answers = (more: Partial<BookingAnswers> = {}): BookingAnswers => ({ ...EMPTY_BOOKING, ...person, ...more });

describe('booking form answers → POST /api/bookings body', () => {
  it('a private tour sends the typed date and the chosen level, and the schema accepts it', () => {
    const body = bookingPayload(answers({ startDate: '2027-03-10', level: 'luxury' }), { tour: lodge, quoteNumber: '' }, undefined);
    expect(body).toMatchObject({ tour: 'serengeti-lodge', quoteNumber: '', departureId: '', startDate: '2027-03-10', level: 'luxury', adults: 2, rooms: 'double' });
    expect(bookingRequestSchema.safeParse(body).success).toBe(true);
  });

  // Walked on 30 Nov: with everything empty, the first day was flagged only on the second try.
  it('an empty form: the missing first day is flagged with the other missing fields, at once', () => {
    const empty = bookingPayload({ ...EMPTY_BOOKING }, { tour: lodge, quoteNumber: '' }, undefined);
    const result = bookingRequestSchema.safeParse(empty);
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => String(i.path[0])));
    for (const field of ['startDate', 'fullName', 'email', 'acceptTerms']) expect(fields, field).toContain(field);
    // Not an object at all (a body of null, a list, a string): refused, never thrown.
    for (const body of [null, [], 'x', 7]) expect(bookingRequestSchema.safeParse(body).success).toBe(false);
    // With a departure there is no first day to type.
    const withDeparture = bookingRequestSchema.safeParse({ ...empty, departureId: 'dep-1' });
    expect(withDeparture.error!.issues.map((i) => String(i.path[0]))).not.toContain('startDate');
  });

  it("a departure fixes the date and the tour's own level, whatever was typed", () => {
    const body = bookingPayload(answers({ departureId: 'dep-1', startDate: '2030-01-01', level: 'luxury' }), { tour: shared, quoteNumber: '' }, departure);
    expect(body).toMatchObject({ departureId: 'dep-1', startDate: '2027-06-01', level: 'budget' });
  });

  it('an unanswered level is left out (the server takes the tour’s), an unchecked terms box is refused', () => {
    const body = bookingPayload(answers({ startDate: '2027-03-10', level: '', acceptTerms: false }), { tour: null, quoteNumber: 'Q-2026-000123' }, undefined);
    expect(body.level).toBeUndefined();
    expect(body.quoteNumber).toBe('Q-2026-000123');
    const parsed = bookingRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(['acceptTerms']);
  });

  it('starts at the tour’s level with the departure the link named', () => {
    expect(initialAnswers({ tour: shared, quoteNumber: '' }, 'dep-1')).toMatchObject({ level: 'budget', departureId: 'dep-1', adults: 2, children: 0 });
  });

  it('books a departure only for a shared tour that has some', () => {
    expect(booksDeparture(shared, [departure])).toBe(true);
    expect(booksDeparture(shared, [])).toBe(false);
    expect(booksDeparture(lodge, [departure])).toBe(false);
  });
});

describe('the live price', () => {
  it('is not shown until a date, whole numbers and every child’s age are given', () => {
    const target = { tour: lodge, quoteNumber: '' };
    expect(priceInput(answers(), target, undefined, TODAY)).toBeNull();
    expect(priceInput(answers({ startDate: '2026-11-01' }), target, undefined, TODAY)).toBeNull(); // in the past
    expect(priceInput(answers({ startDate: '2027-03-10', adults: '' }), target, undefined, TODAY)).toBeNull();
    expect(priceInput(answers({ startDate: '2027-03-10', children: 1, childrenAges: [''] }), target, undefined, TODAY)).toBeNull();
    expect(priceInput(answers({ startDate: '2027-03-10', children: 1, childrenAges: [7] }), target, undefined, TODAY)).not.toBeNull();
  });

  it('prices a quote nowhere: the operator’s invoice does', () => {
    expect(priceInput(answers({ startDate: '2027-03-10' }), { tour: lodge, quoteNumber: 'Q-2026-000001' }, undefined, TODAY)).toBeNull();
  });

  it('gives priceBooking the departure’s price and date: 2 adults and a child on a camping departure, 10 % deposit', () => {
    const input = priceInput(answers({ children: 1, childrenAges: [9] }), { tour: shared, quoteNumber: '' }, departure, TODAY)!;
    expect(input).toMatchObject({ adultCents: 120_000, level: 'budget', tourLevel: 'budget', startDate: '2027-06-01', safariType: 'camping' });
    const price = priceBooking(input);
    expect(price.totalCents).toBe(2 * 120_000 + 84_000);
    expect(price).toMatchObject({ depositPercent: 10, depositCents: 32_400, balanceCents: 291_600, balanceDueDate: '2027-04-02', paidInFull: false });
  });

  it('a private lodge tour in the chosen level, within 60 days: paid in full', () => {
    const price = priceBooking(priceInput(answers({ startDate: '2026-12-20', level: 'mid-range', adults: 1 }), { tour: lodge, quoteNumber: '' }, undefined, TODAY)!);
    expect(price).toMatchObject({ totalCents: 250_000, depositPercent: 100, depositCents: 250_000, balanceCents: 0, paidInFull: true });
  });
});

describe('after sending', () => {
  it('goes to the manage link’s path on this domain', () => {
    expect(managePath('http://de.localhost:3300/Payment?booking=B-2026-000001&key=abc')).toBe('/Payment?booking=B-2026-000001&key=abc');
    expect(managePath('/Payment?booking=B-2026-000001&key=abc')).toBe('/Payment?booking=B-2026-000001&key=abc');
  });

  it('asks for the rest of the deposit, then the balance, then nothing', () => {
    expect(amountDue({ totalCents: 1000_00, depositCents: 300_00, paidCents: 0 })).toEqual({ kind: 'deposit', cents: 300_00 });
    expect(amountDue({ totalCents: 1000_00, depositCents: 300_00, paidCents: 300_00 })).toEqual({ kind: 'balance', cents: 700_00 });
    expect(amountDue({ totalCents: 1000_00, depositCents: 300_00, paidCents: 1000_00 })).toEqual({ kind: 'none', cents: 0 });
  });
});

describe('formatting and strings', () => {
  it('writes percentages as each language does', () => {
    expect(formatPercent(30, 'en')).toBe('30%');
    expect(formatPercent(30, 'de')).toBe('30\u00a0%');
  });

  it('sends a page only the part of a section it asks for', () => {
    const messages = loadMessages('de', ['pages', 'booking.departures']);
    expect(Object.keys(messages.booking as object)).toEqual(['departures']);
    expect(loadMessages('de', ['booking', 'booking.departures']).booking).toHaveProperty('form');
  });

  it('sends a tour page the name of its own category only, and the section around it untouched', () => {
    const picked = loadMessages('de', ['catalogue.levels', 'catalogue.categories.northern-safari']).catalogue as Messages;
    expect(picked.categories).toEqual({ 'northern-safari': 'Safaris im Norden' });
    expect(Object.keys(picked.levels as object)).toContain('mid-range');
    // The whole locale file is not changed by picking from it.
    expect(Object.keys((loadMessages('de', ['catalogue']).catalogue as Messages).categories as object).length).toBeGreaterThan(5);
  });
});

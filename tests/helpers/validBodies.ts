import { bookingAnswers, isoDay } from './bookings';

/**
 * Valid form bodies for the fault tests, in one place: when the forms' anti-spam proof changes
 * (a server-issued form token instead of `fillMs`), only this file and bookings.ts change.
 */
export function quoteBody(i: number, over: Record<string, unknown> = {}) {
  return {
    source: 'wizard',
    travelType: 'group',
    days: 1 + (i % 14),
    travelWith: 'friends',
    budget: '2000-3500',
    departureDate: isoDay(20 + (i % 300)),
    destination: 'Tarangire',
    adults: 1 + (i % 6),
    children: 0,
    childrenAges: [],
    fullName: `Traveller ${i}`,
    email: `traveller.${i}@example.com`,
    phone: `+255 700 ${String(100000 + i)}`,
    country: 'TZ',
    contactPreference: 'call',
    message: `Request number ${i}`,
    website: '',
    fillMs: 4000 + i,
    ...over,
  };
}

/** One seat on a departure, by a traveller of their own. */
export function seatBody(i: number, tour: string, departureId: string) {
  return bookingAnswers({ tour, departureId, adults: 1, children: 0, childrenAges: [], fullName: `Booker ${i}`, email: `booker.${i}@example.com` });
}

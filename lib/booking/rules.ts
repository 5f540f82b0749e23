// The booking rules a traveller reads on the Booking page and in the Terms, and the server
// applies: one source for both. Money is integer US cents everywhere.

/** Deposit by kind of trip, in percent of the total. */
export const DEPOSIT_PERCENT = { camping: 10, lodge: 30, luxury: 50, tailorMade: 50 } as const;
export type DepositRule = keyof typeof DEPOSIT_PERCENT;

/** A trip starting within this many days is paid in full when booked. */
export const FULL_PAYMENT_WITHIN_DAYS = 60;
/** Otherwise the balance is due this many days before the start. */
export const BALANCE_DUE_DAYS_BEFORE = 60;
/** Seats on a departure are held this long for the deposit, then freed automatically. */
export const HOLD_HOURS = 48;
/**
 * Until the traveller confirms their email address through the link mailed to them, the seats
 * are held only this long: a booking typed with anyone's address blocks nobody for two days.
 */
export const UNCONFIRMED_HOLD_HOURS = 2;

/** Children's prices: under 3 travel free, 3 to 15 pay this share of an adult's price, 16 and 17 pay as adults. */
export const INFANT_MAX_AGE = 2;
export const CHILD_MAX_AGE = 15;
export const CHILD_PERCENT = 70;

/**
 * A level's price against another's, in per-mille (a mid-range version of a budget tour costs
 * 1.35 times as much). Shared departures keep their tour's level.
 */
export const LEVEL_FACTOR = { budget: 1000, 'mid-range': 1350, luxury: 1900 } as const;
export type BookingLevel = keyof typeof LEVEL_FACTOR;
export const BOOKING_LEVELS = Object.keys(LEVEL_FACTOR) as BookingLevel[];

export const ROOM_OPTIONS = ['double', 'twin', 'single', 'family'] as const;
export type RoomOption = (typeof ROOM_OPTIONS)[number];

export const BOOKING_STATUSES = ['inquiry', 'provisional', 'awaiting_deposit', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking over: nothing on it changes any more (the office may still refund). */
export const CLOSED_BOOKING_STATUSES: readonly BookingStatus[] = ['cancelled', 'expired', 'completed'];
/** A booking whose travellers no longer go: no seats, no passenger list, not "still travelling". */
export const NOT_TRAVELLING_STATUSES: readonly BookingStatus[] = ['cancelled', 'expired'];

/** Payments are taken in US dollars. */
export const CURRENCY = 'USD';

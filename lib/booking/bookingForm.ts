import type { DepartureDto } from '@/server/bookings/dto';
import type { BookingTour } from '@/server/catalogue/bookingTour';
import type { PriceInput } from './pricing';
import type { BookingLevel } from './rules';
import type { BookingRequest } from './schema';

/** The Booking form's answers as typed: the request's text fields, numbers that may be '' while a box is empty. */
export type BookingAnswers = Pick<BookingRequest, 'departureId' | 'startDate' | 'rooms' | 'fullName' | 'email' | 'phone' | 'country' | 'requests'> & {
  level: BookingLevel | '';
  adults: number | '';
  children: number | '';
  childrenAges: (number | '')[];
  acceptTerms: boolean;
  website: string;
};

/** What the page was opened for: a catalogue tour, a quote, or both. */
export type BookingTarget = { tour: BookingTour | null; quoteNumber: string };

export const EMPTY_BOOKING: BookingAnswers = {
  departureId: '', startDate: '', level: '', adults: 2, children: 0, childrenAges: [], rooms: 'double',
  fullName: '', email: '', phone: '', country: '', requests: '', acceptTerms: false, website: '',
};

/** A shared tour is booked on one of its dated departures (when it has any): date and level are the departure's. */
export const booksDeparture = (tour: BookingTour | null, departures: DepartureDto[]) => tour?.tripType === 'shared' && departures.length > 0;

/** The first answers: the tour's own level, and the departure the link named when it is still offered. */
export function initialAnswers(target: BookingTarget, departureId: string | null): BookingAnswers {
  return { ...EMPTY_BOOKING, level: target.tour?.level ?? '', departureId: departureId ?? '' };
}

/** The request body POST /api/bookings takes (bookingRequestSchema's input), from the answers. */
export function bookingPayload(answers: BookingAnswers, target: BookingTarget, departure: DepartureDto | undefined): Record<string, unknown> {
  const { departureId, startDate, level, ...rest } = answers;
  return {
    ...rest,
    tour: target.tour?.slug ?? '',
    quoteNumber: target.quoteNumber,
    departureId: departure ? departureId : '',
    startDate: departure ? departure.startDate : startDate,
    level: departure ? target.tour?.level : level || undefined,
  };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * What priceBooking() needs, once the answers say enough (a date, whole numbers, each child's
 * age); null before. A quote's price is the operator's, so only a catalogue tour is priced here.
 */
export function priceInput(answers: BookingAnswers, target: BookingTarget, departure: DepartureDto | undefined, today: string): PriceInput | null {
  const { tour } = target;
  if (!tour || target.quoteNumber) return null;
  const startDate = departure?.startDate ?? answers.startDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || startDate < today) return null;
  if (!isCount(answers.adults) || answers.adults < 1 || !isCount(answers.children)) return null;
  const ages = answers.childrenAges;
  if (ages.length !== answers.children || !ages.every(isCount)) return null;
  return {
    adultCents: departure?.priceCents ?? tour.priceCents,
    tourLevel: tour.level,
    level: departure ? tour.level : answers.level || tour.level,
    safariType: tour.safariType,
    adults: answers.adults,
    childrenAges: ages as number[],
    startDate,
    today,
  };
}

/** The traveller's manage link on this domain: the path and query of the API's absolute manageUrl. */
export function managePath(manageUrl: string): string {
  const url = new URL(manageUrl, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

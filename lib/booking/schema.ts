import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { agesIssue, agesMatch, contact, departureDate, optionalLongText, spamFields, travellers } from '@/lib/leads/schemas';
import { oneLineString } from '@/lib/validation/text';
import { BOOKING_LEVELS, ROOM_OPTIONS } from './rules';

export const QUOTE_NUMBER = /^Q-\d{4}-\d{6}$/;
export const BOOKING_NUMBER = /^B-\d{4}-\d{6}$/;
/** Special requests on the Booking page: the form shows this limit with a counter. */
export const REQUESTS_MAX = 2000;

/** The fields that say when a booking starts: a departure, or a private trip's first day. */
const DATE_FIELDS: ReadonlySet<string> = new Set(['departureId', 'startDate']);

/** The answers are an object whose two date fields are well formed, whatever else is wrong with it (a body of `null` is not). */
const datesReadable = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((i) => !i.path?.length || DATE_FIELDS.has(String(i.path[0])));

/**
 * The Booking page's answers, checked by the page before it sends and by POST /api/bookings
 * before it stores. A catalogue tour (slug) or a quote number says what is booked; a shared
 * tour's departure fixes the date and the level.
 */
export const bookingRequestSchema = z
  .object({
    tour: oneLineString().max(160).optional().default(''),
    departureId: oneLineString().max(200).optional().default(''),
    quoteNumber: oneLineString().max(20).refine((v) => v === '' || QUOTE_NUMBER.test(v), { error: 'key:quoteNumber' }).optional().default(''),
    /** A private trip's first day; a departure brings its own. */
    startDate: z.union([z.literal(''), departureDate]).optional().default(''),
    level: z.enum(BOOKING_LEVELS).optional(),
    ...travellers,
    rooms: z.enum(ROOM_OPTIONS).default('double'),
    ...contact,
    requests: optionalLongText(REQUESTS_MAX),
    acceptTerms: z.literal(true, { error: 'key:acceptTerms' }),
    ...spamFields,
  })
  .refine(agesMatch, agesIssue)
  .refine((v) => v.tour !== '' || v.quoteNumber !== '', { path: ['tour'], error: 'key:required' })
  // Checked with the other fields, not after them (walked: an empty first day was flagged only once
  // name, address and terms were fixed): it runs whenever the two fields it reads are well formed.
  .refine((v) => v.departureId !== '' || v.startDate !== '', { path: ['startDate'], error: 'key:required', when: datesReadable });

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

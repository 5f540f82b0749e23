import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { BOOKING_LEVELS, ROOM_OPTIONS } from '@/lib/booking/rules';
import { contact, departureDate, travellers } from '@/lib/leads/schemas';
import { LIMITS } from '@/lib/leads/options';
import { wholeNumber } from '@/lib/validation/numbers';
import { oneLineString } from '@/lib/validation/text';

/**
 * PATCH /api/admin/bookings/{number}: any of what the office may correct on a booking, checked as
 * the Booking page checks it: another departure or start date, the travellers (children with their
 * ages), rooms, level, and the traveller's contact details.
 */
export const bookingAmend = z
  .object({
    departureId: oneLineString().min(1, { error: 'key:required' }).max(200),
    startDate: departureDate,
    adults: travellers.adults,
    children: travellers.children,
    // No default here: left out, the booking's ages stay (the Booking page's schema fills in []).
    childAges: z.array(wholeNumber(LIMITS.childAge.min, LIMITS.childAge.max, 'key:childrenAges')).max(LIMITS.children.max),
    rooms: z.enum(ROOM_OPTIONS, { error: 'key:oneOf' }),
    // Every traveller's name, for the lodges and the park gates (the lead traveller's is fullName).
    travellerNames: z.array(oneLineString().min(1, { error: 'key:required' }).max(100)).max(LIMITS.adults.max + LIMITS.children.max),
    level: z.enum(BOOKING_LEVELS, { error: 'key:oneOf' }),
    ...contact,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'key:required', path: ['adults'] });

export type BookingAmend = z.output<typeof bookingAmend>;

/**
 * POST /api/admin/bookings/{number}/lines: an extra (park fees, a single supplement) or a discount
 * of an amount per unit and a quantity, a discount of a share of the price (`percent`, 1–100,
 * instead of an amount), or the price agreed (`override`: the amount is the new total), each with
 * the words the invoice prints.
 */
export const bookingLine = z
  .object({
    kind: z.enum(['extra', 'discount', 'override'], { error: 'key:oneOf' }),
    description: oneLineString().min(1, { error: 'key:required' }).max(200),
    amountCents: wholeNumber(0, 100_000_000).optional(),
    percent: wholeNumber(1, 100).optional(),
    quantity: wholeNumber(1, 99).optional().default(1),
  })
  .refine((v) => v.percent === undefined || v.kind === 'discount', { error: 'key:oneOf', path: ['percent'] })
  .refine((v) => v.percent !== undefined || v.amountCents !== undefined, { error: 'key:required', path: ['amountCents'] });

/** POST /api/admin/bookings/{number}/refunds: money paid back against one of its payments (online ones through Pesapal). */
export const bookingRefund = z.object({
  paymentId: oneLineString().min(1, { error: 'key:required' }).max(40),
  amountCents: wholeNumber(1, 100_000_000),
  reference: oneLineString().max(120).optional().default(''),
  method: z.enum(['bank', 'cash'], { error: 'key:oneOf' }).optional(),
  /** A goodwill refund: the same amount also comes off the price (a discount line with the reason), so it is not owed again. */
  lowerPrice: z.boolean().optional().default(false),
});

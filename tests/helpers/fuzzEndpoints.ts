import type { ZodType } from 'zod';
import { contactSchema, quoteRequestSchema, reviewSchema } from '@/lib/leads/schemas';
import { bookingRequestSchema } from '@/lib/booking/schema';
import { confirmSignupSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '@/lib/auth/schemas';
import { affiliateSchema } from '@/lib/affiliate/schemas';
import { wishlistAddBody, wishlistRemoveBody } from '@/lib/wishlist/schemas';
import { departureCreate, departurePatch, tourEdit } from '@/lib/admin/catalogueSchemas';
import { assignSchema, replySchema } from '@/server/admin/workflowService';
import { moderationAction } from '@/server/admin/moderationService';
import { quoteBookingSchema } from '@/server/admin/quoteBooking';
import { cancelSchema, depositSchema } from '@/server/admin/bookingSteps';
import type { FieldKind } from './hostilePayloads';
import { bookingAnswers, isoDay } from './bookings';
import { OPERATOR_PASSWORD } from './adminApi';

/** What the endpoints act on: made by the test before fuzzing. */
export type FuzzFixtures = {
  operatorEmail: string;
  tourSlug: string;
  tourId: string;
  departureId: string;
  reviewId: string;
  quoteNumber: string;
  bookingNumber: string;
};

export type Auth = 'traveller' | 'operator';

/** A route that reads a body: how to reach it, a body it accepts, and how each field is checked. */
export type BodyEndpoint = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The same route with a hostile value as its path parameter. */
  pathFor?: (segment: string) => string;
  auth?: Auth;
  /** A body the endpoint accepts (the one place to adapt when a form's fields change). */
  valid: () => Record<string, unknown>;
  /** The schema the body is checked with, when it is exported: the factory must pass it. */
  schema?: ZodType;
  /** Fields that refuse a value of the wrong kind, whatever the rest of the body holds. */
  fields: Record<string, FieldKind>;
  /** Fields whose absence makes the body invalid. */
  required: string[];
  /** The bytes may be omitted (no Content-Type): the endpoint then reads nothing. */
  bodyOptional?: true;
  /** The payment provider's notification: answered 200 in the provider's own shape for anything it is sent. */
  providerNotice?: true;
};

/** A route that reads no body: only its path parameter (when it has one) and credentials are input. */
export type BodylessEndpoint = { name: string; method: 'POST'; pathFor: (segment: string) => string; hasParameter: boolean; auth: Auth };

/**
 * The spam guard's part of a lead form (the hidden field and the time the form was open).
 * One place to change when the server issues form tokens instead.
 */
let nextToken = () => '';
/** Where the valid bodies get their form tokens, a new one each (a test sets a maker its server accepts: agedFormTokens). */
export const useFormGuardTokens = (maker: () => string) => {
  nextToken = maker;
};
export const formGuard = () => ({ website: '', formToken: nextToken() });

const leadForms = (fx: FuzzFixtures): BodyEndpoint[] => [
  {
    name: 'POST /api/requestquote (wizard)',
    method: 'POST',
    path: '/api/requestquote',
    schema: quoteRequestSchema,
    valid: () => ({
      source: 'wizard', travelType: 'family', days: 10, travelWith: 'family', budget: '3500-5000', departureDate: isoDay(45), destination: 'Serengeti und Sansibar',
      adults: 2, children: 1, childrenAges: [9], fullName: 'Anna Müller', email: 'anna@example.com', phone: '+49 30 1234567', country: 'DE',
      contactPreference: 'email', message: 'Die große Tierwanderung, bitte.', couponCode: '', interests: ['safari'], saveDetails: false, ...formGuard(),
    }),
    fields: { source: 'format', travelType: 'format', days: 'number', travelWith: 'format', budget: 'format', departureDate: 'format', destination: 'text', adults: 'number', children: 'number', childrenAges: 'list', fullName: 'text', email: 'format', phone: 'format', country: 'format', contactPreference: 'format', message: 'text', interests: 'list', saveDetails: 'boolean' },
    required: ['source', 'travelType', 'days', 'travelWith', 'budget', 'departureDate', 'destination', 'adults', 'children', 'fullName', 'email', 'phone', 'country', 'contactPreference'],
  },
  {
    name: 'POST /api/requestquote (tour modal)',
    method: 'POST',
    path: '/api/requestquote',
    schema: quoteRequestSchema,
    valid: () => ({ source: 'modal', tour: fx.tourSlug, departureDate: isoDay(30), adults: 2, children: 0, childrenAges: [], fullName: 'John Smith', email: 'john@example.com', phone: '+44 20 7946 0000', country: 'GB', contactPreference: 'email', message: 'Green season?', ...formGuard() }),
    fields: { source: 'format', tour: 'text', departureDate: 'format', adults: 'number', children: 'number', childrenAges: 'list', fullName: 'text', email: 'format', phone: 'format', country: 'format', contactPreference: 'format', message: 'text' },
    required: ['source', 'tour', 'departureDate', 'adults', 'children', 'fullName', 'email', 'phone', 'country'],
  },
  {
    name: 'POST /api/contact_us',
    method: 'POST',
    path: '/api/contact_us',
    schema: contactSchema,
    valid: () => ({ fullName: 'Marie Dubois', email: 'marie@example.fr', phone: '', subject: 'Kilimandjaro', message: 'Bonjour, une question sur le Kilimandjaro.', ...formGuard() }),
    fields: { fullName: 'text', email: 'format', phone: 'format', subject: 'text', message: 'text' },
    required: ['fullName', 'email', 'message'],
  },
  {
    name: 'POST /api/send_review (guest book)',
    method: 'POST',
    path: '/api/send_review',
    schema: reviewSchema,
    valid: () => ({ name: 'Klaus Becker', email: 'klaus@example.de', country: 'DE', rating: 5, title: 'Unvergesslich', text: 'Zwölf Tage voller Tiere, Staub und wunderbarer Menschen. Danke!', travelDate: '2025-08', tour: '', ...formGuard() }),
    fields: { name: 'text', email: 'format', country: 'format', rating: 'number', title: 'text', text: 'text', travelDate: 'format', tour: 'text' },
    required: ['name', 'country', 'rating', 'title', 'text', 'travelDate'],
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    path: '/api/bookings',
    schema: bookingRequestSchema,
    valid: () => ({ ...bookingAnswers({ tour: fx.tourSlug, startDate: isoDay(60) }), ...formGuard() }),
    fields: { tour: 'text', startDate: 'format', adults: 'number', children: 'number', childrenAges: 'list', rooms: 'format', fullName: 'text', email: 'format', phone: 'format', country: 'format', requests: 'text', acceptTerms: 'boolean' },
    required: ['adults', 'children', 'fullName', 'email', 'phone', 'country', 'acceptTerms'],
  },
];

const payments: BodyEndpoint[] = [
  {
    name: 'POST /api/submit-order-request',
    method: 'POST',
    path: '/api/submit-order-request',
    valid: () => ({ bookingNumber: 'B-2026-000001', key: 'a-manage-key' }),
    fields: { bookingNumber: 'text', key: 'text' },
    required: ['bookingNumber', 'key'],
  },
  {
    name: 'POST /api/payments/pesapal/ipn',
    method: 'POST',
    path: '/api/payments/pesapal/ipn',
    valid: () => ({ OrderTrackingId: 'b945e4af-80a5-4ec1-8706-e03f8332fb04', OrderMerchantReference: 'B-2026-000001-1', OrderNotificationType: 'IPNCHANGE' }),
    fields: { OrderTrackingId: 'text', OrderMerchantReference: 'text', OrderNotificationType: 'text' },
    required: [],
    providerNotice: true,
  },
];

const accounts = (fx: FuzzFixtures): BodyEndpoint[] => [
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: '/api/auth/login',
    schema: loginSchema,
    valid: () => ({ email: 'tom@example.com', password: 'a long enough password' }),
    fields: { email: 'format', password: 'text' },
    required: ['email', 'password'],
  },
  {
    name: 'POST /api/auth/signup',
    method: 'POST',
    path: '/api/auth/signup',
    schema: signupSchema,
    valid: () => ({ name: 'Tom Traveller', email: 'tom.new@example.com', password: 'a long enough password', passwordConfirmation: 'a long enough password' }),
    fields: { name: 'text', email: 'format', password: 'text', passwordConfirmation: 'text', next: 'format' },
    required: ['name', 'email', 'password', 'passwordConfirmation'],
  },
  {
    name: 'POST /api/auth/confirm-signup',
    method: 'POST',
    path: '/api/auth/confirm-signup',
    schema: confirmSignupSchema,
    valid: () => ({ token: 'A'.repeat(43) }),
    fields: { token: 'format' },
    required: ['token'],
  },
  {
    name: 'POST /api/auth/forgot-password',
    method: 'POST',
    path: '/api/auth/forgot-password',
    schema: forgotPasswordSchema,
    valid: () => ({ email: 'tom@example.com' }),
    fields: { email: 'format' },
    required: ['email'],
  },
  {
    name: 'POST /api/auth/reset-password',
    method: 'POST',
    path: '/api/auth/reset-password',
    schema: resetPasswordSchema,
    valid: () => ({ token: 'A'.repeat(43), password: 'a long enough password', passwordConfirmation: 'a long enough password' }),
    fields: { token: 'format', password: 'text', passwordConfirmation: 'text' },
    required: ['token', 'password', 'passwordConfirmation'],
  },
  {
    name: 'POST /api/wishlist',
    method: 'POST',
    path: '/api/wishlist',
    auth: 'traveller',
    schema: wishlistAddBody,
    valid: () => ({ ids: [fx.tourId] }),
    fields: { ids: 'list' },
    required: ['ids'],
  },
  {
    name: 'DELETE /api/wishlist',
    method: 'DELETE',
    path: '/api/wishlist',
    auth: 'traveller',
    schema: wishlistRemoveBody,
    valid: () => ({ ids: [fx.tourId] }),
    fields: { ids: 'list' },
    required: ['ids'],
  },
  {
    name: 'POST /api/affiliate',
    method: 'POST',
    path: '/api/affiliate',
    auth: 'traveller',
    schema: affiliateSchema,
    valid: () => ({ email: 'tom@example.com', message: 'I will share it on my travel blog.' }),
    fields: { email: 'format', message: 'text' },
    required: ['email'],
  },
  {
    name: 'POST /api/getAffiliate',
    method: 'POST',
    path: '/api/getAffiliate',
    auth: 'traveller',
    schema: affiliateSchema,
    valid: () => ({ email: 'tom@example.com', message: '' }),
    fields: { email: 'format', message: 'text' },
    required: ['email'],
  },
  {
    name: 'POST /api/getProfile',
    method: 'POST',
    path: '/api/getProfile',
    auth: 'traveller',
    valid: () => ({ user: 'tom@example.com' }),
    // `user` takes a string or a number: only the body's shape is fuzzed.
    fields: {},
    required: [],
    bodyOptional: true,
  },
];

const backOffice = (fx: FuzzFixtures): BodyEndpoint[] => [
  {
    name: 'POST /api/admin/login',
    method: 'POST',
    path: '/api/admin/login',
    schema: loginSchema,
    // The operator's real password: a corrupted body that got through would log in (and fail the test).
    valid: () => ({ email: fx.operatorEmail, password: OPERATOR_PASSWORD }),
    fields: { email: 'format', password: 'text' },
    required: ['email', 'password'],
  },
  {
    name: 'POST /api/admin/reviews/{id}',
    method: 'POST',
    path: `/api/admin/reviews/${fx.reviewId}`,
    pathFor: (s) => `/api/admin/reviews/${s}`,
    auth: 'operator',
    schema: moderationAction,
    valid: () => ({ action: 'approve' }),
    fields: { action: 'format' },
    required: ['action'],
  },
  {
    name: 'PUT /api/admin/tours/{id}',
    method: 'PUT',
    path: `/api/admin/tours/${fx.tourId}`,
    pathFor: (s) => `/api/admin/tours/${s}`,
    auth: 'operator',
    schema: tourEdit,
    valid: () => ({ priceFrom: 900, available: true }),
    fields: { priceFrom: 'number', available: 'boolean' },
    required: ['priceFrom', 'available'],
  },
  {
    name: 'POST /api/admin/tours/{id}/departures',
    method: 'POST',
    path: `/api/admin/tours/${fx.tourId}/departures`,
    pathFor: (s) => `/api/admin/tours/${s}/departures`,
    auth: 'operator',
    schema: departureCreate,
    valid: () => ({ startDate: isoDay(90), seatsTotal: 12, priceCents: 250_000 }),
    fields: { startDate: 'format', seatsTotal: 'number', priceCents: 'number' },
    required: ['startDate', 'seatsTotal', 'priceCents'],
  },
  {
    name: 'PATCH /api/admin/departures/{id}',
    method: 'PATCH',
    path: `/api/admin/departures/${fx.departureId}`,
    pathFor: (s) => `/api/admin/departures/${s}`,
    auth: 'operator',
    schema: departurePatch,
    valid: () => ({ seatsTotal: 14, priceCents: 260_000, status: 'open' }),
    fields: { seatsTotal: 'number', priceCents: 'number', status: 'format' },
    required: [],
  },
  {
    name: 'POST /api/admin/inbox/{number}/assign',
    method: 'POST',
    path: `/api/admin/inbox/${fx.quoteNumber}/assign`,
    pathFor: (s) => `/api/admin/inbox/${s}/assign`,
    auth: 'operator',
    schema: assignSchema,
    valid: () => ({ operatorId: null }),
    fields: { operatorId: 'text' },
    required: ['operatorId'],
  },
  {
    name: 'POST /api/admin/inbox/{number}/reply',
    method: 'POST',
    path: `/api/admin/inbox/${fx.quoteNumber}/reply`,
    pathFor: (s) => `/api/admin/inbox/${s}/reply`,
    auth: 'operator',
    schema: replySchema,
    valid: () => ({ message: 'Jambo! Here is your itinerary.' }),
    fields: { message: 'text' },
    required: ['message'],
  },
  {
    name: 'POST /api/admin/inbox/{number}/booking',
    method: 'POST',
    path: `/api/admin/inbox/${fx.quoteNumber}/booking`,
    pathFor: (s) => `/api/admin/inbox/${s}/booking`,
    auth: 'operator',
    schema: quoteBookingSchema,
    valid: () => ({ startDate: isoDay(50), adults: 2, children: 1, childrenAges: [9] }),
    fields: { departureId: 'text', startDate: 'format', adults: 'number', children: 'number', childrenAges: 'list' },
    required: [],
  },
  {
    name: 'POST /api/admin/bookings/{number}/deposit',
    method: 'POST',
    path: `/api/admin/bookings/${fx.bookingNumber}/deposit`,
    pathFor: (s) => `/api/admin/bookings/${s}/deposit`,
    auth: 'operator',
    schema: depositSchema,
    valid: () => ({ amountCents: 162_000, reference: 'BANK-2026-0042' }),
    fields: { amountCents: 'number', reference: 'text' },
    required: ['reference'],
  },
  {
    name: 'POST /api/admin/bookings/{number}/cancel',
    method: 'POST',
    path: `/api/admin/bookings/${fx.bookingNumber}/cancel`,
    pathFor: (s) => `/api/admin/bookings/${s}/cancel`,
    auth: 'operator',
    schema: cancelSchema,
    valid: () => ({ reason: 'The traveller asked to cancel.' }),
    fields: { reason: 'text' },
    required: ['reason'],
  },
];

export const bodyEndpoints = (fx: FuzzFixtures): BodyEndpoint[] => [...leadForms(fx), ...payments, ...accounts(fx), ...backOffice(fx)];

const withParameter = (name: string, pathFor: (s: string) => string, auth: Auth = 'operator'): BodylessEndpoint => ({ name, method: 'POST', pathFor, hasParameter: true, auth });
const fixedPath = (path: string, auth: Auth): BodylessEndpoint => ({ name: `POST ${path}`, method: 'POST', pathFor: () => path, hasParameter: false, auth });

export const bodylessEndpoints: BodylessEndpoint[] = [
  withParameter('POST /api/admin/inbox/{number}/close', (s) => `/api/admin/inbox/${s}/close`),
  withParameter('POST /api/admin/bookings/{number}/confirm', (s) => `/api/admin/bookings/${s}/confirm`),
  withParameter('POST /api/admin/bookings/{number}/invoice', (s) => `/api/admin/bookings/${s}/invoice`),
  withParameter('POST /api/admin/outbox/{id}/retry', (s) => `/api/admin/outbox/${s}/retry`),
  withParameter('POST /api/admin/rewards/{id}/paid', (s) => `/api/admin/rewards/${s}/paid`),
  fixedPath('/api/admin/logout', 'operator'),
  fixedPath('/api/auth/logout', 'traveller'),
];

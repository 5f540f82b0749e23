import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { wholeNumber } from '@/lib/validation/numbers';
import { multiLineString, oneLineString } from '@/lib/validation/text';
import { BUDGETS, CONTACT_PREFERENCES, INTERESTS, LIMITS, TRAVEL_TYPES, TRAVEL_WITH } from './options';

// One schema per form, used by the form before it sends and by the API before it stores:
// both give the same message for the same mistake. Messages come from `validation.*` keys;
// a rule with its own message names it as `key:<name>`. Every text field is one line (names,
// subject, phone… land in mail headers and "Label: value" lines) unless it is a message.

/** Required one-line text: empty says "required", too short says how long. */
const text = (min: number, max: number) => oneLineString().min(1, { error: 'key:required' }).min(min).max(max);
const optionalText = (max: number) => oneLineString().max(max).optional().default('');
/** A message or review: line breaks are kept, control and bidi characters dropped. */
const longText = (min: number, max: number) => multiLineString().min(1, { error: 'key:required' }).min(min).max(max);
export const optionalLongText = (max: number) => multiLineString().max(max).optional().default('');
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;
/** A departure from yesterday (another time zone's today) up to three years ahead. */
export const departureDate = oneLineString()
  .min(1)
  .regex(isoDay)
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(t) && t >= Date.now() - 2 * DAY_MS && t <= Date.now() + 3 * 366 * DAY_MS;
  }, { error: 'key:futureDate' });

export const contact = {
  fullName: text(2, 100),
  email: oneLineString().min(1).max(200).pipe(z.email()),
  phone: oneLineString().min(1).max(30).regex(/^\+?[0-9 ()./-]{6,30}$/, { error: 'key:phone' }),
  /** ISO 3166 code, from the country list; none chosen asks for one, not "not valid". */
  country: oneLineString().regex(/^[A-Z]{2}$/, { error: 'key:country' }),
};

export const spamFields = {
  /** Hidden from people; only bots fill it. */
  website: z.string().max(500).optional(),
  /**
   * What GET /api/form-token gave the page. Any value passes here: a missing, malformed or forged
   * one is refused later with the same silent 422 as a bot (server/leads/spam.ts).
   */
  formToken: z.unknown().optional(),
};

export const travellers = {
  adults: wholeNumber(LIMITS.adults.min, LIMITS.adults.max),
  children: wholeNumber(LIMITS.children.min, LIMITS.children.max),
  // An empty age box is a missing age (not a newborn): it asks for each child's age.
  childrenAges: z
    .array(wholeNumber(LIMITS.childAge.min, LIMITS.childAge.max, 'key:childrenAges'))
    .max(LIMITS.children.max)
    .default([]),
};

export const agesMatch = (v: { children: number; childrenAges: number[] }) => v.childrenAges.length === v.children;
export const agesIssue = {
  path: ['childrenAges'],
  error: 'key:childrenAges',
  // Checked even while other answers are still wrong (zod's default skips it then), so one
  // answer lists every mistake and the wizard's travellers step catches it before the contact step.
  when: ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) =>
    issues.every((i) => i.path?.length && i.path[0] !== 'children' && i.path[0] !== 'childrenAges'),
};

/** The wizard at /Quote: every step's answers. */
export const quoteWizardSchema = z
  .object({
    source: z.literal('wizard'),
    travelType: z.enum(TRAVEL_TYPES),
    days: wholeNumber(LIMITS.days.min, LIMITS.days.max),
    travelWith: z.enum(TRAVEL_WITH),
    budget: z.enum(BUDGETS),
    departureDate,
    destination: text(2, 200),
    ...travellers,
    ...contact,
    contactPreference: z.enum(CONTACT_PREFERENCES),
    message: optionalLongText(LIMITS.message),
    couponCode: oneLineString().max(40).regex(/^[A-Za-z0-9-]*$/).optional().default(''),
    interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).default([]),
    saveDetails: z.boolean().default(false),
    tour: oneLineString().max(160).optional(),
    ...spamFields,
  })
  .refine(agesMatch, agesIssue);

/** The short form in the tour page's quote modal. */
export const quoteShortSchema = z
  .object({
    source: z.literal('modal'),
    tour: oneLineString().min(1).max(160),
    departureDate,
    ...travellers,
    ...contact,
    contactPreference: z.enum(CONTACT_PREFERENCES).default('email'),
    message: optionalLongText(LIMITS.message),
    ...spamFields,
  })
  .refine(agesMatch, agesIssue);

export const quoteRequestSchema = z.discriminatedUnion('source', [quoteWizardSchema, quoteShortSchema]);
export type QuoteWizardInput = z.input<typeof quoteWizardSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const contactSchema = z.object({
  fullName: contact.fullName,
  email: contact.email,
  phone: oneLineString().max(30).regex(/^(\+?[0-9 ()./-]{6,30})?$/, { error: 'key:phone' }).optional().default(''),
  subject: optionalText(150),
  message: longText(10, LIMITS.message),
  ...spamFields,
});
export type ContactMessage = z.output<typeof contactSchema>;

const thisMonth = () => new Date().toISOString().slice(0, 7);
export const reviewSchema = z.object({
  name: text(2, 80),
  /** Optional: empty, or an address (then it gets a thank-you mail). */
  email: oneLineString().max(200).refine((v) => v === '' || z.email().safeParse(v).success, { error: 'key:email' }).optional().default(''),
  country: contact.country,
  rating: wholeNumber(1, 5),
  title: text(3, 120),
  text: longText(LIMITS.reviewText.min, LIMITS.reviewText.max),
  travelDate: oneLineString().regex(/^\d{4}-(0[1-9]|1[0-2])$/).refine((v) => v <= thisMonth() && v >= '2009-01', { error: 'key:pastMonth' }),
  tour: oneLineString().max(160).optional().default(''),
  ...spamFields,
});
export type ReviewSubmission = z.output<typeof reviewSchema>;

export const GUESTBOOK_KINDS = ['safari', 'kilimanjaro', 'zanzibar', 'day-trip'] as const;
export const guestbookQuery = z.object({
  rating: wholeNumber(1, 5).optional(),
  kind: z.enum(GUESTBOOK_KINDS).optional(),
  language: z.enum(['en', 'de', 'fr', 'es', 'it', 'pt']).optional(),
  /** Travel year. */
  year: wholeNumber(2009, 2100).optional(),
  page: wholeNumber(1, 1000).optional(),
});
export type GuestbookQuery = z.output<typeof guestbookQuery>;

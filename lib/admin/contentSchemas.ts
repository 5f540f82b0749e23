import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { TEAM_CATEGORIES } from '@/lib/info/teamCategories';
import { CATEGORIES, DESTINATION_GROUPS, LEVELS, SAFARI_TYPES, TRIP_TYPES } from '@/lib/catalogue/vocabulary';
import { messageKey } from '@/lib/validation/messageKey';
import { wholeNumber } from '@/lib/validation/numbers';
import { oneLineString } from '@/lib/validation/text';

// One language's text of a tour, as the content studio edits it: shared by its forms and the admin API.

/** Lower-case words joined by hyphens: what a page address on every domain can carry as is. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const list = z.array(oneLineString().min(1).max(500)).max(60);

/** PUT /api/admin/tours/{id}/content/{lang}: the whole entry of that language (a draft until published). */
export const tourContentEntry = z.object({
  title: oneLineString().min(1, { error: 'key:required' }).max(200),
  slug: oneLineString().min(1, { error: 'key:required' }).max(160).regex(SLUG_PATTERN, { error: 'key:slug' }),
  overview: z.string().max(20_000),
  weather: z.string().max(5_000),
  tips: list,
  inclusions: list,
  exclusions: list,
  /** The itinerary, one entry per day in order (the days themselves are the tour's facts). Left out: the days stay as they are. */
  days: z.array(z.object({ title: oneLineString().min(1, { error: 'key:required' }).max(200), description: z.string().max(5_000) })).max(60).optional(),
});
export type TourContentEntry = z.output<typeof tourContentEntry>;

/** PUT /api/admin/destinations/{id}/content/{lang}: a destination's text in one language (its facts, map point and group stay). */
export const destinationContentEntry = z.object({
  name: oneLineString().min(1, { error: 'key:required' }).max(120),
  slug: oneLineString().min(1, { error: 'key:required' }).max(160).regex(SLUG_PATTERN, { error: 'key:slug' }),
  summary: oneLineString().max(400),
  description: z.string().max(20_000),
  bestTime: z.string().max(2_000),
  highSeason: oneLineString().max(300),
  highlights: list,
});
export type DestinationContentEntry = z.output<typeof destinationContentEntry>;

const line = (max: number) => oneLineString().min(1, { error: 'key:required' }).max(max);

/** One block of an article's body: only what the page's own components render (components/blog/ArticleBody.tsx). */
const articleBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string().min(1).max(5_000) }),
  z.object({ type: z.literal('h2'), text: line(300) }),
  z.object({ type: z.literal('h3'), text: line(300) }),
  z.object({ type: z.literal('ul'), items: z.array(z.string().min(1).max(2_000)).min(1).max(60) }),
  z.object({ type: z.literal('ol'), items: z.array(z.string().min(1).max(2_000)).min(1).max(60) }),
  z.object({ type: z.literal('tip'), text: z.string().min(1).max(2_000) }),
  z.object({ type: z.literal('image'), art: z.string().regex(/^[a-z]+$/), seed: z.string().regex(SLUG_PATTERN), alt: oneLineString().max(300), caption: oneLineString().max(300).optional() }),
  z.object({ type: z.literal('photo'), media: z.string().regex(/^[0-9a-f]{24}$/, { error: 'key:invalid' }), alt: line(300), caption: oneLineString().max(300).optional() }),
]);

/** PUT /api/admin/articles/{id}/content/{lang}: an article's text in one language; the body is what the rich-text editor made of it (lib/content/articleDoc.ts). */
export const articleContentEntry = z.object({
  title: line(200),
  slug: oneLineString().min(1, { error: 'key:required' }).max(160).regex(SLUG_PATTERN, { error: 'key:slug' }),
  excerpt: oneLineString().max(300),
  body: z.array(articleBlock).max(400),
});
export type ArticleContentEntry = z.output<typeof articleContentEntry>;

/**
 * PUT /api/admin/documents/{id}/content/{lang}: an information page's words in one language (terms,
 * privacy, the booking process, payment, about us); its title and description are the page's meta.
 * The article's blocks, and the numbered steps with a title each that the booking process shows.
 */
export const documentContentEntry = z.object({
  body: z
    .array(
      z.discriminatedUnion('type', [
        ...articleBlock.options,
        z.object({ type: z.literal('steps'), items: z.array(z.object({ title: line(200), text: z.string().min(1).max(2_000) })).min(1).max(30) }),
      ]),
    )
    .min(1, { error: 'key:required' })
    .max(400),
});
export type DocumentContentEntry = z.output<typeof documentContentEntry>;

/** The blog's categories an article can be filed under. */
export const ARTICLE_CATEGORIES = ['safaris', 'kilimanjaro', 'zanzibar', 'uncategorized'] as const;

/** POST /api/admin/articles: a new article, with its English title and address; nothing shows until a language is published. */
export const articleCreate = z.object({
  title: line(200),
  slug: oneLineString().min(1, { error: 'key:required' }).max(160).regex(SLUG_PATTERN, { error: 'key:slug' }),
  category: z.enum(ARTICLE_CATEGORIES, { error: 'key:invalid' }),
  /** YYYY-MM-DD; a later day schedules it (it appears that day). Today when left out. */
  publishDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'key:invalid' }).optional(),
});

/** PATCH /api/admin/articles/{id}: what is the same in every language. `coverMediaId` null: the drawing again. */
export const articleSettings = z.object({
  category: z.enum(ARTICLE_CATEGORIES, { error: 'key:invalid' }),
  publishDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'key:invalid' }),
  coverMediaId: z.string().regex(/^[0-9a-f]{24}$/, { error: 'key:invalid' }).nullable(),
});

/** PUT /api/admin/team-members/{id}/content/{lang}: a team member's role and bio in one language. */
export const teamMemberEntry = z.object({ role: line(120), bio: z.string().max(3_000) });
export type TeamMemberEntry = z.output<typeof teamMemberEntry>;

/** A team member's facts, the same in every language (POST /api/admin/team-members adds the English role and bio). */
export const teamMemberFacts = z.object({
  name: line(120),
  category: z.enum(TEAM_CATEGORIES, { error: 'key:invalid' }),
  since: z.number({ error: 'key:number' }).int({ error: 'key:number' }).min(1980, { error: 'key:invalid' }).max(2100, { error: 'key:invalid' }),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, { error: 'key:invalid' })).min(1, { error: 'key:required' }).max(12),
  photoMediaId: z.string().regex(/^[0-9a-f]{24}$/, { error: 'key:invalid' }).nullable().default(null),
});
export const teamMemberCreate = teamMemberFacts.extend({ role: line(120), bio: z.string().max(3_000).default('') });

/** POST /api/admin/tours: a new tour copied from one of the catalogue (its facts, days and places), with its own English title and address. */
export const tourCreate = z.object({
  copyFrom: z.string().min(1, { error: 'key:required' }).max(120),
  title: line(200),
  slug: oneLineString().min(1, { error: 'key:required' }).max(160).regex(SLUG_PATTERN, { error: 'key:slug' }),
});

/**
 * POST /api/admin/tours without `copyFrom`: a blank tour, its facts and price, its days as day
 * blocks in order (more can be added later), its English title and address.
 */
export const tourCreateBlank = z.object({
  title: line(200),
  slug: oneLineString().min(1, { error: 'key:required' }).max(160).regex(SLUG_PATTERN, { error: 'key:slug' }),
  category: z.enum(CATEGORIES, { error: 'key:oneOf' }),
  tripType: z.enum(TRIP_TYPES, { error: 'key:oneOf' }),
  safariType: z.enum(SAFARI_TYPES, { error: 'key:oneOf' }),
  level: z.enum(LEVELS, { error: 'key:oneOf' }),
  priceFrom: wholeNumber(1, 1_000_000),
  blockIds: z.array(oneLineString().min(1).max(120), { error: 'key:required' }).min(1, { error: 'key:required' }).max(60, { error: 'key:invalid' }),
});

/** PUT /api/admin/associates/{id}/content/{lang}: an association's or partner's name and description in one language. */
export const associateEntry = z.object({ name: line(160), description: z.string().max(1_000) });
export type AssociateEntry = z.output<typeof associateEntry>;

export const ASSOCIATE_KINDS = ['membership', 'licence', 'partner'] as const;

/** PATCH /api/admin/associates/{id}: the same in every language. */
export const associateFacts = z.object({
  kind: z.enum(ASSOCIATE_KINDS, { error: 'key:invalid' }),
  url: z.string().trim().max(300).regex(/^https:\/\/[^\s"<>]+$/, { error: 'key:invalid' }),
  abbreviation: line(12),
  reference: oneLineString().max(80),
});

/** PATCH /api/admin/destinations/{id}: its photo from the media library (null: the drawing again). */
export const destinationPhoto = z.object({ photoMediaId: z.string().regex(/^[0-9a-f]{24}$/, { error: 'key:invalid' }).nullable() });

const months = z.array(z.number({ error: 'key:number' }).int({ error: 'key:number' }).min(1, { error: 'key:invalid' }).max(12, { error: 'key:invalid' }), { error: 'key:invalid' }).max(12, { error: 'key:invalid' });
/** A number from min to max, the message saying both ends. */
const between = (min: number, max: number) => z.number({ error: 'key:number' }).refine((n) => n >= min && n <= max, { error: messageKey('range', { min, max }) });
/** A whole number in a range, or null for "not known" (a lake's altitude, a town's area). */
const measured = (min: number, max: number) => z.number({ error: 'key:number' }).int({ error: 'key:number' }).refine((n) => n >= min && n <= max, { error: messageKey('range', { min, max }) }).nullable();

/**
 * PATCH /api/admin/destinations/{id}: any of the place's facts, the same in every language: its
 * group, its point on the map (in Tanzania), altitude and area, its best and high-season months,
 * whether it is among the popular ones, its photo.
 */
export const destinationPatch = z
  .object({
    photoMediaId: destinationPhoto.shape.photoMediaId,
    group: z.enum(DESTINATION_GROUPS, { error: 'key:oneOf' }),
    lat: between(-11.8, -0.9),
    lng: between(29.2, 40.5),
    altitudeM: measured(-500, 6_000),
    areaKm2: measured(1, 100_000),
    bestMonths: months,
    highSeasonMonths: months,
    popular: z.boolean({ error: 'key:invalid' }),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'key:required', path: ['group'] });

/** Where a language of an item stands: live as saved, a draft waiting, never written, or written against an older English. */
export const CONTENT_STATES = ['published', 'draft', 'missing', 'outdated'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** GET /api/admin/translations?lang=de&state=missing,outdated: one language, any of the states (all when left out). */
export const translationsQuery = z.object({
  lang: z.enum(['en', 'de', 'fr', 'es', 'it', 'pt'], { error: 'key:invalid' }),
  state: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [...CONTENT_STATES]))
    .pipe(z.array(z.enum(CONTENT_STATES, { error: 'key:invalid' })).min(1)),
});

/** PUT /api/admin/pages/{id}/content/{lang}: a fixed page's title and meta description in one language. */
export const pageMetaEntry = z.object({
  title: oneLineString().min(1, { error: 'key:required' }).max(120),
  description: oneLineString().max(300),
});
export type PageMetaEntry = z.output<typeof pageMetaEntry>;

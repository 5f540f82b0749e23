import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { wholeNumber } from '@/lib/validation/numbers';
import { oneLineString } from '@/lib/validation/text';

/** What the back office sends to run a deal: shared by its form (components/admin/deals) and the admin API. */

export const DEAL_KINDS = ['percent', 'amount'] as const;
/** The most a percentage deal takes off: more is a typo, not an offer. */
export const MAX_DEAL_PERCENT = 90;

const isoDay = oneLineString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'key:invalid' })
  .refine((v) => Number.isFinite(Date.parse(`${v}T00:00:00Z`)), { error: 'key:invalid' });

const terms = z.object({
  kind: z.enum(DEAL_KINDS, { error: 'key:oneOf' }),
  /** Percent off (1–90), or US cents off. */
  value: wholeNumber(1, 100_000_000),
  startsOn: isoDay,
  endsOn: isoDay,
});

const checked = <T extends z.ZodType<z.output<typeof terms>>>(schema: T) =>
  schema
    .refine((d) => d.kind !== 'percent' || d.value <= MAX_DEAL_PERCENT, { error: 'key:dealPercent', path: ['value'] })
    .refine((d) => d.endsOn >= d.startsOn, { error: 'key:dealEnds', path: ['endsOn'] });

/** POST /api/admin/deals. */
export const dealCreate = checked(terms.extend({ tourId: oneLineString().min(1, { error: 'key:required' }).max(120) }));

/** The terms a deal ends up with once a PATCH is laid over it (checked as a whole). */
export const dealTerms = checked(terms);

/** PATCH /api/admin/deals/{id}: any of the terms (the tour stays). */
export const dealPatch = terms.partial();

export type DealCreate = z.output<typeof dealCreate>;
export type DealPatch = z.output<typeof dealPatch>;

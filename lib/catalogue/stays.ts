import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { ACCOMMODATION_TYPES } from './vocabulary';

/**
 * Where a tour spends a day's night, as the office sets it for that tour: a named place, "to be
 * confirmed", or no night at all (the last day). Without one, the day block's own stay for the
 * tour's level shows.
 */
export const dayStay = z.union([
  z.object({ name: z.string().trim().min(1, { error: 'key:required' }).max(160, { error: 'key:tooLong' }), type: z.enum(ACCOMMODATION_TYPES, { error: 'key:oneOf' }) }).strict(),
  z.object({ tbc: z.literal(true) }).strict(),
  z.object({ none: z.literal(true) }).strict(),
], { error: 'key:invalid' });
export type DayStay = z.output<typeof dayStay>;

/** The stored stay, or null (the block's own). */
export function readStay(stored: string | null | undefined): DayStay | null {
  if (!stored) return null;
  const parsed = dayStay.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : null;
}

/** As the itinerary shows it: the place at the tour's level, null for "to be confirmed", undefined for no night. */
export function shownStay(stay: DayStay, level: string): { name: string; type: string; level: string } | null | undefined {
  if ('none' in stay) return undefined;
  if ('tbc' in stay) return null;
  return { name: stay.name, type: stay.type, level };
}

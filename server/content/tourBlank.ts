import { tourCreateBlank } from '@/lib/admin/contentSchemas';
import type { Operator } from '@/server/admin/operatorService';
import { findBlocks, replaceItinerary } from '@/server/admin/tourDaysRepository';
import { findItinerary } from '@/server/catalogue/tourRepository';
import { getDb } from '@/server/db/connection';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { refuseTakenSlug } from '@/server/slugs/slugMoves';
import { saveDraft } from './contentItems';
import { TOUR_TEXT } from './tourContent';
import { freeTourId, insertTour, lastSortOrder } from './tourRepository';

/**
 * POST /api/admin/tours { title, slug, category, tripType, safariType, level, priceFrom, blockIds }
 * → 201 { id, languages }: a tour made from nothing: its facts and price, its days from the day
 * blocks (it starts where the first one is and ends where the last one is), and its English text
 * as a draft (the days' texts are the blocks' own, to be rewritten). No domain shows it until its
 * English is published.
 */
export async function createBlankTour(input: unknown, operator: Operator) {
  const t = parseInput(tourCreateBlank, input);
  const id = await withDatabase('admin-tour-blank', () =>
    getDb().transaction().execute(async (trx) => {
      const blocks = new Map((await findBlocks(trx, [...new Set(t.blockIds)])).map((b) => [b.id, b]));
      if (t.blockIds.some((b) => !blocks.has(b))) throw new AppError(400, 'invalid_input', 'api.invalidInput', { blockIds: 'validation.itineraryDays' });
      await refuseTakenSlug(trx, 'tour', '', 'en', t.slug);
      const id = await freeTourId(trx, t.slug);
      const edit = { edited_at: new Date().toISOString(), edited_by: operator.email };
      const places = t.blockIds.map((b) => blocks.get(b)!.destination_id);
      await insertTour(trx, {
        id, category: t.category, days: t.blockIds.length, nights: t.blockIds.length - 1, trip_type: t.tripType, safari_type: t.safariType, level: t.level,
        price_from: t.priceFrom, start_id: places[0]!, end_id: places[places.length - 1]!, route: null, popular: 0, available: 1,
        sort_order: (await lastSortOrder(trx)) + 1, ...edit,
      });
      await replaceItinerary(trx, id, t.blockIds.map((block_id) => ({ block_id })), [], [...new Set(places)], edit);
      return id;
    }),
  );
  const days = (await findItinerary(getDb(), id, 'en')).map((d) => ({ title: d.title, description: d.description }));
  const content = await saveDraft(TOUR_TEXT, id, 'en', { ...TOUR_TEXT.blank, title: t.title, slug: t.slug, days }, operator);
  return { id, ...content };
}

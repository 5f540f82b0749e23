import { tourCreate } from '@/lib/admin/contentSchemas';
import type { Operator } from '@/server/admin/operatorService';
import { getDb } from '@/server/db/connection';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { refuseTakenSlug } from '@/server/slugs/slugMoves';
import { saveDraft } from './contentItems';
import { TOUR_TEXT } from './tourContent';
import { freeTourId, insertTour, lastSortOrder } from './tourRepository';

/**
 * POST /api/admin/tours { copyFrom, title, slug } → 201 { id, languages }: a new tour made from
 * one of the catalogue: its facts, price, days, places and tags, and its English text as a draft
 * under the new title and address. No domain shows it until its English is published; it has no
 * departures until the office adds them.
 */
export async function copyTour(input: unknown, operator: Operator) {
  const { copyFrom, title, slug } = parseInput(tourCreate, input);
  const { id, english } = await withDatabase('admin-tour-copy', () =>
    getDb().transaction().execute(async (trx) => {
      const source = await trx.selectFrom('tours').selectAll().where('id', '=', copyFrom).executeTakeFirst();
      if (!source) throw new AppError(400, 'invalid_input', 'api.invalidInput', { copyFrom: 'validation.tourUnknown' });
      await refuseTakenSlug(trx, 'tour', '', 'en', slug);
      const id = await freeTourId(trx, slug);
      const { sort_order: _s, archived_at: _a, archived_by: _b, ...facts } = source;
      await insertTour(trx, { ...facts, id, popular: 0, available: 1, sort_order: (await lastSortOrder(trx)) + 1, edited_at: new Date().toISOString(), edited_by: operator.email });
      const [days, tags, places, dayTexts] = await Promise.all([
        trx.selectFrom('tour_days').selectAll().where('tour_id', '=', copyFrom).execute(),
        trx.selectFrom('tour_tags').selectAll().where('tour_id', '=', copyFrom).execute(),
        trx.selectFrom('tour_destinations').selectAll().where('tour_id', '=', copyFrom).execute(),
        trx.selectFrom('tour_day_translations').selectAll().where('tour_id', '=', copyFrom).where('locale', '=', 'en').execute(),
      ]);
      for (const d of days) await trx.insertInto('tour_days').values({ ...d, tour_id: id }).execute();
      for (const t of tags) await trx.insertInto('tour_tags').values({ ...t, tour_id: id }).execute();
      for (const p of places) await trx.insertInto('tour_destinations').values({ ...p, tour_id: id }).execute();
      for (const d of dayTexts) await trx.insertInto('tour_day_translations').values({ ...d, tour_id: id }).execute();
      return { id, english: (await TOUR_TEXT.live(trx, copyFrom)).en };
    }),
  );
  const content = await saveDraft(TOUR_TEXT, id, 'en', { ...(english ?? TOUR_TEXT.blank), title, slug }, operator);
  return { id, ...content };
}

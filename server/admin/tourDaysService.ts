import { tourDays } from '@/lib/admin/catalogueSchemas';
import { readStay } from '@/lib/catalogue/stays';
import { MEALS } from '@/lib/catalogue/vocabulary';
import { parseList } from '@/server/catalogue/mappers';
import { findItinerary } from '@/server/catalogue/tourRepository';
import { stayFor } from '@/server/catalogue/tourService';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { findAdminTour } from './catalogueEditRepository';
import { publish } from './catalogueEditService';
import type { Operator } from './operatorService';
import * as repo from './tourDaysRepository';
import type { Revalidate } from './tourPages';

type BlockRow = Awaited<ReturnType<typeof repo.findAllBlocks>>[number];
const blockView = (b: BlockRow) => ({ id: b.id, title: b.title, place: b.place ?? b.destination_id });

const badDays = () => new AppError(400, 'invalid_input', 'api.invalidInput', { days: 'validation.itineraryDays' });

/** How the office reads a night: the place and its type, "to be confirmed", or no night. */
const stayView = (a: ReturnType<typeof stayFor>) => (a === undefined ? { none: true as const } : a === null ? { tbc: true as const } : { name: a.name, type: a.type });

/**
 * GET /api/admin/tours/{id}/days → { days: [{ day, blockId, title, place, stay, blockStay, meals, blockMeals, altitudeM, blockAltitudeM }], blocks }:
 * the itinerary (each night, meals and altitude as this tour sets them, null for the block's, and as its block has them), and every day the office can add.
 */
export async function tourDaysOf(id: string) {
  return withDatabase('admin-tour-days', async () => {
    const db = getDb();
    const tour = await findAdminTour(db, id);
    if (!tour) throw notFound();
    const [days, blocks] = await Promise.all([findItinerary(db, id, 'en'), repo.findAllBlocks(db)]);
    const placeOf = new Map(blocks.map((b) => [b.id, b.place ?? b.destination_id]));
    return {
      days: days.map((d) => ({
        day: Number(d.day_number), blockId: d.block_id, title: d.title, place: placeOf.get(d.block_id) ?? d.destination_id,
        stay: readStay(d.stay), blockStay: stayView(stayFor(null, d.overnight, tour.level, tour.safari_type)),
        meals: d.own_meals ? parseList<string>(d.own_meals) : null, blockMeals: parseList<string>(d.block_meals),
        altitudeM: d.own_altitude_m, blockAltitudeM: d.block_altitude_m,
      })),
      blocks: blocks.map(blockView),
    };
  });
}

/** GET /api/admin/day-blocks → { blocks }: every day block a tour can be made of. */
export async function dayBlocks() {
  return withDatabase('admin-day-blocks', async () => ({
    blocks: (await repo.findAllBlocks(getDb())).map(blockView),
  }));
}

/**
 * PUT /api/admin/tours/{id}/days { days: [{ from } | { blockId }] }: the days in their new order,
 * some moved, some new, some gone. In one transaction: the days, the tour's own day texts (they
 * move with their day), its places and length, and any draft's days (a new day starts from its
 * block's text in that language). Then the pages are rebuilt.
 */
export async function setTourDays(id: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const { days } = parseInput(tourDays, input);
  await withDatabase('admin-tour-days-save', () =>
    getDb().transaction().execute(async (trx) => {
      if (!(await findAdminTour(trx, id))) throw notFound();
      const current = await repo.findTourDays(trx, id);
      const froms = days.flatMap((d) => (d.from ? [d.from] : []));
      if (new Set(froms).size !== froms.length || froms.some((f) => f > current.length)) throw badDays();
      // What a day sets is set (null: the block's own again); what it leaves out, it keeps.
      type Had = { stay: string | null; meals: string | null; altitude_m: number | null };
      const none: Had = { stay: null, meals: null, altitude_m: null };
      const set = <T,>(given: T | null | undefined, had: string | number | null, store: (v: T) => string | number) => (given === undefined ? had : given === null ? null : store(given));
      const own = (d: (typeof days)[number], had: Had) => ({
        stay: set(d.stay, had.stay, (v) => JSON.stringify(v)) as string | null,
        meals: set(d.meals, had.meals, (v) => JSON.stringify(MEALS.filter((m) => v.includes(m)))) as string | null,
        altitude_m: set(d.altitudeM, had.altitude_m, (v) => v) as number | null,
      });
      const plan = days.map((d) => (d.from ? { block: current[d.from - 1]!.block_id, from: d.from, ...own(d, current[d.from - 1]!) } : { block: d.blockId!, from: null, ...own(d, none) }));
      const blocks = new Map((await repo.findBlocks(trx, [...new Set(plan.map((p) => p.block))])).map((b) => [b.id, b]));
      if (plan.some((p) => !blocks.has(p.block))) throw badDays();

      const newDay = new Map(plan.flatMap((p, i) => (p.from ? [[p.from, i + 1] as const] : [])));
      const texts = (await repo.findTourDayTexts(trx, id)).flatMap((t) => {
        const to = newDay.get(Number(t.day_number));
        return to ? [{ day_number: to, locale: t.locale, title: t.title, description: t.description }] : [];
      });
      const places = [...new Set(plan.map((p) => blocks.get(p.block)!.destination_id))];
      await repo.replaceItinerary(trx, id, plan.map((p) => ({ block_id: p.block, stay: p.stay, meals: p.meals, altitude_m: p.altitude_m })), texts, places, { edited_at: new Date().toISOString(), edited_by: operator.email });

      // Drafts keep one text per day: theirs where the day was already there, the block's for a new one.
      const drafts = await repo.findTourDrafts(trx, id);
      if (!drafts.length) return;
      const blockTexts = await repo.findBlockTexts(trx, plan.filter((p) => !p.from).map((p) => p.block));
      const blockText = (block: string, locale: string) => {
        const t = blockTexts.find((b) => b.block_id === block && b.locale === locale) ?? blockTexts.find((b) => b.block_id === block && b.locale === 'en');
        return { title: t?.title ?? block, description: t?.description ?? '' };
      };
      for (const draft of drafts) {
        const body = JSON.parse(draft.body) as { days?: { title: string; description: string }[] };
        if (!body.days) continue;
        const was = body.days;
        body.days = plan.map((p) => (p.from && was[p.from - 1] ? was[p.from - 1]! : blockText(p.block, draft.locale)));
        await repo.updateDraftBody(trx, draft.id, JSON.stringify(body));
      }
    }),
  );
  return { ...(await publish(id, revalidate)), ...(await tourDaysOf(id)) };
}

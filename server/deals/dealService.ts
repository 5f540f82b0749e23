import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { dealCreate, dealPatch, dealTerms } from '@/lib/admin/dealSchema';
import { dealCents } from '@/lib/catalogue/deals';
import type { Operator } from '@/server/admin/operatorService';
import { pagesShowingTour, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { todayUtc } from '@/server/bookings/dates';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import * as repo from './dealRepository';

type ListedDeal = Awaited<ReturnType<typeof repo.findAllDeals>>[number];

/** Where a deal stands today: not yet begun, running (the site shows it), or over (gone by itself). */
const stateOf = (d: { starts_on: string; ends_on: string }, today: string): 'running' | 'scheduled' | 'over' => (d.ends_on < today ? 'over' : d.starts_on > today ? 'scheduled' : 'running');

const dealDto = (d: ListedDeal, today: string) => ({
  id: d.id,
  tourId: d.tour_id,
  tourTitle: d.title,
  kind: d.kind,
  value: Number(d.value),
  startsOn: d.starts_on,
  endsOn: d.ends_on,
  state: stateOf(d, today),
  /** The tour's price from and what it comes to during the deal, whole US dollars. */
  priceFrom: Number(d.price_from),
  dealPrice: dealCents(Number(d.price_from) * 100, { kind: d.kind, value: Number(d.value) }) / 100,
  editedAt: d.edited_at,
  editedBy: d.edited_by,
});

/** GET /api/admin/deals → { deals }: running and scheduled ones first (soonest end first), then those over. */
export async function listDeals() {
  return withDatabase('admin-deals', async () => {
    const today = todayUtc();
    const deals = (await repo.findAllDeals(getDb())).map((d) => dealDto(d, today));
    const rank = { running: 0, scheduled: 1, over: 2 } as const;
    deals.sort((a, b) => rank[a.state] - rank[b.state] || (a.state === 'over' ? b.endsOn.localeCompare(a.endsOn) : a.endsOn.localeCompare(b.endsOn)));
    return { deals };
  });
}

/** GET /api/admin/deals/{id} → { deal }; 404 unknown. */
export async function getDeal(id: string) {
  return withDatabase('admin-deal', async () => {
    const deal = await repo.findListedDeal(getDb(), id);
    if (!deal) throw notFound();
    return { deal: dealDto(deal, todayUtc()) };
  });
}

type Terms = { tourId: string; kind: 'percent' | 'amount'; value: number; startsOn: string; endsOn: string };

/** An amount off must leave a price; a tour keeps one deal on any day (two would leave the price in doubt). */
async function checkTerms(db: Transaction<Database>, t: Terms, exceptId: string | null) {
  const price = await repo.findTourPrice(db, t.tourId);
  if (price === undefined) throw new AppError(400, 'invalid_input', 'api.invalidInput', { tourId: 'validation.tourUnknown' });
  // A new deal over before it is saved would never show (walked on 30 Nov: a wrong year, saved as
  // "over" without a word). A running one may still be ended by moving its last day back.
  if (exceptId === null && t.endsOn < todayUtc()) throw new AppError(400, 'invalid_input', 'api.invalidInput', { endsOn: 'validation.dealEnded' });
  if (t.kind === 'amount' && t.value >= Number(price) * 100) throw new AppError(400, 'invalid_input', 'api.invalidInput', { value: 'validation.dealAmount' });
  // The refusal names the deal in the way (its first and last day), not a field that is "not valid".
  const other = await repo.findOverlappingDeal(db, t.tourId, t.startsOn, t.endsOn, exceptId);
  if (other) throw new AppError(409, 'deal_overlap', 'api.dealOverlap', undefined, undefined, { startsOn: other.starts_on, endsOn: other.ends_on });
}

/** The tour's pages in six languages, the home and landing pages: rebuilt so the new price shows now. */
async function rebuild(tourId: string, revalidate: Revalidate) {
  const paths = await withDatabase('admin-deal-pages', () => pagesShowingTour(getDb(), tourId));
  return revalidatePages(revalidate, paths);
}

/** POST /api/admin/deals { tourId, kind, value, startsOn, endsOn } → 201 { deal, revalidated, failed }. */
export async function createDeal(input: unknown, operator: Operator, revalidate: Revalidate) {
  const t = parseInput(dealCreate, input);
  const id = `deal-${randomBytes(6).toString('hex')}`;
  await withDatabase('admin-deal-create', () =>
    getDb().transaction().execute(async (trx) => {
      await checkTerms(trx, t, null);
      const now = new Date().toISOString();
      await repo.insertDeal(trx, { id, tour_id: t.tourId, kind: t.kind, value: t.value, starts_on: t.startsOn, ends_on: t.endsOn, created_at: now, edited_at: now, edited_by: operator.email });
    }),
  );
  return { ...(await getDeal(id)), ...(await rebuild(t.tourId, revalidate)) };
}

/** PATCH /api/admin/deals/{id} { kind?, value?, startsOn?, endsOn? } → { deal, revalidated, failed }. */
export async function changeDeal(id: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const patch = parseInput(dealPatch, input);
  const tourId = await withDatabase('admin-deal-change', () =>
    getDb().transaction().execute(async (trx) => {
      const was = await repo.findDeal(trx, id);
      if (!was) throw notFound();
      const t = { tourId: was.tour_id, ...parseInput(dealTerms, { kind: was.kind, value: Number(was.value), startsOn: was.starts_on, endsOn: was.ends_on, ...patch }) };
      await checkTerms(trx, t, id);
      await repo.updateDeal(trx, id, { kind: t.kind, value: t.value, starts_on: t.startsOn, ends_on: t.endsOn, edited_at: new Date().toISOString(), edited_by: operator.email });
      return was.tour_id;
    }),
  );
  return { ...(await getDeal(id)), ...(await rebuild(tourId, revalidate)) };
}

/** DELETE /api/admin/deals/{id} → { deleted, revalidated, failed }: the tour's price is its own again. */
export async function removeDeal(id: string, revalidate: Revalidate) {
  const tourId = await withDatabase('admin-deal-delete', async () => {
    const db = getDb();
    const was = await repo.findDeal(db, id);
    if (!was) throw notFound();
    await repo.deleteDeal(db, id);
    return was.tour_id;
  });
  return { deleted: id, ...(await rebuild(tourId, revalidate)) };
}

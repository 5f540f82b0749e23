import { centsOrRefusal } from '@/lib/format/dollarsInput';

/** A deal as the admin API answers it (GET /api/admin/deals). */
export type AdminDeal = {
  id: string;
  tourId: string;
  tourTitle: string;
  kind: 'percent' | 'amount';
  /** Percent off, or US cents off. */
  value: number;
  startsOn: string;
  endsOn: string;
  state: 'running' | 'scheduled' | 'over';
  priceFrom: number;
  dealPrice: number;
  editedAt: string;
  editedBy: string | null;
};

/** What the deal form holds: the amount in dollars as typed (the API takes cents); the tour only when a deal is new. */
export type DealFormValues = { tourId?: string; kind: 'percent' | 'amount'; amount: string; startsOn: string; endsOn: string };

/** The form's values as the API's terms; an amount off not read for sure is refused (thrown, shown as the action's error). */
export function dealTermsOf(v: DealFormValues) {
  return { kind: v.kind, value: v.kind === 'percent' ? Number(v.amount) : centsOrRefusal(v.amount, { whole: true }), startsOn: v.startsOn, endsOn: v.endsOn };
}

/** The form's values for a deal already made. */
export const formValuesOf = (d: AdminDeal): DealFormValues => ({
  kind: d.kind,
  amount: String(d.kind === 'percent' ? d.value : d.value / 100),
  startsOn: d.startsOn,
  endsOn: d.endsOn,
});

export const STATE_WORDS: Record<AdminDeal['state'], string> = { running: 'On the site now', scheduled: 'Starts later', over: 'Over' };

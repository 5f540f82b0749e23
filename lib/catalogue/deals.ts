/** A deal's terms: a percentage off, or an amount in US cents off, until its last day (UTC, included). */
export type DealTerms = { kind: 'percent' | 'amount'; value: number; endsOn: string };

/** What a card and a tour page show of a running deal: the price before it, what it takes off, its last day. */
export type TourDeal = {
  /** The price from before the deal, whole US dollars. */
  was: number;
  percent: number | null;
  /** Whole US dollars off, for a deal of an amount. */
  amount: number | null;
  endsOn: string;
};

/**
 * A per-person price in cents once the deal is taken off, in whole dollars so that the card, the
 * tour page, the booking form and the invoice all say the same figure. Never below nothing.
 */
export function dealCents(cents: number, deal: Pick<DealTerms, 'kind' | 'value'> | null | undefined): number {
  if (!deal) return cents;
  const off = deal.kind === 'percent' ? (cents * deal.value) / 100 : deal.value;
  return Math.max(0, Math.round((cents - off) / 100) * 100);
}

/** A price from (whole dollars) and the deal on it, as pages show them: the new price and the deal's facts. */
export function priceWithDeal(priceFrom: number, deal: DealTerms | null | undefined): { priceFrom: number; deal: TourDeal | null } {
  if (!deal) return { priceFrom, deal: null };
  return {
    priceFrom: dealCents(priceFrom * 100, deal) / 100,
    deal: {
      was: priceFrom,
      percent: deal.kind === 'percent' ? deal.value : null,
      amount: deal.kind === 'amount' ? Math.round(deal.value / 100) : null,
      endsOn: deal.endsOn,
    },
  };
}

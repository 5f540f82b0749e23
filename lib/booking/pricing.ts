import {
  BALANCE_DUE_DAYS_BEFORE, CHILD_MAX_AGE, CHILD_PERCENT, DEPOSIT_PERCENT, FULL_PAYMENT_WITHIN_DAYS, INFANT_MAX_AGE, LEVEL_FACTOR,
  type BookingLevel, type DepositRule,
} from './rules';

/**
 * A line of a booking's price: travellers by kind (priced by the rules), or the office's own (an
 * extra, a discount, the price agreed in place of the computed one), with their words.
 */
export type PriceLine = { kind: 'adult' | 'child' | 'infant' | 'extra' | 'discount' | 'override'; count: number; unitCents: number; totalCents: number; description?: string };

export type PriceInput = {
  /** The catalogue's (or departure's) price per adult, in cents, at the tour's own level. */
  adultCents: number;
  tourLevel: BookingLevel;
  /** The level the traveller chose (the tour's own for a shared departure). */
  level: BookingLevel;
  safariType: 'lodge' | 'camping';
  adults: number;
  childrenAges: number[];
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD: the day the booking is made (the server's today, UTC). */
  today: string;
};

export type PriceBreakdown = {
  lines: PriceLine[];
  totalCents: number;
  depositRule: DepositRule;
  depositPercent: number;
  depositCents: number;
  balanceCents: number;
  /** YYYY-MM-DD: when the balance is due (the booking day when it is all paid at once). */
  balanceDueDate: string;
  paidInFull: boolean;
};

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Integer share of cents, rounded half up (no floats: exact for any catalogue price). */
export const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/**
 * A share in whole dollars, rounded half up: what a child pays and what the deposit is. The site
 * shows amounts without cents (spec: "no decimals"); walked, a child at 70 % of $ 587 made
 * "$ 410.90" and a 10 % deposit "$ 186.30" on the page, the mails and the invoice. The balance
 * takes what rounding leaves, so the lines still add up to the total.
 */
export const dollarsPercentOf = (cents: number, percent: number) => Math.floor((cents * percent + 5000) / 10000) * 100;

/** A deposit of `percent` of a total: its share in whole dollars, never more than the total. */
export const depositCentsOf = (totalCents: number, percent: number) => Math.min(totalCents, dollarsPercentOf(totalCents, percent));

/** A price in another level, rounded to whole dollars. */
export function levelPriceCents(adultCents: number, from: BookingLevel, to: BookingLevel): number {
  if (from === to) return adultCents;
  const dollars = Math.floor((adultCents * LEVEL_FACTOR[to] + 50 * LEVEL_FACTOR[from]) / (100 * LEVEL_FACTOR[from]));
  return dollars * 100;
}

export function depositRuleFor(safariType: 'lodge' | 'camping', level: BookingLevel, tailorMade = false): DepositRule {
  if (tailorMade) return 'tailorMade';
  if (level === 'luxury') return 'luxury';
  return safariType === 'camping' ? 'camping' : 'lodge';
}

/** Days from `today` to `startDate` (both YYYY-MM-DD). */
export const daysUntil = (startDate: string, today: string) => dayNumber(startDate) - dayNumber(today);

/** Deposit, balance and due date of a total: the same code on the Booking page and on the server. */
export function depositTerms(totalCents: number, rule: DepositRule, startDate: string, today: string) {
  const paidInFull = daysUntil(startDate, today) < FULL_PAYMENT_WITHIN_DAYS;
  const depositPercent = paidInFull ? 100 : DEPOSIT_PERCENT[rule];
  const depositCents = paidInFull ? totalCents : depositCentsOf(totalCents, depositPercent);
  const balanceDueDate = paidInFull ? today : isoOfDay(dayNumber(startDate) - BALANCE_DUE_DAYS_BEFORE);
  return { depositRule: rule, depositPercent, depositCents, balanceCents: totalCents - depositCents, balanceDueDate, paidInFull };
}

/** The price of a catalogue tour for a party: lines per kind of traveller, total, deposit and balance. */
export function priceBooking(input: PriceInput): PriceBreakdown {
  const unit = levelPriceCents(input.adultCents, input.tourLevel, input.level);
  const childUnit = dollarsPercentOf(unit, CHILD_PERCENT);
  const teens = input.childrenAges.filter((a) => a > CHILD_MAX_AGE).length;
  const children = input.childrenAges.filter((a) => a > INFANT_MAX_AGE && a <= CHILD_MAX_AGE).length;
  const infants = input.childrenAges.filter((a) => a <= INFANT_MAX_AGE).length;
  const lines: PriceLine[] = [
    { kind: 'adult' as const, count: input.adults + teens, unitCents: unit, totalCents: (input.adults + teens) * unit },
    { kind: 'child' as const, count: children, unitCents: childUnit, totalCents: children * childUnit },
    { kind: 'infant' as const, count: infants, unitCents: 0, totalCents: 0 },
  ].filter((l) => l.count > 0);
  const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const rule = depositRuleFor(input.safariType, input.level);
  return { lines, totalCents, ...depositTerms(totalCents, rule, input.startDate, input.today) };
}

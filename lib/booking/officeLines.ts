import type { PriceLine } from './pricing';

/**
 * A line the office adds to a booking (booking_lines). A discount may be a share of the price
 * (`percent`, 1–100) instead of an amount; its amount then follows the price.
 */
export type OfficeLine = { id: string; kind: 'extra' | 'discount' | 'override'; description: string; amountCents: number; quantity: number; percent?: number };

/**
 * The booking's lines and total: the travellers' lines as priced, then the office's extras and
 * discounts, then the price agreed (the latest override) as the line that brings the total to it,
 * so the computed figure stays visible. A percentage discount is taken from the travellers' lines
 * and extras together (before any discount, so two discounts do not compound), rounded to the
 * whole dollar: prices are written without cents (spec section 9), and 5 % of $ 3,750 showed the
 * traveller "$ 3,562.50". Never below nothing; whole cents.
 */
export function withOfficeLines(computed: PriceLine[], office: OfficeLine[]): { lines: PriceLine[]; totalCents: number } {
  const lines: PriceLine[] = [...computed];
  for (const o of office) {
    if (o.kind !== 'extra') continue;
    lines.push({ kind: o.kind, description: o.description, count: o.quantity, unitCents: o.amountCents, totalCents: o.amountCents * o.quantity });
  }
  const beforeDiscounts = lines.reduce((n, l) => n + l.totalCents, 0);
  for (const o of office) {
    if (o.kind !== 'discount') continue;
    if (o.percent !== undefined) {
      const off = Math.round((beforeDiscounts * o.percent) / 10_000) * 100;
      lines.push({ kind: o.kind, description: `${o.description} (${o.percent} %)`, count: 1, unitCents: -off, totalCents: -off });
    } else lines.push({ kind: o.kind, description: o.description, count: o.quantity, unitCents: -o.amountCents, totalCents: -o.amountCents * o.quantity });
  }
  const sum = Math.max(0, lines.reduce((n, l) => n + l.totalCents, 0));
  const override = office.filter((o) => o.kind === 'override').at(-1);
  if (!override) return { lines, totalCents: sum };
  const agreed = Math.max(0, override.amountCents);
  lines.push({ kind: 'override', description: override.description, count: 1, unitCents: agreed - sum, totalCents: agreed - sum });
  return { lines, totalCents: agreed };
}

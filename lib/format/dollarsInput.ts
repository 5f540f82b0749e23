/**
 * An amount of US dollars as the office types it, in cents: "1000", "1,000", "1,000.50", "$ 1000.5".
 * Anything else is null and is refused with the hint, never guessed: "1,000" once recorded $ 1
 * (its comma read as a decimal point), and "1.000,50" recorded the whole balance (unreadable, so
 * the deposit) and confirmed the booking. `whole`: prices, shown without cents (spec section 9).
 */
export function centsOfDollars(text: string, { whole = false }: { whole?: boolean } = {}): number | null {
  const typed = text.trim().replace(/^\$\s*/, '');
  const shape = whole ? /^(?:\d{1,3}(?:,\d{3})+|\d+)$/ : /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
  if (!shape.test(typed)) return null;
  const [dollars, cents = ''] = typed.replace(/,/g, '').split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** What the office is told when centsOfDollars refuses an amount. */
export const dollarsHint = (whole = false) =>
  whole ? 'Write the price in whole US dollars with digits, for example 1200 or 1,200.' : 'Write the amount in US dollars with digits, for example 1000, 1,000 or 1,000.50.';

/** The same, for a form's action: the cents, or an Error whose message is the hint (shown as the action's refusal). */
export function centsOrRefusal(text: string, options: { whole?: boolean } = {}): number {
  const read = centsOfDollars(text, options);
  if (read === null) throw new Error(dollarsHint(options.whole));
  return read;
}

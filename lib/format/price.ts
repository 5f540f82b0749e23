/**
 * Thousands with commas, written by hand: the same in every language (spec section 9), and an
 * Intl.NumberFormat costs a phone tens of milliseconds to set up the first time on a page.
 */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Spec section 9: "$ 1,234" — the symbol, a space, comma thousands, no decimals, in every language. */
export function formatPrice(usd: number): string {
  const whole = Math.round(usd);
  return `${whole < 0 ? '-' : ''}$ ${grouped(Math.abs(whole))}`;
}

/** Cents as a spreadsheet reads dollars: "1234.50", no symbol, no separators (the CSV downloads). */
export const plainDollars = (cents: number): string => (cents / 100).toFixed(2);

/** An amount in cents in the same style: "$ 1,234", or "$ 370.50" when it has cents (a deposit share). */
export function formatCents(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}$ ${grouped(dollars)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

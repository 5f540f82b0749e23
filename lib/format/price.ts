/** Spec section 9: "$ 1,234" — the symbol, a space, comma thousands, no decimals, in every language. */
export function formatPrice(usd: number): string {
  return `$ ${Math.round(usd).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

/** An amount in cents in the same style: "$ 1,234", or "$ 370.50" when it has cents (a deposit share). */
export function formatCents(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}$ ${dollars.toLocaleString('en-US')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

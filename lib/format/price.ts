/** Spec section 9: "$ 1,234" — the symbol, a space, comma thousands, no decimals, in every language. */
export function formatPrice(usd: number): string {
  return `$ ${Math.round(usd).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

// Our money is integer US cents; the provider speaks decimal numbers of dollars. Both
// directions go through decimal text so that no binary fraction ever reaches a cent.

/** Up to 15 significant digits a double carries as decimal text and back without change. */
export const MAX_AMOUNT_CENTS = 10 ** 15 - 1;

/** 37050 -> 370.5: the number the provider is sent for a number of cents. */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_AMOUNT_CENTS) throw new RangeError(`not an amount in cents: ${cents}`);
  const dollars = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return Number(`${dollars}.${rest}`);
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * 370.5 or "370.50" -> 37050: an amount the provider answered, in cents. A negative, fractional
 * cent or non-numeric amount is a RangeError: a payment we cannot read is not a payment.
 */
export function amountToCents(amount: number | string): number {
  // String(x) of a parsed JSON number is the shortest text that reads back as x: its literal.
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`not a decimal amount: ${String(amount)}`);
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) throw new RangeError(`amount has a fraction of a cent: ${text}`);
  const cents = Number(m[1]) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) throw new RangeError(`amount too large: ${text}`);
  return cents;
}

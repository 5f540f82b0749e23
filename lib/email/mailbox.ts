/** Providers that deliver `j.o.e@…` to `joe@…`: dots in the local part do not make another mailbox. */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for telling whether two addresses are one person's:
 * lower-cased and trimmed, a `+tag` dropped from the local part, and dots dropped where the
 * provider ignores them. Only for comparing; mail still goes to the address as typed.
 */
export function normalisedMailbox(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const canonical = DOTS_IGNORED[domain];
  return canonical ? `${local.replace(/\./g, '')}@${canonical}` : `${local}@${domain}`;
}

/** Whether two addresses deliver to the same mailbox. */
export const sameMailbox = (a: string, b: string) => normalisedMailbox(a) === normalisedMailbox(b);

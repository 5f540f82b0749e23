/**
 * Domains whose mailboxes ignore dots in the local part (a.b.c@gmail.com is abc@gmail.com), and
 * the one name each is known by. Other providers treat dots as part of the name: left alone there.
 */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for counting what one person receives: lower-cased and
 * trimmed, a `+tag` dropped (victim+1@… reaches victim@…), and dots dropped where the provider
 * ignores them. Only for counting: mail still goes to the address as typed.
 */
export function mailboxKey(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return lowered;
  const domain = lowered.slice(at + 1);
  let local = lowered.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const alias = DOTS_IGNORED[domain];
  return alias ? `${local.replace(/\./g, '')}@${alias}` : `${local}@${domain}`;
}

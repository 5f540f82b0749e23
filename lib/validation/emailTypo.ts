// "Did you mean …?" for an email address with a likely typo in its domain. Only a suggestion:
// the address as typed is still accepted (a small provider may really be called gmial.com).

/** Mail providers travellers of the six site languages use most; a domain one or two typos away from one is suspect. */
const COMMON_DOMAINS = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.de', 'yahoo.fr', 'yahoo.es', 'yahoo.it', 'ymail.com',
  'hotmail.com', 'hotmail.co.uk', 'hotmail.de', 'hotmail.fr', 'hotmail.es', 'hotmail.it', 'outlook.com', 'outlook.de', 'outlook.fr', 'outlook.es',
  'live.com', 'live.de', 'live.fr', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'protonmail.com', 'proton.me',
  'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de', 'freenet.de', 'bluewin.ch',
  'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it',
  'telefonica.net', 'sapo.pt', 'comcast.net', 'verizon.net', 'btinternet.com',
  // Real providers close to the ones above: never "corrected" into them.
  'mail.com', 'email.com', 'gmx.com', 'mail.ru', 'yandex.ru', 'hotmail.ch', 'outlook.it', 'live.it', 'live.co.uk',
];

/** Below this length one edit makes another real domain too easily (ge.com is not me.com): only the ending is fixed. */
const MIN_LENGTH_FOR_EDITS = 7;

/** Endings typed for a real one (.con for .com); the rest of the domain is kept. */
const TLD_TYPOS: Record<string, string> = {
  con: 'com', cmo: 'com', ocm: 'com', cpm: 'com', vom: 'com', xom: 'com', comm: 'com', coom: 'com', cim: 'com', cok: 'com', om: 'com', cm: 'com',
  nte: 'net', ner: 'net', nett: 'net', ogr: 'org', orgg: 'org', dee: 'de', ed: 'de', rf: 'fr', frr: 'fr',
};

/** Edits between two short strings, a swap of neighbours counting as one (Damerau–Levenshtein, optimal string alignment). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The common domain this one is likely a typo of: one edit away, or two for a long name; none when it is one itself. */
function nearDomain(domain: string): string | undefined {
  if (COMMON_DOMAINS.includes(domain)) return undefined;
  let best: { domain: string; edits: number } | undefined;
  for (const known of COMMON_DOMAINS) {
    const edits = distance(domain, known);
    const allowed = known.length < MIN_LENGTH_FOR_EDITS ? 0 : known.length >= 9 ? 2 : 1;
    if (edits <= allowed && (!best || edits < best.edits)) best = { domain: known, edits };
  }
  return best?.domain;
}

/** The address the person probably meant, or undefined when it looks right (or is not an address yet). */
export function suggestEmail(typed: string): string | undefined {
  const email = typed.trim();
  const at = email.lastIndexOf('@');
  if (at < 1 || email.indexOf('@') !== at) return undefined;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((l) => !l)) return undefined;
  const tld = labels.at(-1)!;
  const fixedTld = TLD_TYPOS[tld];
  const withTld = fixedTld ? [...labels.slice(0, -1), fixedTld].join('.') : domain;
  const meant = nearDomain(withTld) ?? (fixedTld ? withTld : undefined);
  return meant && meant !== domain ? `${local}@${meant}` : undefined;
}

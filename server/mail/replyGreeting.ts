/**
 * Whether the operator's reply already opens with a greeting of its own ("Dear Frieda,",
 * "Hallo Frau Friend!"): then the mail does not add its own above it, or the traveller is
 * greeted twice. A greeting is a short first line that names the traveller or starts with a
 * salutation of one of the site's languages; "Jambo!" or "Here are two ideas:" are not.
 */
const SALUTATION = /^(dear|hello|hi|good (morning|afternoon|evening)|hallo|liebe[rs]?|sehr geehrte[rs]?|guten (tag|morgen|abend)|bonjour|bonsoir|ch[eè]re?s?|madame|monsieur|estimad[oa]s?|hola|buen(os|as) (d[ií]as|tardes)|gentil[ei]|car[oae]|buongiorno|buonasera|ol[aá]|prezad[oa]s?|bom dia|boa tarde)(?!\p{L})/iu;
const GREETING_END = /[,:!]$/;
const MAX_LENGTH = 80;

export function opensWithGreeting(message: string, travellerName: string): boolean {
  // Spanish opens with "¡" (walked: "¡Hola!" was greeted again); a salutation ends where its letters do ("Olá!").
  const first = message.trim().split('\n')[0]!.trim().replace(/^[¡¿]+/u, '');
  if (!first || first.length > MAX_LENGTH) return false;
  const names = travellerName.toLowerCase().split(/[\s,.-]+/u).filter((w) => w.length >= 2);
  const words = first.toLowerCase().split(/[^\p{L}'’]+/u);
  const namesTraveller = names.some((n) => words.includes(n));
  return (namesTraveller && (GREETING_END.test(first) || SALUTATION.test(first))) || (SALUTATION.test(first) && GREETING_END.test(first));
}

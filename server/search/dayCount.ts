import { foldText } from '@/lib/text/slugify';

// "5 Tage", "5-day", "7 jours", "10 días", "6 giorni", "8 dias": a length of trip, typed in any of
// the site's six languages, is a number of days to rank by, not words to find in titles.

const UNITS = ['days?', 'tage?n?', 'tagige?[nrs]?', 'tagig', 'jours?', 'j', 'dias?', 'giorni', 'giorno', 'gg', 'd'].join('|');
const DAYS = new RegExp(`(?:^|[^a-z0-9])(\\d{1,2})\\s*-?\\s*(?:${UNITS})(?![a-z0-9])`, 'g');

/** The number of days the text asks for (the last one named), and the text without it. */
export function dayCount(text: string): { days: number | null; rest: string } {
  const folded = foldText(text);
  let days: number | null = null;
  const rest = folded.replace(DAYS, (match, n: string) => {
    days = Number(n) || null;
    return match.startsWith(n) ? ' ' : `${match[0]} `;
  });
  return { days, rest };
}

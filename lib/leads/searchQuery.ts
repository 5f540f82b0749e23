import { LIMITS } from './options';
import type { SearchData } from './browserStore';

// The hero search's "when" and travellers, as the tour list's URL carries them (?date=&adults=&children=),
// read back for the forms a traveller opens next. A past date or a number out of range is dropped, not kept.

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function count(raw: string | undefined, min: number, max: number): number | undefined {
  if (!raw || !/^\d{1,3}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

/** A day (YYYY-MM-DD) from `today` on; anything else is no date. */
export const isUpcomingDay = (value: string, today: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && value >= today;

/** The search the URL names (only the parts it names), or null when it names none. */
export function searchFromQuery(query: Record<string, string | string[] | undefined>, today: string): SearchData | null {
  const date = first(query.date);
  const out: SearchData = {};
  if (date && isUpcomingDay(date, today)) out.date = date;
  const adults = count(first(query.adults), LIMITS.adults.min, LIMITS.adults.max);
  if (adults !== undefined) out.adults = adults;
  const children = count(first(query.children), LIMITS.children.min, LIMITS.children.max);
  if (children !== undefined) out.children = children;
  const where = first(query.q)?.trim();
  if (where) out.where = where.slice(0, 100);
  return Object.keys(out).length ? out : null;
}

/** The traveller's own calendar day (a date input speaks local time). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

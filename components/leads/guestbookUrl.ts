import { guestbookQuery, type GuestbookQuery } from '@/lib/leads/schemas';

export type GuestbookFilter = Omit<GuestbookQuery, 'page'>;
export const FILTER_FIELDS = ['rating', 'kind', 'language', 'year'] as const;

type RawQuery = Record<string, string | string[] | undefined>;

/** The guest book's filters and page from a URL query; a value that is not valid is left out. */
export function readGuestbookQuery(query: RawQuery): GuestbookQuery {
  const out: Record<string, unknown> = {};
  for (const field of [...FILTER_FIELDS, 'page'] as const) {
    const raw = query[field];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '') continue;
    const parsed = guestbookQuery.shape[field].safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[field] = parsed.data;
  }
  return out as GuestbookQuery;
}

/** The query string (with "?", or empty) for these filters, page and extra kept parameters. */
export function guestbookSearch(filter: GuestbookFilter, page = 1, keep: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) q.set(name, value);
  for (const field of FILTER_FIELDS) if (filter[field] !== undefined) q.set(field, String(filter[field]));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const hasFilter = (filter: GuestbookFilter) => FILTER_FIELDS.some((f) => filter[f] !== undefined);

import type { TourFilter } from '@/server/catalogue/filterSchema';

const LIST_KEYS = new Set(['level', 'tags']);

/** The form's fields as a filter (the same shape the URL and the API use); empty fields dropped. */
export function formToFilter(form: HTMLFormElement): Partial<TourFilter> {
  const data = new FormData(form);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of data.entries()) {
    const value = String(raw).trim();
    if (!value) continue;
    if (LIST_KEYS.has(key)) out[key] = [...((out[key] as string[]) ?? []), value];
    else out[key] = /^(adults|children|priceMin|priceMax|daysMin|daysMax|page)$/.test(key) ? Number(value) : value;
  }
  return out as Partial<TourFilter>;
}

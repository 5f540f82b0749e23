import { useRouter } from 'next/router';
import { BOOKING_STATUSES } from '@/lib/booking/rules';
import { LOCALES } from '@/lib/i18n/config';
import { inputClass, labelClass } from '../ui';

export const INBOX_FILTERS = ['kind', 'status', 'language', 'affiliate', 'month', 'owed'] as const;
export type InboxFilter = Partial<Record<(typeof INBOX_FILTERS)[number], string>>;

/** The filters as they stand in the URL (so a filtered inbox can be bookmarked and shared). */
export function filtersFromQuery(query: Record<string, string | string[] | undefined>): InboxFilter {
  return Object.fromEntries(INBOX_FILTERS.flatMap((name) => (typeof query[name] === 'string' && query[name] ? [[name, query[name]]] : [])));
}

// Quotes and contacts (new → open/answered → booked or closed), then every booking status.
const STATUSES = [...new Set(['new', 'open', 'answered', 'booked', 'closed', ...BOOKING_STATUSES])];

export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const router = useRouter();
  const set = (name: keyof InboxFilter, value: string) => {
    const next = { ...filter, [name]: value || undefined };
    const query = Object.fromEntries(Object.entries(next).filter(([, v]) => v));
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  const select = (name: keyof InboxFilter, label: string, options: string[]) => (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} value={filter[name] ?? ''} onChange={(e) => set(name, e.target.value)} className={`mt-1 ${inputClass}`}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()} data-testid="inbox-filters">
      {select('kind', 'Kind', ['quote', 'contact', 'booking'])}
      {select('status', 'Status', STATUSES)}
      {select('language', 'Language', [...LOCALES])}
      {select('affiliate', 'Affiliate', ['yes', 'no'])}
      <div>
        <label htmlFor="filter-month" className={labelClass}>
          Trip starts in
        </label>
        <input id="filter-month" type="month" value={filter.month ?? ''} onChange={(e) => set('month', e.target.value)} className={`mt-1 ${inputClass}`} />
      </div>
      <div>
        <label htmlFor="filter-owed" className={labelClass}>
          Money
        </label>
        <select id="filter-owed" value={filter.owed ?? ''} onChange={(e) => set('owed', e.target.value)} className={`mt-1 ${inputClass}`}>
          <option value="">All</option>
          <option value="yes">Still owes money</option>
        </select>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { saveSearchData } from '@/lib/leads/browserStore';
import { LIMITS } from '@/lib/leads/options';
import { isUpcomingDay, localToday } from '@/lib/leads/searchQuery';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';

/**
 * Where to, when, travellers: a GET form onto the tour list, whose URL carries the search on
 * (the list keeps it for the quote and booking forms opened next). A past date is refused here,
 * in the page's language, with everything typed kept.
 */
export function HeroSearch() {
  const t = useT();
  const dateRef = useRef<HTMLInputElement>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  // The traveller's today, known only in the browser (the page is built ahead).
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(localToday()), []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const f = new FormData(e.currentTarget);
    const date = String(f.get('date') ?? '');
    if (date && !isUpcomingDay(date, localToday())) {
      e.preventDefault();
      setDateError(t('home.search.pastDate'));
      dateRef.current?.focus();
      return;
    }
    setDateError(null);
    // Kept for this tab so the quote and booking forms can start from it (spec: search data kept).
    saveSearchData({ where: String(f.get('q') ?? ''), date, adults: Number(f.get('adults')) || undefined, children: Number(f.get('children')) || 0 });
  };
  return (
    <form method="get" action={TOUR_LIST_PATH} onSubmit={submit} noValidate role="search" aria-label={t('home.search.label')} className="grid gap-3 rounded-2xl bg-white/95 p-4 text-left text-sm shadow-xl sm:grid-cols-2 lg:grid-cols-[2fr_1.3fr_0.8fr_0.8fr_auto] lg:items-end" data-testid="hero-search">
      <label className="hero-label">
        {t('home.search.where')}
        <input name="q" type="search" maxLength={100} placeholder={t('home.search.wherePlaceholder')} className="hero-field" />
      </label>
      <label className="hero-label">
        {t('home.search.when')}
        <input ref={dateRef} name="date" type="date" min={today} className="hero-field" aria-invalid={dateError ? true : undefined} aria-describedby={dateError ? 'hero-date-error' : undefined} onChange={() => setDateError(null)} />
        {dateError ? <span id="hero-date-error" role="alert" className="mt-1 block text-xs font-medium text-red-700" data-testid="hero-date-error">{dateError}</span> : null}
      </label>
      <label className="hero-label">
        {t('home.search.adults')}
        <input name="adults" type="number" min={LIMITS.adults.min} max={LIMITS.adults.max} defaultValue={2} className="hero-field" />
      </label>
      <label className="hero-label">
        {t('home.search.children')}
        <input name="children" type="number" min={LIMITS.children.min} max={LIMITS.children.max} defaultValue={0} className="hero-field" />
      </label>
      <button type="submit" className="rounded-full bg-sunset-600 px-6 py-3 font-semibold text-white hover:bg-sunset-700 sm:col-span-2 lg:col-span-1">
        {t('home.search.submit')}
      </button>
    </form>
  );
}

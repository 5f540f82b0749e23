import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { saveSearchData } from '@/lib/leads/browserStore';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';

/**
 * Where to, when, travellers: a GET form onto the tour list, whose URL carries the search on
 * (the quote wizard picks it up from there too).
 */
export function HeroSearch() {
  const t = useT();
  // Kept for this tab so the quote forms can start from it (spec: search data kept).
  const remember = (e: FormEvent<HTMLFormElement>) => {
    const f = new FormData(e.currentTarget);
    saveSearchData({ where: String(f.get('q') ?? ''), date: String(f.get('date') ?? ''), adults: Number(f.get('adults')) || undefined, children: Number(f.get('children')) || 0 });
  };
    return (
    <form method="get" action={TOUR_LIST_PATH} onSubmit={remember} role="search" aria-label={t('home.search.label')} className="grid gap-3 rounded-2xl bg-white/95 p-4 text-left text-sm shadow-xl sm:grid-cols-2 lg:grid-cols-[2fr_1.3fr_0.8fr_0.8fr_auto] lg:items-end" data-testid="hero-search">
      <label className="hero-label">
        {t('home.search.where')}
        <input name="q" type="search" maxLength={100} placeholder={t('home.search.wherePlaceholder')} className="hero-field" />
      </label>
      <label className="hero-label">
        {t('home.search.when')}
        <input name="date" type="date" className="hero-field" />
      </label>
      <label className="hero-label">
        {t('home.search.adults')}
        <input name="adults" type="number" min={1} max={30} defaultValue={2} className="hero-field" />
      </label>
      <label className="hero-label">
        {t('home.search.children')}
        <input name="children" type="number" min={0} max={30} defaultValue={0} className="hero-field" />
      </label>
      <button type="submit" className="rounded-full bg-sunset-600 px-6 py-3 font-semibold text-white hover:bg-sunset-700 sm:col-span-2 lg:col-span-1">
        {t('home.search.submit')}
      </button>
    </form>
  );
}

import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { toSearchString } from '@/lib/catalogue/filterQuery';
import type { ShownTourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { SORTS } from '@/lib/catalogue/vocabulary';
import { useDelayedFlag } from '@/lib/useDelayedFlag';
import { TourGrid } from './TourGrid';

type Props = {
  action: string;
  filter: Partial<TourFilter>;
  result: ShownTourPage | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  onChange: (filter: Partial<TourFilter>) => void;
  /** A place's list that has no tour at all (yet): nothing a filter could change. */
  nothingHere?: boolean;
};

/** The count, the sort, the cards and the pages; links are real URLs so crawlers follow them. */
export function TourResults({ action, filter, result, status, onChange, nothingHere = false }: Props) {
  const t = useT();
  const go = (next: Partial<TourFilter>) => (e: React.MouseEvent) => {
    e.preventDefault();
    onChange(next);
    window.scrollTo({ top: 0 });
  };
  const total = result?.total ?? 0;
  const loading = status === 'loading';
  // A fast answer shows no "Loading" and no placeholder cards; meanwhile the area stays blank
  // (not "Found 0", which the cleared result would otherwise say).
  const slow = useDelayedFlag(loading);
  return (
    <section aria-labelledby="results-count" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4">
        <h2 id="results-count" className="font-sans text-lg font-semibold" aria-live="polite" data-testid="results-count">
          {loading ? (slow ? t('catalogue.loading') : '\u00a0') : total === 1 ? t('catalogue.foundOne') : t('catalogue.found', { count: total })}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          {t('catalogue.sort.label')}
          <select value={filter.sort ?? 'popular'} onChange={(e) => onChange({ ...filter, sort: e.target.value as TourFilter['sort'], page: undefined })} className="rounded-lg border border-sand-300 bg-white px-3 py-2">
            {SORTS.map((s) => (
              <option key={s} value={s}>{t(`catalogue.sort.${s}`)}</option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-6" aria-busy={loading}>
        {status === 'failed' ? (
          <p role="alert" className="rounded-xl bg-sunset-50 p-6 text-night-800">
            {t('catalogue.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => onChange({ ...filter })}>{t('catalogue.retry')}</button>
          </p>
        ) : result && result.tours.length ? (
          <TourGrid tours={result.tours} eager={2} />
        ) : loading ? (
          slow ? <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
            {[0, 1, 2].map((i) => <li key={i} className="h-80 animate-pulse rounded-2xl bg-sand-200" />)}
          </ul> : null
        ) : (
          <div className="rounded-xl bg-sand-100 p-6 text-night-800" data-testid="results-empty">
            <p>{t(nothingHere ? 'catalogue.emptyPlace' : 'catalogue.empty')}</p>
            <p className="mt-2">{t('catalogue.emptyTailor')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {nothingHere ? null : (
                <a href={action} onClick={go({})} className="rounded-full border border-sand-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-sunset-500" data-testid="results-clear">
                  {t('catalogue.filters.reset')}
                </a>
              )}
              <AppLink href="/Quote" className="rounded-full bg-sunset-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sunset-700" data-testid="results-quote">
                {t('catalogue.emptyQuote')}
              </AppLink>
            </div>
          </div>
        )}
      </div>

      {result && result.pages > 1 ? (
        <nav aria-label={t('catalogue.pagination.label')} className="mt-10 flex items-center justify-between gap-4 text-sm">
          {result.page > 1 ? (
            <a href={action + toSearchString({ ...filter, page: result.page - 1 })} onClick={go({ ...filter, page: result.page - 1 })} rel="prev" className="rounded-full border border-sand-300 bg-white px-4 py-2 font-semibold hover:border-sunset-500">
              {t('catalogue.pagination.previous')}
            </a>
          ) : <span />}
          <span>{t('catalogue.pagination.page', { page: result.page, pages: result.pages })}</span>
          {result.page < result.pages ? (
            <a href={action + toSearchString({ ...filter, page: result.page + 1 })} onClick={go({ ...filter, page: result.page + 1 })} rel="next" className="rounded-full border border-sand-300 bg-white px-4 py-2 font-semibold hover:border-sunset-500">
              {t('catalogue.pagination.next')}
            </a>
          ) : <span />}
        </nav>
      ) : null}
    </section>
  );
}

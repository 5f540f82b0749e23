import type { GetServerSideProps } from 'next';
import { DestinationCard } from '@/components/destinations/DestinationCard';
import { PageHead } from '@/components/layout/PageHead';
import { TourGrid } from '@/components/tours/TourGrid';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { siteSearch, type SiteSearchResult } from '@/server/catalogue/siteSearch';
import { AppError } from '@/server/http/errors';
import { limitRequest } from '@/server/rateLimit/gate';

type Props = BasePageProps & {
  result: SiteSearchResult | null;
  /** The query a rate limit refused (kept in the search box). */
  limited?: string;
};

/** Site search across tours, destinations and articles; a plain GET form so results are linkable. */
export default function SearchPage({ meta, result, limited }: Props) {
  const t = useT();
  const empty = result && !result.tours.length && !result.destinations.length && !result.articles.length;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} robots="noindex" />
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-semibold sm:text-4xl">{result ? t('search.resultsFor', { query: result.query }) : t('pages.search.title')}</h1>
          <form method="get" action="/Search" role="search" className="mt-6 flex max-w-2xl gap-2">
            <label htmlFor="site-search" className="sr-only">{t('search.label')}</label>
            <input id="site-search" name="q" type="search" defaultValue={result?.query ?? limited ?? ''} placeholder={t('search.placeholder')} maxLength={100} required className="min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-5 py-3" />
            <button type="submit" className="rounded-full bg-sunset-600 px-6 py-3 font-semibold text-white hover:bg-sunset-700">{t('search.submit')}</button>
          </form>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {limited ? <p role="alert" className="text-lg text-night-800" data-testid="search-limited">{t('search.tooMany')}</p> : null}
        {empty ? <p className="text-lg text-night-800" data-testid="search-empty">{t('search.noResults', { query: result.query })}</p> : null}
        {result?.destinations.length ? (
          <section aria-labelledby="dest-results">
            <h2 id="dest-results" className="mb-5 text-2xl font-semibold">{t('search.destinations')}</h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">{result.destinations.map((d) => <li key={d.id}><DestinationCard destination={d} /></li>)}</ul>
          </section>
        ) : null}
        {result?.tours.length ? (
          <section aria-labelledby="tour-results">
            <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
              <h2 id="tour-results" className="text-2xl font-semibold">{t('search.tours')}</h2>
              {/* "Mention": the count is of every tour whose words name the query, which a place's card (its tours) may not match. */}
              {result.totalTours > result.tours.length ? (
                <AppLink href={`${TOUR_LIST_PATH}?q=${encodeURIComponent(result.query)}`} className="font-semibold text-sunset-700 underline">{t('search.moreTours', { count: result.totalTours, query: result.query })}</AppLink>
              ) : null}
            </div>
            <TourGrid tours={result.tours} />
          </section>
        ) : null}
        {result?.articles.length ? (
          <section aria-labelledby="article-results">
            <h2 id="article-results" className="mb-5 text-2xl font-semibold">{t('search.articles')}</h2>
            <ul className="space-y-2">{result.articles.map((a) => <li key={a.url}><AppLink href={a.url} className="text-lg text-sunset-700 underline">{a.title}</AppLink></li>)}</ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale, req, res }) => {
  const base = await basePageProps(locale, 'search', ['pages', 'search', 'catalogue', 'destinations']);
  // `q` as the header, the hero and the tour list write it; `search` as older links and the API do.
  const raw = [query.q, query.search].flat().find((v) => typeof v === 'string' && v.trim());
  const text = raw ? raw.trim().slice(0, 100) : '';
  if (!text) return { props: { ...base, result: null } };
  try {
    // The same limit as GET /api/site-search: each search reaches the database with free text.
    await limitRequest('search', req);
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 429) throw err;
    res.statusCode = 429;
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    return { props: { ...base, result: null, limited: text } };
  }
  return { props: { ...base, result: await siteSearch(base.locale, text) } };
};

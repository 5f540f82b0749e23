import { useEffect, useRef, useState } from 'react';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { PageHead } from '@/components/layout/PageHead';
import { TourFilters } from '@/components/tours/TourFilters';
import { TourResults } from '@/components/tours/TourResults';
import { AppLink } from '@/components/ui/AppLink';
import { queryToFilter, sameParameters, toSearchString } from '@/lib/catalogue/filterQuery';
import { loadSearchData, saveSearchData } from '@/lib/leads/browserStore';
import { localToday, searchFromQuery } from '@/lib/leads/searchQuery';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';
import { redirectPastTheEnd } from '@/lib/routing/pastTheEnd';
import { useListPage } from '@/lib/routing/listPage';
import { DEPARTURES_PATH, TOUR_LIST_PATH } from '@/lib/routing/paths';
import { readSlugParam } from '@/lib/routing/slugParam';
import { getFilterIndex, type FilterIndex } from '@/server/catalogue/filterIndex';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { resolveLanding, type Landing } from '@/server/catalogue/landing';
import { parseFilterLeniently } from '@/server/catalogue/parseFilter';
import { filterTours, listTours } from '@/server/catalogue/tourService';
import { tourCardView } from '@/server/pages/cardViews';
import { languagesWithPage } from '@/server/seo/pagedListLanguages';
import { AppError } from '@/server/http/errors';
import { limitRequest } from '@/server/rateLimit/gate';
import { useAppDispatch, useAppSelector } from '@/store';
import { fetchTours, selectTours, type ToursState } from '@/store/toursSlice';
import { snippet } from '@/lib/seo/snippet';

type Props = BasePageProps & { options: FilterIndex; landing: Landing | null; action: string; limited?: boolean; nothingHere?: boolean };

/** The tour list: filters in the URL, server-rendered for crawlers, refreshed in place after that. */
export default function TourListPage({ meta, options, landing, action, limited, nothingHere }: Props) {
  const { locale, t } = useI18n();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { result, status } = useAppSelector(selectTours);
  const fixed = landing?.filter ?? {};
  const filter = queryToFilter(router.query as Record<string, string | string[]>);
  // The options' counts follow the list; while a new list loads, the last counts stay.
  const [counts, setCounts] = useState(result?.facets ?? null);
  useEffect(() => {
    if (result?.facets) setCounts(result.facets);
  }, [result]);

  // The search's date and travellers (from the hero or this page's filters) go on to the quote and
  // booking forms opened next, through this tab's search data.
  useEffect(() => {
    const search = searchFromQuery(router.query as Record<string, string | string[]>, localToday());
    if (search) saveSearchData({ ...loadSearchData(), ...search });
  }, [router.query]);

  // Every later URL (a filter change, Back, Forward) fetches its result; the first came with the page.
  const firstPath = useRef(router.asPath);
  useEffect(() => {
    if (router.asPath === firstPath.current) return;
    firstPath.current = '';
    const request = dispatch(fetchTours({ locale, filter: { ...filter, ...fixed } }));
    return () => request.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.asPath]);

  const onChange = (next: Partial<TourFilter>) => {
    void router.push(action + toSearchString(next), undefined, { shallow: true, scroll: false });
  };

  const headingParams = landing?.heading.params?.tag ? { name: t(`catalogue.tags.${landing.heading.params.tag}`) } : landing?.heading.params;
  const heading = landing ? t(landing.heading.key, headingParams) : t('pages.tourList.title');
  const listPage = useListPage();
  const landingTitle = landing ? `${heading} | ${meta.title.split(' | ').pop()}` : undefined;
  return (
    <>
      <PageHead title={landingTitle ?? meta.title} description={landing ? snippet(`${heading}. ${meta.description}`) : meta.description} page={listPage} robots={nothingHere ? 'noindex' : undefined} shareTitle={landingTitle} />
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-semibold sm:text-4xl">{heading}</h1>
          <p className="mt-3 max-w-2xl text-night-700">{t('pages.tourList.intro')}</p>
          <p className="mt-3">
            <AppLink href={DEPARTURES_PATH} className="font-semibold text-sunset-700 underline hover:text-sunset-800" data-testid="departures-link">{t('common.footer.departures')}</AppLink>
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[280px_1fr]">
        <aside>
          <TourFilters action={action} options={options} counts={result?.facets ?? counts} total={result ? result.total : null} filter={filter} fixed={fixed} onChange={onChange} />
        </aside>
        <div>
          {limited ? <p role="alert" className="mb-4 rounded-xl bg-sunset-50 p-4 text-night-800" data-testid="list-limited">{t('catalogue.tooMany')}</p> : null}
          <TourResults action={action} filter={filter} result={result} status={status} onChange={onChange} nothingHere={nothingHere} />
        </div>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, locale, req, res, resolvedUrl }) => {
  const segment = readSlugParam(params?.segments);
  if (segment.kind === 'many') return { notFound: true };
  const base = await basePageProps(locale, 'tourList', ['pages.tourList', 'catalogue']);
  const landing = segment.kind === 'one' ? await resolveLanding(base.locale, segment.slug) : null;
  if (segment.kind === 'one' && !landing) return { notFound: true };
  const { segments: _ignored, ...rest } = query;
  if (landing?.movedTo) {
    const search = new URLSearchParams(Object.entries(rest).flatMap(([k, v]) => (Array.isArray(v) ? v : [v ?? '']).map((x) => [k, x]))).toString();
    return { redirect: { destination: `${TOUR_LIST_PATH}${landing.movedTo}${search ? `?${search}` : ''}`, statusCode: 301 } };
  }
  const action = segment.kind === 'one' ? `${TOUR_LIST_PATH}${segment.slug}` : TOUR_LIST_PATH;
  const asked = parseFilterLeniently(rest);
  // One address per filter set: the middleware has put the parameters in the list's one order and
  // dropped unknown names; what the schema refuses (an invalid value, page 1) goes here, in a 301.
  const canonical = toSearchString(asked);
  if (!sameParameters(resolvedUrl.split('?')[1] ?? '', canonical)) return { redirect: { destination: `${action}${canonical}`, statusCode: 301 } };
  const page = { ...base, landing, action, ...(landing?.alternates ? { alternates: landing.alternates } : {}) };
  try {
    await limitRequest('listRender', req);
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 429) throw err;
    // Never cached (it is about one client); the filters stay, the list is not searched.
    res.statusCode = 429;
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    const tours: ToursState = { status: 'failed', result: null, requestId: null };
    return { props: { ...page, options: await getFilterIndex(base.locale), limited: true, initialState: { tours } } };
  }
  const filter = { ...asked, ...landing?.filter };
  const [options, result] = await Promise.all([getFilterIndex(base.locale), filterTours(base.locale, filter)]);
  // A page past the end said "found 228" over "no tour matches": it goes to the last page.
  const pastTheEnd = redirectPastTheEnd(asked.page ?? 1, result.pages, (last) => `${action}${toSearchString({ ...asked, page: last })}`);
  if (pastTheEnd) return pastTheEnd;
  // The cards as the list shows them: the page's HTML carries no tour's tags, start or picture files.
  const tours: ToursState = { status: 'succeeded', result: { ...result, tours: result.tours.map(tourCardView) }, requestId: null };
  // Its canonical is the list without filters at this page: hreflang names the languages that have it.
  const translatedIn = await languagesWithPage(asked.page ?? 1, async (l) => (await listTours(l, { ...landing?.filter })).pages);
  // A place no tour goes to (yet) is a page of nothing: not indexed, and out of the sitemap (server/seo/sitemap.ts).
  // Asked only when this answer is empty: a list with cards has tours whatever its filters.
  const nothingHere = Boolean(landing) && result.total === 0 && (await listTours(base.locale, { ...landing?.filter })).total === 0;
  // Shared caches may keep a list for a few minutes; the catalogue changes with a deploy.
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=600');
  return { props: { ...page, ...(translatedIn ? { translatedIn } : {}), ...(nothingHere ? { nothingHere } : {}), options, initialState: { tours } } };
};

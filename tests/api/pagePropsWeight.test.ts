import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import HomePage, { getStaticProps as homeProps } from '@/pages/index';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import ArticlePage, { getStaticProps as articleProps } from '@/pages/blog/[[...slug]]';
import TourListPage, { getServerSideProps as tourListProps } from '@/pages/tanzania-safari-package/[[...segments]]';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { COUNTRY_CODES } from '@/lib/leads/countries';
import { latestArticles } from '@/server/blog/service';
import { popularTours } from '@/server/catalogue/tourService';
import { makeStore } from '@/store';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { serverRender } from '../helpers/serverRender';

vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

// A page's props travel in its HTML (__NEXT_DATA__) besides the markup made from them: they
// should hold the strings the page shows and not the rest of the site's. Each page is rendered
// from its own props, as the browser hydrates it: a string left out would show as its key.

type Props = Record<string, any>;

async function propsOf(getProps: (ctx: any) => unknown, ctx: Props = {}): Promise<Props> {
  return ((await getProps({ locale: 'de', ...ctx })) as { props: Props }).props;
}

/** The page as hydration renders it: its props, its strings and its store, nothing else. */
function render(Page: ComponentType<any>, props: Props): string {
  const store = makeStore(props.initialState);
  const page = createElement(Page, props);
  return renderToString(createElement(Provider, { store, children: createElement(I18nProvider, { locale: props.locale, messages: props.messages, children: page }) }));
}

/** Keys of the locale files that reached the page untranslated (translate() answers a missing key with itself). */
const untranslated = (html: string) => html.match(/\b(common|home|catalogue|tour|destinations|blog|booking|leads|validation|pages|names|consent)\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/g) ?? [];

describe.each(engines())('page props on %s', (engine) => {
  useSeededApi(engine, {});

  it('the home page carries its own strings and its reviewers\' countries only, and shows every string', async () => {
    const props = await propsOf(homeProps);
    expect(Object.keys(props.messages).sort()).toEqual(['blog', 'catalogue', 'common', 'destinations', 'errors', 'home', 'names', 'routes', 'tour']);
    // Of the tour section only the reviews' few strings, of the catalogue only the cards'.
    expect(Object.keys(props.messages.tour).length).toBeLessThan(6);
    expect(props.messages.catalogue).not.toHaveProperty('filters');
    // Of the destinations section only the cards' few strings.
    expect(Object.keys(props.messages.destinations).sort()).toEqual(['bestTime', 'noTours', 'tour', 'tours']);
    const countries = Object.keys(props.messages.names.countries);
    expect(countries.sort()).toEqual([...new Set(props.reviews.map((r: Props) => r.country))].sort());
    expect(countries.length).toBeLessThan(COUNTRY_CODES.length / 10);
    expect(untranslated(render(HomePage, props))).toEqual([]);
    // Only samples among the reviews: the structured data is the plain agency, which the layout writes.
    expect(props).not.toHaveProperty('jsonLd');
    // The consent banner's words are fetched when it shows.
    expect(props.messages).not.toHaveProperty('consent');
    expect(props.messages.common).not.toHaveProperty('consent');
  });

  it('a tour page carries neither the quote form\'s strings (fetched when the form opens) nor the whole site\'s, and shows every string', async () => {
    const [tour] = await popularTours('de', 1);
    const props = await propsOf(tripProps, { params: { slug: [tour!.slug] } });
    // Of the site's page titles only the tour list's (its breadcrumbs), of the categories only its own.
    expect(props.messages.pages).toEqual({ tourList: { title: expect.any(String) } });
    expect(Object.keys(props.messages.catalogue.categories)).toEqual([tour!.category]);
    // Of the trip and safari types only its own; of the levels its own and its lodgings'.
    expect(Object.keys(props.messages.catalogue.tripTypes)).toEqual([tour!.tripType]);
    expect(Object.keys(props.messages.catalogue.safariTypes)).toEqual([tour!.safariType]);
    expect(Object.keys(props.messages.catalogue.levels)).toContain(tour!.level);
    expect(Object.keys(props.messages.catalogue.accommodationTypes).length).toBeLessThanOrEqual(2);
    // Of the departures' strings only what shows before the list (its words come with it).
    expect(Object.keys(props.messages.booking.departures).sort()).toEqual(['all', 'failed', 'loading', 'title']);
    // Its structured data is built by the page from the tour: not sent twice.
    expect(props).not.toHaveProperty('jsonLd');
    expect(props.messages.catalogue).not.toHaveProperty('filters');
    expect(props.messages).not.toHaveProperty('leads');
    expect(props.messages).not.toHaveProperty('validation');
    expect(props.messages.names.partial).toBe(true);
    const html = render(TripPage, props);
    expect(untranslated(html)).toEqual([]);
    expect(html).toContain('data-testid="quote-pane"');
  });

  it('an article carries no page titles of the rest of the site, and shows every string', async () => {
    const [article] = await latestArticles('de', 1);
    const props = await propsOf(articleProps, { params: { slug: [article!.slug] } });
    expect(props.messages).not.toHaveProperty('pages');
    expect(untranslated(render(ArticlePage, props))).toEqual([]);
  });

  it('the home page\'s cards carry what a card shows, and pictures what an <img> needs', async () => {
    const props = await propsOf(homeProps);
    expect(Object.keys(props.popular[0]).sort()).toEqual(['days', 'deal', 'id', 'image', 'level', 'places', 'priceFrom', 'rating', 'reviewsCount', 'safariType', 'slug', 'title']);
    expect(Object.keys(props.destinations[0]).sort()).toEqual(['bestTime', 'id', 'image', 'name', 'rating', 'slug', 'toursCount']);
    expect(props.destinations.length).toBeLessThanOrEqual(8);
    const json = JSON.stringify(props);
    for (const unused of ['"sized"', '"original"', '"photo"']) expect(json).not.toContain(unused);
  });

  it('the tour list\'s first page carries its cards as the list shows them (the filter API keeps every field), and shows every string', async () => {
    const req = { headers: {}, socket: { remoteAddress: '127.0.9.8' } };
    const res = { setHeader: () => undefined, statusCode: 200 };
    const props = (await propsOf(tourListProps, { params: {}, query: { level: 'mid-range' }, resolvedUrl: '/tanzania-safari-package/?level=mid-range', req, res })) as Props;
    const { tours } = props.initialState.tours.result;
    expect(tours.length).toBeGreaterThan(1);
    expect(Object.keys(tours[0]).sort()).toEqual(['days', 'deal', 'id', 'image', 'level', 'places', 'priceFrom', 'rating', 'reviewsCount', 'safariType', 'slug', 'title']);
    const shown = JSON.stringify(tours);
    for (const unused of ['"sized"', '"original"', '"photo"', '"srcSet"', '"tags"']) expect(shown).not.toContain(unused);
    const doc = serverRender(TourListPage, props, { pathname: '/tanzania-safari-package/[[...segments]]', asPath: '/tanzania-safari-package/?level=mid-range', query: { level: 'mid-range' } });
    expect(untranslated(doc.body.innerHTML)).toEqual([]);
    // Every card is there with its title and its picture (whose widths come from the sized files, when written).
    const cards = [...doc.querySelectorAll('[data-testid="tour-card"]')];
    expect(cards.map((c) => c.querySelector('h3, h2')?.textContent)).toEqual(tours.map((t: Props) => t.title));
    expect(cards.map((c) => c.querySelector('img')?.getAttribute('src'))).toEqual(tours.map((t: Props) => t.image.src));
  });
});

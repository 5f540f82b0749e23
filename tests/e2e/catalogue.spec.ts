import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { tourDuration } from '../../lib/catalogue/tourDuration';

const PRICE = /^\$ \d{1,3}(,\d{3})*$/;
const count = (page: Page) => page.getByTestId('results-count');
const apiTotal = async (page: Page, query: string) => (await (await page.request.get(`/api/filter?${query}`)).json()).total as number;

test.describe('home', () => {
  test('shows the hero search, popular tours with prices, destinations and the other sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'home.heroTitle'));
    const cards = page.locator('#popular-tours ~ ul [data-testid="tour-card"], section[aria-labelledby="popular-tours"] [data-testid="tour-card"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const price of await page.locator('section[aria-labelledby="popular-tours"]').getByTestId('tour-price').allTextContents()) expect(price).toMatch(PRICE);
    for (const id of ['popular-destinations', 'deals', 'why-us', 'reviews', 'latest-posts', 'recommended']) {
      await expect(page.locator(`#${id}`), id).toBeVisible();
    }
    await expect(page.getByTestId('stats')).toContainText(t('en', 'home.stats.destinations'));
    // Recommended: three more trips as links, each with its length and price, leading to its page.
    const recommended = page.getByTestId('recommended-tour');
    await expect(recommended).toHaveCount(3);
    for (const text of await recommended.allTextContents()) expect(text).toMatch(new RegExp(`${t('en', 'catalogue.card.from')} ${PRICE.source.slice(1)}`));
    const first = recommended.first();
    const title = (await first.locator('.rec-title').textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the search form leads to matching tours, keeping where, when and travellers in the URL', async ({ page }) => {
    await page.goto('/');
    const form = page.getByTestId('hero-search');
    await form.getByLabel(t('en', 'home.search.where')).fill('Serengeti');
    await form.getByLabel(t('en', 'home.search.adults')).fill('3');
    await form.getByLabel(t('en', 'home.search.children')).fill('1');
    await form.getByRole('button', { name: t('en', 'home.search.submit') }).click();
    // The plain GET form's empty date is dropped and the rest put in the list's one order (a 301).
    await expect(page).toHaveURL(/\/tanzania-safari-package\/\?adults=3&children=1&q=Serengeti$/);
    const total = await apiTotal(page, 'q=Serengeti');
    expect(total).toBeGreaterThan(5);
    await expect(count(page)).toHaveText(t('en', 'catalogue.found', { count: total }));
  });

  test('is German on the German domain', async ({ page }) => {
    await page.goto(`${originFor('de')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'home.heroTitle'));
    const firstCard = page.getByTestId('tour-card').first();
    await expect(firstCard).toContainText(t('de', 'catalogue.card.perPerson'));
  });
});

test.describe('tour list', () => {
  test('filters live in the URL: ticking applies, Back restores, a reload renders it on the server', async ({ page }) => {
    await page.goto('/tanzania-safari-package/');
    const all = await apiTotal(page, '');
    await expect(count(page)).toHaveText(t('en', 'catalogue.found', { count: all }));

    await page.getByTestId('tour-filters').getByLabel(new RegExp(`^${t('en', 'catalogue.levels.luxury')}`)).check();
    await expect(page).toHaveURL(/\?level=luxury$/);
    const luxury = await apiTotal(page, 'level=luxury');
    await expect(count(page)).toHaveText(t('en', 'catalogue.found', { count: luxury }));

    await page.getByTestId('tour-filters').getByLabel(t('en', 'catalogue.safariTypes.camping')).check();
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ level: 'luxury', safariType: 'camping' });
    await expect(count(page)).toHaveText(t('en', 'catalogue.found', { count: await apiTotal(page, 'level=luxury&safariType=camping') }));

    await page.goBack();
    await expect(page).toHaveURL(/\?level=luxury$/);
    await expect(count(page)).toHaveText(t('en', 'catalogue.found', { count: luxury }));
    await expect(page.getByTestId('tour-filters').getByLabel(new RegExp(`^${t('en', 'catalogue.levels.luxury')}`))).toBeChecked();

    const html = await (await page.request.get('/tanzania-safari-package/?level=luxury')).text();
    expect(html).toContain(t('en', 'catalogue.found', { count: luxury }));
  });

  for (const locale of ['en', 'de']) {
    test(`shows "Found 0 Safari Tours" when nothing matches, with a way back to every tour and a tailor-made quote (${locale})`, async ({ page }) => {
      await page.goto(`${originFor(locale)}/tanzania-safari-package/?category=zanzibar&tags=mountain-climbing`);
      await expect(count(page)).toHaveText(t(locale, 'catalogue.found', { count: 0 }));
      if (locale === 'en') await expect(count(page)).toHaveText('Found 0 Safari Tours');
      const empty = page.getByTestId('results-empty');
      await expect(empty).toContainText(t(locale, 'catalogue.empty'));
      await expect(empty.getByRole('link', { name: t(locale, 'catalogue.emptyQuote') })).toHaveAttribute('href', '/Quote');
      await empty.getByRole('link', { name: t(locale, 'catalogue.filters.reset') }).click();
      await expect(page).toHaveURL(/\/tanzania-safari-package\/$/);
      await expect(count(page)).toHaveText(t(locale, 'catalogue.found', { count: await apiTotal(page, '') }));
      await expect(page.getByTestId('tour-filters').getByRole('checkbox', { checked: true })).toHaveCount(0);
    });
  }

  for (const locale of ['en', 'de']) {
    test(`the counts beside the filters follow the list: Luxury alone counts as many as the list shows (${locale})`, async ({ page }) => {
      const shown = (n: number) => t(locale, 'catalogue.filters.count', { count: n });
      await page.goto(`${originFor(locale)}/tanzania-safari-package/`);
      const filters = page.getByTestId('tour-filters');
      await expect(page.getByTestId('count-level-luxury')).toHaveText(shown(await apiTotal(page, 'level=luxury')));

      await filters.getByLabel(new RegExp(`^${t(locale, 'catalogue.levels.luxury')}`)).check();
      await expect(page).toHaveURL(/\?level=luxury$/);
      const luxury = await apiTotal(page, 'level=luxury');
      await expect(count(page)).toHaveText(t(locale, 'catalogue.found', { count: luxury }));
      await expect(page.getByTestId('count-level-luxury')).toHaveText(shown(luxury));
      // What ticking "Camping" would show beside Luxury, before ticking it.
      const luxuryCamping = await apiTotal(page, 'level=luxury&safariType=camping');
      await expect(page.getByTestId('count-safariType-camping')).toHaveText(shown(luxuryCamping));

      await filters.getByLabel(new RegExp(`^${t(locale, 'catalogue.safariTypes.camping')}`)).check();
      await expect(count(page)).toHaveText(t(locale, 'catalogue.found', { count: luxuryCamping }));
      await expect(page.getByTestId('count-level-luxury')).toHaveText(shown(luxuryCamping));
      await expect(page.getByTestId('count-level-budget')).toHaveText(shown(await apiTotal(page, 'level=budget&safariType=camping')));
      await expect(page.getByTestId('count-tags-balloon')).toHaveText(shown(await apiTotal(page, 'level=luxury&safariType=camping&tags=balloon')));
    });
  }

  test('pages through results with real links and sorts by price', async ({ page }) => {
    await page.goto('/tanzania-safari-package/?sort=price-asc');
    const first = await page.getByTestId('tour-price').allTextContents();
    const values = first.map((p) => Number(p.replace(/\D/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await page.getByRole('link', { name: t('en', 'catalogue.pagination.next') }).click();
    await expect(page).toHaveURL(/\?page=2&sort=price-asc$/);
    await expect(page.getByText(t('en', 'catalogue.pagination.page', { page: 2, pages: Math.ceil((await apiTotal(page, '')) / 12) }))).toBeVisible();
    await expect(page.getByTestId('tour-price')).toHaveCount(12);
    const second = (await page.getByTestId('tour-price').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    expect(second[0]).toBeGreaterThanOrEqual(values[values.length - 1]);
  });

  test('landing lists: Kilimanjaro climbs at /tanzania-safari-package/kilimanjaro; unknown ones are 404', async ({ page }) => {
    const res = await page.goto('/tanzania-safari-package/kilimanjaro');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'catalogue.landing.kilimanjaro'));
    for (const title of await page.getByTestId('tour-link').allTextContents()) expect(title).toMatch(/Kilimanjaro/);
    expect((await page.goto('/tanzania-safari-package/atlantis'))?.status()).toBe(404);
  });
});

test.describe('tour detail', () => {
  test('shows every section, a working map and the quote pane', async ({ page }) => {
    await page.goto('/tanzania-safari-package/northern-circuit');
    await page.getByTestId('tour-link').first().click();
    await expect(page).toHaveURL(/\/trip\/[a-z0-9-]+$/);
    const slug = page.url().split('/trip/')[1];
    const tour = await (await page.request.get(`/api/tours/${slug}`)).json();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
    for (const section of ['overview', 'itinerary', 'accommodation', 'inclusions', 'weather', 'tips', 'gallery', 'map', 'reviews']) {
      await expect(page.getByTestId(`section-${section}`), section).toBeVisible();
    }
    await expect(page.getByTestId('itinerary').locator('> li')).toHaveCount(tour.days);
    await expect(page.getByTestId('tour-summary')).toContainText(tourDuration((key, params) => t('en', key, params), tour.days, tour.nights));
    // The map and the gallery's slider load as they come near the screen, as a traveller scrolls.
    await page.getByTestId('route-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
    await page.getByTestId('tour-gallery').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-gallery').locator('img').first()).toBeVisible();

    const pane = page.getByTestId('quote-pane');
    await expect(pane).toContainText(/\$ \d/);
    await expect(pane.getByRole('link', { name: t('en', 'tour.pane.getQuote') })).toHaveAttribute('href', `/Quote?tour=${slug}`);
    await expect(pane.getByRole('link', { name: t('en', 'tour.pane.bookNow') })).toHaveAttribute('href', `/Booking?tour=${slug}`);
    // A toggle in place with JavaScript, a link that saves the tour without it.
    await expect(pane.getByRole('button', { name: t('en', 'tour.pane.addToWishlist') })).toHaveAttribute('href', `/Wishlists?add=${slug}`);
    await expect(pane.getByRole('link', { name: t('en', 'tour.pane.writeReview') })).toHaveAttribute('href', `/Review?tour=${slug}`);
  });

  test('an unknown tour is a 404, and /trip/ alone goes to the tour list', async ({ page, request }) => {
    expect((await page.goto('/trip/no-such-safari'))?.status()).toBe(404);
    const res = await request.get('/trip', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toMatch(/\/tanzania-safari-package\/$/);
  });

  test('in German on the German domain, and the language menu finds the English slug', async ({ page }) => {
    const en = await (await page.request.get('/api/tours/7-day-machame-route-kilimanjaro-climb-mid-range').then((r) => (r.ok() ? r : page.request.get('/api/tourList')))).json();
    const tour = en.tours ? en.tours[0] : en;
    const deSlug = tour.alternates?.de ?? (await (await page.request.get(`/api/tours/${tour.slug}`)).json()).alternates.de;
    await page.goto(`${originFor('de')}${deSlug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('section-itinerary')).toContainText(t('de', 'tour.day', { day: 1 }));
    const deTitle = await page.getByRole('heading', { level: 1 }).textContent();
    expect(deTitle).not.toBe(tour.title);
    await page.getByTestId('locale-dropdown').locator('summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${originFor('en')}/trip/${tour.slug}`);
  });
});

test.describe('destinations', () => {
  test('are grouped into the five groups and each opens its own page with facts and tours', async ({ page }) => {
    await page.goto('/Destinations');
    for (const group of ['national-parks', 'mountains', 'rivers-lakes', 'beach-islands', 'towns-cities']) {
      await expect(page.getByTestId(`group-${group}`).getByRole('heading', { level: 2 })).toHaveText(t('en', `destinations.groups.${group}`));
    }
    const srcs = await page.getByTestId('destination-card').locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || i.getAttribute('src')));
    expect(new Set(srcs).size).toBe(srcs.length); // no placeholder repeated
    await page.getByTestId('group-national-parks').getByRole('link', { name: 'Ngorongoro', exact: false }).first().click();
    await expect(page).toHaveURL(/\/CountryPark\?destination=/);
    await expect(page.getByTestId('destination-facts')).toContainText(t('en', 'destinations.bestTime'));
    await expect(page.getByTestId('month-calendar').locator('li')).toHaveCount(12);
    expect(await page.getByTestId('tour-card').count()).toBeGreaterThan(0);
  });

  // Walked on 29 Nov: at 390 px the German tiles cut "Hochsaison" to "Hochsaiso".
  test('de, 390 px: every word of the month calendar fits its tile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${originFor('de')}/CountryPark?destination=serengeti-nationalpark`);
    const tiles = page.getByTestId('month-calendar').locator('li');
    await expect(tiles).toHaveCount(12);
    await expect(page.getByTestId('month-calendar')).toContainText(t('de', 'destinations.calendarHigh'));
    const cut = await tiles.evaluateAll((lis) => lis.flatMap((li) => [...li.querySelectorAll('span')].filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent)));
    expect(cut).toEqual([]);
  });

  test('an unknown destination sends the visitor to /Error404 (a real 404)', async ({ page }) => {
    const res = await page.goto('/CountryPark?destination=atlantis');
    expect(page.url()).toMatch(/\/Error404$/);
    expect(res?.status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'de']) {
    test(`/Search shows results for ?q= and ?search= alike, rendered on the server (${locale})`, async ({ page }) => {
      for (const param of ['q', 'search']) {
        await page.goto(`${originFor(locale)}/Search?${param}=serengeti`);
        await expect(page.getByRole('heading', { level: 1 }), param).toHaveText(t(locale, 'search.resultsFor', { query: 'serengeti' }));
        await expect(page.getByTestId('destination-card').first(), param).toContainText('Serengeti');
        expect(await page.getByTestId('tour-card').count(), param).toBeGreaterThan(0);
      }
      // The link to every match says what it counts (tours naming the word), beside a place's own count of its tours.
      const words = t(locale, 'search.moreTours', { count: 987_654, query: 'serengeti' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('987654', '\\d+');
      await expect(page.getByRole('link', { name: new RegExp(`^${words}$`) })).toHaveAttribute('href', '/tanzania-safari-package/?q=serengeti');
    });
  }

  test('the header search box and the empty list\'s "clear all filters" still work', async ({ page }) => {
    await page.goto('/About');
    await page.getByRole('searchbox', { name: t('en', 'common.search.label'), exact: true }).fill('zanzibar');
    await page.getByRole('searchbox', { name: t('en', 'common.search.label'), exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/Search\?q=zanzibar$/);
    await expect(page.getByTestId('destination-card').first()).toContainText('Zanzibar');

    await page.goto('/tanzania-safari-package/?category=zanzibar&tags=mountain-climbing');
    await page.getByTestId('results-clear').click();
    await expect(page).toHaveURL(/\/tanzania-safari-package\/$/);
    await expect(count(page)).toHaveText(t('en', 'catalogue.found', { count: await apiTotal(page, '') }));
  });
});

test.describe('search', () => {
  test('the header search box reaches /Search on a wide screen, by keyboard', async ({ page }) => {
    await page.goto('/Contact');
    const box = page.getByRole('searchbox', { name: t('en', 'common.search.label'), exact: true });
    await expect(box).toBeVisible();
    await box.focus();
    await page.keyboard.type('kilimanjaro');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Search\?q=kilimanjaro$/);
    await expect(page.getByTestId('destination-card').first()).toContainText('Kilimanjaro');
  });

  test('the phone menu holds the search box, in German on the German domain', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${originFor('de')}/Destinations`);
    await expect(page.getByRole('searchbox', { name: t('de', 'common.search.label'), exact: true })).toBeHidden();
    await page.getByRole('button', { name: t('de', 'common.nav.openMenu') }).click();
    const box = page.getByRole('searchbox', { name: t('de', 'common.search.label'), exact: true });
    await box.fill('serengeti');
    await page.locator('#main-menu').getByRole('button', { name: t('de', 'common.search.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/Search\?q=serengeti$/);
    await expect(page.getByTestId('destination-card').first()).toContainText('Serengeti');
  });

  test('the search page forgives a typo and answers in the host language', async ({ page }) => {
    await page.goto('/Search?search=serengetti');
    await expect(page.getByTestId('destination-card').first()).toContainText('Serengeti');
    await page.goto(`${originFor('de')}/Search?search=kilimanjaro`);
    await expect(page.getByTestId('destination-card').first()).toContainText('Kilimandscharo');
  });
});

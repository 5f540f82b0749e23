import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';

/** The server turns away forms sent faster than a person can fill them (2.5 s). */
const HUMAN_PAUSE_MS = 3_000;

const CONTACT = {
  fullName: 'Grace Mwangi',
  email: 'grace.mwangi@example.org',
  phone: '+44 20 7946 0000',
  subject: 'Migration safari in July',
  message: 'We would like to see the river crossings with two teenagers. Which camps do you suggest?',
};

/** Waits until the page's JavaScript runs (the send button is off until then), and says when. */
async function formReady(page: Page, locale: string, button: string): Promise<number> {
  await expect(page.getByRole('button', { name: t(locale, button) })).toBeEnabled();
  return Date.now();
}

async function fillContact(page: Page, answers: Record<string, string>) {
  for (const [name, value] of Object.entries(answers)) await page.locator(`#${name}`).fill(value);
}

/** Every /api/contact_us call the page makes (to prove that a form was not sent). */
function contactCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/contact_us') calls.push(r.method());
  });
  return calls;
}

type Book = { reviews: { id: string; title: string; rating: number }[]; total: number; pages: number };
const guestbookApi = async (page: Page, query: string): Promise<Book> => (await page.request.get(`${originFor('en')}/api/guestbook${query}`)).json();

test.describe('contact', () => {
  test('en: shows the office and sends a message: the spec\'s thanks and a reference', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Contact');
    const started = await formReady(page, 'en', 'leads.submit.contact');
    await expect(page.locator('h1')).toHaveText(t('en', 'pages.contact.title'));
    const office = page.getByTestId('contact-details');
    await expect(office.locator('a[href^="tel:+255"]')).toBeVisible();
    await expect(office.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(office.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expect(office).toContainText(t('en', 'leads.contact.hours'));
    await expect(page.locator('#phone')).toHaveAttribute('placeholder', t('en', 'leads.placeholders.phone'));

    await fillContact(page, CONTACT);
    await page.waitForTimeout(Math.max(0, HUMAN_PAUSE_MS - (Date.now() - started)));
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact_us'));
    await page.getByRole('button', { name: t('en', 'leads.submit.contact') }).click();
    expect((await sent).status()).toBe(201);

    const success = page.getByRole('status').filter({ hasText: t('en', 'leads.success.contact') });
    await expect(success).toBeVisible();
    await expect(success).toContainText('Thank you. We have received your contact info.');
    await expect(page.getByTestId('contact-reference')).toHaveText(/^C-\d{4}-\d{6}$/);
    await expect(page.getByTestId('contact-form')).toHaveCount(0);
    // The confirmation takes the long form's place: it is brought into view and focused, not left
    // above the screen with the visitor looking at the footer (and sending again).
    await expect(success).toBeInViewport({ ratio: 1 });
    await expect(success).toBeFocused();
  });

  test('en: a failed send says so and keeps every field; sending again goes through', async ({ page }) => {
    await page.goto('/Contact');
    const started = await formReady(page, 'en', 'leads.submit.contact');
    await fillContact(page, CONTACT);
    await page.waitForTimeout(Math.max(0, HUMAN_PAUSE_MS - (Date.now() - started)));

    await page.route('**/api/contact_us', (r) => r.abort());
    await page.getByRole('button', { name: t('en', 'leads.submit.contact') }).click();
    const alert = page.getByTestId('form-error');
    await expect(alert).toContainText(t('en', 'leads.submit.failed'));
    await expect(alert).toContainText('Sorry. Something went wrong');
    await expect(alert).toHaveAttribute('role', 'alert');
    for (const [name, value] of Object.entries(CONTACT)) await expect(page.locator(`#${name}`)).toHaveValue(value);
    await expect(page.getByRole('button', { name: t('en', 'leads.submit.contact') })).toBeEnabled();

    await page.unroute('**/api/contact_us');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact_us'));
    await page.getByRole('button', { name: t('en', 'leads.submit.contact') }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByTestId('contact-success')).toContainText(t('en', 'leads.success.contact'));
    await expect(page.getByTestId('contact-reference')).toHaveText(/^C-\d{4}-\d{6}$/);
  });

  test('de: a wrong email is caught in German next to the field, and nothing is sent', async ({ page }) => {
    const calls = contactCalls(page);
    await page.goto(`${originFor('de')}/Contact`);
    await expect(page.locator('h1')).toHaveText(t('de', 'pages.contact.title'));
    await formReady(page, 'de', 'leads.submit.contact');
    await fillContact(page, { ...CONTACT, email: 'grace.mwangi@example' });
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await page.getByRole('button', { name: t('de', 'leads.submit.contact') }).click();

    const error = page.getByTestId('error-email');
    await expect(error).toHaveText(t('de', 'validation.email'));
    await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#email')).toHaveAttribute('aria-describedby', 'email-error');
    await expect(page.locator('#email')).toBeFocused();
    // Something to correct, not a failure: the alert says what to do, not "something went wrong".
    const alert = page.getByTestId('form-error');
    await expect(alert).toContainText(t('de', 'leads.submit.invalid'));
    await expect(alert).not.toContainText(t('de', 'leads.submit.failed'));
    for (const [name, value] of Object.entries({ ...CONTACT, email: 'grace.mwangi@example' })) await expect(page.locator(`#${name}`)).toHaveValue(value);
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);

    // Fixing the address clears its message as it is typed.
    await page.locator('#email').fill(CONTACT.email);
    await expect(page.getByTestId('error-email')).toHaveCount(0);
  });
});

test.describe('review', () => {
  for (const locale of ['en', 'de']) {
    test(`${locale}: /Review loads and hydrates without a page error or console error (was React #418)`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
      });
      await page.goto(`${originFor(locale)}/Review`);
      await formReady(page, locale, 'leads.submit.review');
      // The country picker was the mismatch: the browser's ICU names some countries unlike Node's.
      await expect(page.locator('#country option[value="HK"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('en: the title "Write a review" is followed by the form, then the guest book', async ({ page }) => {
    await page.goto('/Review');
    await expect(page.locator('h1')).toHaveText(t('en', 'pages.review.title'));
    const [formBox, bookBox] = await Promise.all([page.getByTestId('review-form').boundingBox(), page.getByTestId('guestbook').boundingBox()]);
    expect(formBox!.y).toBeLessThan(bookBox!.y);
  });

  test('en: writing a review ends on the thank-you page; the review waits for approval', async ({ page }) => {
    const title = `A superb week on the northern circuit ${Date.now()}`;
    const before = await guestbookApi(page, '');
    await page.goto('/Review');
    const started = await formReady(page, 'en', 'leads.submit.review');
    const form = page.getByTestId('review-form');
    await expect(form.getByRole('heading', { name: t('en', 'leads.review.formHeading') })).toBeVisible();

    await page.locator('#name').fill('Tom H.');
    await page.locator('#email').fill('tom@example.org');
    await page.locator('#country').selectOption('IE');
    await page.locator('#travelDate').fill('2025-07');
    const stars = (n: number) => form.getByRole('radio', { name: t('en', 'leads.review.ratingLabel', { count: n }) });
    await stars(3).check();
    await page.keyboard.press('ArrowRight'); // the stars are a radio group: arrow keys choose
    await expect(stars(4)).toBeChecked();
    await expect(stars(4)).toBeFocused();
    await page.locator('#title').fill(title);
    await page.locator('#text').fill('Our guide knew every animal by its habits. The camps were simple and warm, and the food was excellent.');
    await page.waitForTimeout(Math.max(0, HUMAN_PAUSE_MS - (Date.now() - started)));

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/send_review'));
    await page.getByRole('button', { name: t('en', 'leads.submit.review') }).click();
    expect((await sent).status()).toBe(201);
    await expect(page).toHaveURL(/\/ThankyouReview$/);
    const success = page.getByTestId('review-success');
    await expect(success).toContainText('Your review has been successfully sent!');
    await expect(success).toContainText(t('en', 'leads.success.reviewModeration'));
    await expect(page.getByRole('link', { name: t('en', 'leads.success.browse') })).toHaveAttribute('href', '/tanzania-safari-package/');
    await expect(page.getByRole('link', { name: t('en', 'leads.success.backHome') })).toHaveAttribute('href', '/');

    await page.goto('/Review');
    await expect(page.getByTestId('guestbook-list')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    expect((await guestbookApi(page, '')).total).toBe(before.total);
  });

  test('de: coming from a tour, the form comes first and names the tour, which can be dropped', async ({ page }) => {
    const [tour] = (await (await page.request.get(`${originFor('en')}/api/populartours`, { headers: { 'x-locale': 'de' } })).json()) as { slug: string; title: string }[];
    await page.goto(`${originFor('de')}/Review?tour=${encodeURIComponent(tour.slug)}`);
    await formReady(page, 'de', 'leads.submit.review');
    const about = page.getByTestId('review-tour');
    await expect(about).toContainText(tour.title);
    await expect(page.getByTestId('review-form').locator('input[name="tour"]')).toHaveValue(tour.slug);
    await expect(page.getByTestId('guestbook-filters').locator('input[name="tour"]')).toHaveValue(tour.slug); // kept while filtering
    // The form is above the guest book.
    const [formTop, bookTop] = await Promise.all([page.getByTestId('review-form').boundingBox(), page.getByTestId('guestbook').boundingBox()]);
    expect(formTop!.y).toBeLessThan(bookTop!.y);
    await about.getByRole('button', { name: t('de', 'leads.review.noTour') }).click();
    await expect(page.getByTestId('review-tour')).toHaveCount(0);
    await page.goto(`${originFor('de')}/Review?tour=no-such-tour`);
    await expect(page.getByTestId('review-tour')).toHaveCount(0);
  });

  test('en: a review form missing answers says what to fix and sends nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/send_review')) calls.push(r.url());
    });
    await page.goto('/Review');
    await formReady(page, 'en', 'leads.submit.review');
    await page.locator('#name').fill('Tom H.');
    await page.getByRole('button', { name: t('en', 'leads.submit.review') }).click();
    await expect(page.getByTestId('error-rating')).toHaveText(t('en', 'validation.required'));
    await expect(page.getByTestId('error-country')).toHaveText(t('en', 'validation.required'));
    await expect(page.locator('#country')).toBeFocused();
    await expect(page.locator('#name')).toHaveValue('Tom H.');
    expect(calls).toEqual([]);
  });
});

test.describe('guest book', () => {
  test('en: the 5-star filter shows only 5-star reviews, with the API\'s count', async ({ page }) => {
    const fives = await guestbookApi(page, '?rating=5');
    expect(fives.total).toBeGreaterThan(0);
    await page.goto('/Review');
    await formReady(page, 'en', 'leads.submit.review');
    const filters = page.getByTestId('guestbook-filters');
    // Live, like the tour list's filters: no button to press once the page's script runs.
    await expect(filters.getByRole('button')).toHaveCount(0);
    await expect(filters.getByLabel(t('en', 'leads.guestbook.rating')).locator('option')).toHaveText(['All', '5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    await filters.getByLabel(t('en', 'leads.guestbook.rating')).selectOption('5');
    await expect(page).toHaveURL(/\/Review\?rating=5$/);
    await expect(page.getByTestId('guestbook-count')).toHaveText(t('en', 'leads.guestbook.count', { count: fives.total }));
    const items = page.getByTestId('guestbook-list').locator('li');
    await expect(items).toHaveCount(Math.min(10, fives.total));
    const labels = await items.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(labels)).toEqual(new Set([t('en', 'catalogue.card.rating', { rating: 5 })]));
    await expect(filters.getByLabel(t('en', 'leads.guestbook.rating'))).toHaveValue('5');
    // With the keyboard: each arrow applies at once, and the focus stays on the choice (walked: on nothing).
    const rating = filters.getByLabel(t('en', 'leads.guestbook.rating'));
    await rating.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/Review\?rating=4$/);
    await expect(filters.getByLabel(t('en', 'leads.guestbook.rating'))).toHaveValue('4');
    await expect(filters.getByLabel(t('en', 'leads.guestbook.rating'))).toBeFocused();
  });

  test('en: a combination without reviews says "No reviews to display"', async ({ page }) => {
    const query = '?rating=2&kind=zanzibar&language=pt';
    expect((await guestbookApi(page, query)).total).toBe(0);
    await page.goto('/Review');
    await formReady(page, 'en', 'leads.submit.review');
    const filters = page.getByTestId('guestbook-filters');
    // Each choice applies at once and goes into the URL.
    await filters.getByLabel(t('en', 'leads.guestbook.rating')).selectOption('2');
    await expect(page).toHaveURL(/\/Review\?rating=2$/);
    await filters.getByLabel(t('en', 'leads.guestbook.kind')).selectOption('zanzibar');
    await expect(page).toHaveURL(/\/Review\?rating=2&kind=zanzibar$/);
    await filters.getByLabel(t('en', 'leads.guestbook.language')).selectOption('pt');
    await expect(page).toHaveURL(new RegExp(`/Review\\${query}$`));
    await expect(page.getByTestId('guestbook-empty')).toHaveText('No reviews to display');
    await expect(page.getByTestId('guestbook-list')).toHaveCount(0);
    await expect(page.getByTestId('guestbook-pagination')).toHaveCount(0);
  });

  test('en: the next-page link keeps the filters and shows other reviews; bad query values are ignored', async ({ page }) => {
    const all = await guestbookApi(page, '?language=en');
    expect(all.pages).toBeGreaterThan(1);
    await page.goto('/Review?language=en&rating=9&year=abc');
    await expect(page.getByTestId('guestbook-count')).toHaveText(t('en', 'leads.guestbook.count', { count: all.total }));
    const first = await page.getByTestId('guestbook-list').locator('h3').allTextContents();
    const pager = page.getByTestId('guestbook-pagination');
    await expect(pager).toContainText(t('en', 'leads.guestbook.page', { page: 1, pages: all.pages }));
    await pager.getByRole('link', { name: t('en', 'leads.guestbook.next') }).click();
    await expect(page).toHaveURL(/\/Review\?language=en&page=2#guestbook$/);
    await expect(pager).toContainText(t('en', 'leads.guestbook.page', { page: 2, pages: all.pages }));
    const second = page.getByTestId('guestbook-list').locator('h3');
    await expect(second.first()).not.toHaveText(first[0]);
    const titles = await second.allTextContents();
    expect(titles.filter((x) => first.includes(x))).toEqual([]);
    await expect(pager.getByRole('link', { name: t('en', 'leads.guestbook.previous') })).toHaveAttribute('href', '/Review?language=en#guestbook');
  });

  test('de: the seeded reviews are labelled as samples, in German', async ({ page }) => {
    await page.goto(`${originFor('de')}/Review`);
    const items = page.getByTestId('guestbook-list').locator('li');
    await expect(items.first()).toBeVisible();
    await expect(items.first().getByTestId('sample-review')).toHaveText(t('de', 'tour.sampleReview'));
    expect(await items.getByTestId('sample-review').count()).toBe(await items.count());
  });

  test('de: filters without JavaScript, language names and labels in German', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${originFor('de')}/Review`);
    const filters = page.getByTestId('guestbook-filters');
    await expect(filters.getByLabel(t('de', 'leads.guestbook.language')).locator('option[value="de"]')).toHaveText('Deutsch');
    await expect(filters.getByLabel(t('de', 'leads.guestbook.rating')).locator('option')).toHaveText(['Alle', '5 Sterne', '4 Sterne', '3 Sterne', '2 Sterne', '1 Stern']);
    await filters.getByLabel(t('de', 'leads.guestbook.rating')).selectOption('5');
    await filters.getByRole('button', { name: t('de', 'leads.guestbook.apply') }).click();
    await expect(page).toHaveURL(/\/Review\?rating=5&kind=&language=&year=$/);
    const fives = await guestbookApi(page, '?rating=5');
    await expect(page.getByTestId('guestbook-count')).toHaveText(t('de', 'leads.guestbook.count', { count: fives.total }));
    await context.close();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ['/Contact', '/Review', '/ThankyouReview']) {
    test(`${path} has no sideways scroll at 320 px`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

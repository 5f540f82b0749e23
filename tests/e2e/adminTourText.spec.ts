import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// The content studio's first part, as the office uses it: the German text of a tour edited on the
// tour's back-office page, saved as a draft (the site unchanged), published (the German page shows
// it, the English one does not change), then an earlier version restored (the page follows).

type AdminTour = { id: string; tripType: string; slugs: Record<string, string> };
const EN = originFor('en');

async function tourPage(page: Page, locale: string, slug: string) {
  const res = await page.goto(`${originFor(locale)}/trip/${slug}`);
  expect(res?.status()).toBe(200);
}

for (const [width, pick] of [[390, -2], [1280, -3]] as const) {
  test(`${width} px: a German overview saved as a draft, published, then restored; the English page stays as it was`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const login = await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
    expect(login.status()).toBe(200);
    const { tours } = (await (await page.request.get(`${EN}/api/admin/tours?q=tarangire`)).json()) as { tours: AdminTour[] };
    const tour = tours.filter((x) => x.tripType === 'private').at(pick)!;
    const news = `Neu vom Büro in Arusha (${width}): Picknick unter dem Baobab.`;
    const dayNews = `mit Sundowner am Fluss (${width})`;

    // Both pages are cached before the edit.
    await tourPage(page, 'de', tour.slugs.de);
    await expect(page.getByText(news)).toHaveCount(0);
    await tourPage(page, 'en', tour.slugs.en);
    const englishOverview = (await page.locator('main').innerText()).slice(0, 4000);

    await page.goto(`${EN}/admin/tours/${tour.id}`);
    const text = page.getByTestId('tour-text');
    await expect(text.getByTestId('language-de')).toContainText('published');
    await text.getByTestId('language-de').click();
    const overview = page.getByLabel('Overview');
    const before = await overview.inputValue();
    await overview.fill(`${news}\n\n${before}`);
    // And the second day of the itinerary, for this tour only.
    const day2 = page.getByLabel('Day 2: heading');
    const day2Before = await day2.inputValue();
    await day2.fill(`${day2Before} ${dayNews}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('text-save-result')).toContainText('Draft saved');
    await expect(text.getByTestId('language-de')).toContainText('draft');
    await tourPage(page, 'de', tour.slugs.de);
    await expect(page.getByText(news)).toHaveCount(0);

    // The preview: the draft on the German domain, marked and never indexed, for this browser only.
    await page.goto(`${EN}/admin/tours/${tour.id}`);
    await text.getByTestId('language-de').click();
    await page.getByRole('button', { name: 'Preview on the German site' }).click();
    const link = await page.getByTestId('preview-link').getAttribute('href');
    expect(link).toContain(`${originFor('de')}/api/preview?token=`);
    await page.goto(link!);
    await expect(page).toHaveURL(`${originFor('de')}/trip/${tour.slugs.de}`);
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.getByText(news)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(`${originFor('de')}/trip/${tour.slugs.de}`);
    await expect(stranger.getByText(news)).toHaveCount(0);
    await expect(stranger.getByTestId('preview-banner')).toHaveCount(0);
    await stranger.close();
    await page.getByTestId('preview-banner').getByRole('link').click();
    await tourPage(page, 'de', tour.slugs.de);
    await expect(page.getByText(news)).toHaveCount(0);

    await page.goto(`${EN}/admin/tours/${tour.id}`);
    await text.getByTestId('language-de').click();
    await page.getByRole('button', { name: 'Publish German' }).click();
    await expect(page.getByTestId('text-publish-result')).toContainText('German published');
    await expect(text.getByTestId('language-de')).toContainText('published');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await tourPage(page, 'de', tour.slugs.de);
    await expect(page.getByText(news)).toBeVisible();
    await expect(page.locator('#itinerary')).toContainText(`${day2Before} ${dayNews}`);
    await tourPage(page, 'en', tour.slugs.en);
    expect((await page.locator('main').innerText()).slice(0, 4000)).toBe(englishOverview);
    await expect(page.getByText(dayNews)).toHaveCount(0);

    // The history keeps the text the site showed before the first edit, as the original.
    await page.goto(`${EN}/admin/tours/${tour.id}`);
    const history = page.getByTestId('tour-revisions');
    await history.getByText(/^History/).click();
    // Newest first: the edited version, published; its draft; the original text.
    const edited = history.locator('li').filter({ hasText: 'published' }).first();
    // What that version changed against the text live before it, word by word: the added sentence.
    await edited.getByText('Changes').click();
    await expect(edited.getByTestId('version-diff').locator('ins').first()).toContainText('Picknick unter dem Baobab');
    await expect(edited.getByTestId('version-diff').locator('del')).toHaveCount(0);
    const original = history.locator('li').filter({ hasText: 'original text' });
    await original.getByRole('button', { name: 'Restore…' }).click();
    await original.getByRole('button', { name: 'Publish this version again' }).click();
    await expect(page.getByTestId('restore-result')).toContainText('published again');
    await tourPage(page, 'de', tour.slugs.de);
    await expect(page.getByText(news)).toHaveCount(0);
    await expect(page.getByText(dayNews)).toHaveCount(0);

    // And the edited version back: [0] is now the original published again, [1] the edited one.
    await page.goto(`${EN}/admin/tours/${tour.id}`);
    await history.getByText(/^History/).click();
    const back = history.locator('li').filter({ hasText: 'published' }).first();
    await back.getByText('Changes').click();
    await expect(back.getByTestId('version-diff').locator('del').first()).toContainText('Picknick unter dem Baobab');
    const again = history.locator('li').filter({ hasText: 'published' }).nth(1);
    await again.getByRole('button', { name: 'Restore…' }).click();
    await again.getByRole('button', { name: 'Publish this version again' }).click();
    await expect(page.getByTestId('restore-result')).toContainText('published again');
    await tourPage(page, 'de', tour.slugs.de);
    await expect(page.getByText(news)).toBeVisible();
    await expect(page.locator('#itinerary')).toContainText(dayNews);
  });
}

test('390 px: after an English change the tour is outdated in German; the CSV for translators goes out and comes back as a German draft', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const login = await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(login.status()).toBe(200);
  const { tours } = (await (await page.request.get(`${EN}/api/admin/tours?q=zanzibar`)).json()) as { tours: AdminTour[] };
  const tour = tours.filter((x) => x.tripType === 'private').at(0)!;
  const base = `${EN}/api/admin/tours/${tour.id}`;
  const { languages } = await (await page.request.get(`${base}/content`)).json();
  const { state: _s, updatedAt: _a, updatedBy: _b, ...english } = languages.en;
  const newTitle = `${english.title} and a dhow sunset`;
  expect((await page.request.put(`${base}/content/en`, { data: { ...english, title: newTitle }, headers: { origin: EN } })).status()).toBe(200);
  expect((await page.request.post(`${base}/publish/en`, { headers: { origin: EN } })).status()).toBe(200);

  await page.goto(`${EN}/admin/translations`);
  const board = page.getByTestId('translations');
  await board.getByLabel('Language').selectOption('de');
  const row = board.getByTestId('translation-list').getByRole('link').filter({ hasText: english.title });
  await expect(row).toContainText('outdated');
  const itsPage = await row.getAttribute('href');
  expect(itsPage).toBe(`/admin/tours/${tour.id}?lang=de`);

  const downloading = page.waitForEvent('download');
  await board.getByText('Download CSV for translators').click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv).toContain(newTitle);
  const germanTitle = 'Privatreise Sansibar mit Dhau bei Sonnenuntergang';
  // The agency's work: the German title of this tour, every other cell as it was.
  const lines = csv.replace(/^\uFEFF/, '').split('\n');
  const edited = lines.map((l) => (l.startsWith(`tour,${tour.id},title,`) ? `tour,${tour.id},title,"${newTitle}","${germanTitle}"` : l)).join('\n');
  await board.locator('input[type=file]').setInputFiles({ name: 'translations-de.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await expect(page.getByTestId('import-result')).toContainText('saved as drafts');
  // A draft now: no longer missing or outdated, so off this list until it is published.
  await expect(row).toHaveCount(0);

  await page.goto(`${EN}${itsPage}`);
  await expect(page.getByTestId('language-de')).toContainText('draft');
  await expect(page.getByLabel('Title')).toHaveValue(germanTitle);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// Walked on 29 Nov: after a new address was published, the old one went on serving the cached
// page (200, its canonical link naming the old address) instead of leading to the new one.
test('a new address published: the old one, cached before, answers 301 to it at once; moved back, the other way round', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(login.status()).toBe(200);
  const { tours } = (await (await page.request.get(`${EN}/api/admin/tours?q=mikumi`)).json()) as { tours: AdminTour[] };
  const tour = tours.at(-1)!;
  const base = `${EN}/api/admin/tours/${tour.id}`;
  const DE = originFor('de');
  const { host } = new URL(DE);
  // Through the address: the request context cannot resolve *.localhost names itself.
  const answer = (slug: string) => page.request.get(`http://127.0.0.1:${new URL(DE).port}/trip/${slug}`, { headers: { host }, maxRedirects: 0 });
  const moveTo = async (slug: string) => {
    const { languages } = await (await page.request.get(`${base}/content`)).json();
    // The entry as the form sends it: without its state and who saved it when.
    const german = Object.fromEntries(Object.entries(languages.de as Record<string, unknown>).filter(([k]) => !['state', 'updatedAt', 'updatedBy'].includes(k)));
    expect((await page.request.put(`${base}/content/de`, { data: { ...german, slug }, headers: { origin: EN } })).status()).toBe(200);
    const published = await page.request.post(`${base}/publish/de`, { headers: { origin: EN } });
    expect(published.status()).toBe(200);
    return (await published.json()) as { previousSlug: string };
  };

  const oldSlug = tour.slugs.de;
  const newSlug = `${oldSlug}-neu`;
  await tourPage(page, 'de', oldSlug);
  expect((await answer(oldSlug)).status()).toBe(200);
  expect((await moveTo(newSlug)).previousSlug).toBe(oldSlug);
  try {
    const moved = await answer(oldSlug);
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/trip/${newSlug}`);
    await page.goto(`${DE}/trip/${oldSlug}`);
    await expect(page).toHaveURL(`${DE}/trip/${newSlug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/trip/${newSlug}$`));
  } finally {
    expect((await moveTo(oldSlug)).previousSlug).toBe(newSlug);
  }
  const back = await answer(newSlug);
  expect(back.status()).toBe(301);
  expect(back.headers().location).toBe(`/trip/${oldSlug}`);
  expect((await answer(oldSlug)).status()).toBe(200);
});

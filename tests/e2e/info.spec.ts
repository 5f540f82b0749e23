import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { TEAM } from '../../server/db/seed/info/team';

type Doc = { body: { type: string; text?: string; items?: (string | { title: string; text: string })[] }[] };
const doc = (locale: string, id: string): Doc => JSON.parse(fs.readFileSync(`server/db/seed/info/text/${locale}/${id}.json`, 'utf8'));
const teamText = (locale: string) => JSON.parse(fs.readFileSync(`server/db/seed/info/text/${locale}/team.json`, 'utf8')) as Record<string, { role: string }>;
/** The paragraph of a document that mentions the given number (the age statements). */
const sentenceWith = (d: Doc, n: string) => d.body.flatMap((b) => (b.text ? [b.text] : (b.items ?? []).filter((i): i is string => typeof i === 'string'))).find((s) => new RegExp(`\\b${n}\\b`).test(s))!;

test.describe('information pages', () => {
  for (const locale of ['en', 'de']) {
    test(`${locale}: About shows the team by department in keyboard tabs, associates and testimonials`, async ({ page }) => {
      await page.goto(`${originFor(locale)}/About`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(['sales', 'reservations', 'logistics', 'other'].map((c) => t(locale, `info.team.tabs.${c}`)));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByTestId('team-member')).toHaveCount(TEAM.filter((m) => m.category === 'sales').length);

      await page.getByRole('tab', { name: t(locale, 'info.team.tabs.logistics') }).click();
      await expect(page.getByRole('tabpanel')).toContainText(teamText(locale).joseph.role);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t(locale, 'info.team.tabs.other') })).toBeFocused();
      await expect(page.getByRole('tabpanel')).toContainText(teamText(locale).emmanuel.role);
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: t(locale, 'info.team.tabs.sales') })).toHaveAttribute('aria-selected', 'true');

      await expect(page.getByTestId('associates')).toContainText('TATO');
      await expect(page.getByTestId('associates').getByRole('link')).toHaveCount(6);
      await expect(page.getByTestId('testimonials').locator('li').first()).toBeVisible();
    });

    test(`${locale}: Privacy and Terms state the under-13 and under-18 rules`, async ({ page }) => {
      for (const [path, id] of [['/Privacy', 'privacy'], ['/Terms', 'terms']]) {
        await page.goto(`${originFor(locale)}${path}`);
        await expect(page.locator('h1')).toHaveText(t(locale, `pages.${id}.title`));
        const body = page.getByTestId('article-body');
        await expect(body).toContainText(sentenceWith(doc(locale, id), '18'));
        if (id === 'privacy') await expect(body).toContainText(sentenceWith(doc(locale, id), '13'));
        await expect(page.locator('time').first()).toHaveText(new RegExp('2026'));
      }
    });

    test(`${locale}: the booking process shows its five steps and the deposits`, async ({ page }) => {
      await page.goto(`${originFor(locale)}/Our-Booking-Process`);
      const steps = page.getByTestId('steps').locator('li');
      await expect(steps).toHaveCount(5);
      const source = doc(locale, 'ourBookingProcess').body.find((b) => b.type === 'steps')!.items as { title: string }[];
      await expect(steps.locator('h2')).toHaveText(source.map((s) => s.title)); // the page's sections: no h2 before them
      await expect(page.getByTestId('article-body')).toContainText(/10\s?%/);
      await expect(page.getByTestId('article-body')).toContainText(/30\s?%/);
      await page.getByTestId('article-body').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/(Payment|Terms|Quote|Contact)$/);
    });
  }

  test('Our-Team lists everyone under their department; Payment and Landing lead to a quote', async ({ page }) => {
    await page.goto('/Our-Team');
    await expect(page.getByTestId('team-member')).toHaveCount(TEAM.length);
    await expect(page.locator('h2')).toContainText([t('en', 'info.team.tabs.sales'), t('en', 'info.team.tabs.other')]);
    await page.goto('/Payment');
    await expect(page.getByTestId('article-body')).toContainText('+255 754 123 456');
    await page.goto('/Landing');
    await expect(page.getByRole('link', { name: t('en', 'info.landing.cta') }).first()).toHaveAttribute('href', '/Quote');
    await expect(page.locator('section[aria-labelledby="landing-tours"]').getByRole('article').first()).toBeVisible();
  });
});

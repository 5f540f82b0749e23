import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hydrated } from './hydrated';
import { signUpInBrowser, uniqueEmail } from './accounts';

// The phone menu, open, signed out and signed in (account menu open too), in every language:
// nothing in it runs out of the screen or widens the page (issue 24, item 23).

const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt'];
const WIDTHS = [320, 360, 390];

/** What sticks out of the screen: the page's own width, and each part of the open menu. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) out.push(`page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('#main-menu, #main-menu *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (r.left < -0.5 || r.right > width + 0.5) out.push(`${label} spans ${Math.round(r.left)}–${Math.round(r.right)} px`);
      // Text that runs past its own box (a pill with a label too long for it).
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) out.push(`${label} text runs out of its box`);
    }
    return out;
  });
}

async function openMenu(page: Page, locale: string) {
  await page.getByRole('button', { name: t(locale, 'common.nav.openMenu') }).click();
  await expect(page.locator('#main-menu')).toBeVisible();
}

for (const locale of LOCALES) {
  test(`${locale}: the open phone menu fits 320–390 px, signed out and signed in`, async ({ page }) => {
    test.setTimeout(90_000);
    const origin = originFor(locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/`);
      await hydrated(page);
      await openMenu(page, locale);
      expect(await overflow(page), `signed out at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpInBrowser(page, locale, 'Maximiliane Wolkenstein-Rodenegg', uniqueEmail(`menu-${locale}`));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/`);
      await hydrated(page);
      await openMenu(page, locale);
      await page.getByTestId('account-menu').click();
      await expect(page.locator('#account-menu')).toBeVisible();
      expect(await overflow(page), `signed in at ${width} px`).toEqual([]);
    }
  });
}

// Walked on 30 Nov with the keyboard: Escape closed the menu only from its button; from a link
// inside it nothing happened, and tabbing on went into the page behind the open menu.
test('Escape from anywhere in the open phone menu closes it and returns to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${originFor('de')}/`);
  await hydrated(page);
  await openMenu(page, 'de');
  await page.locator('#main-menu').getByRole('link', { name: t('de', 'common.nav.contact'), exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#main-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: t('de', 'common.nav.openMenu') })).toBeFocused();
});

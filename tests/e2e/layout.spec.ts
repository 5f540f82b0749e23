import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { SPEC_ROUTES } from './specRoutes';
import { hydrated } from './hydrated';
import { signUpByApi } from './accounts';

const WIDTHS = [320, 640, 768, 1024, 1280, 1536];
/** From this width the whole menu fits in one row; below it sits behind the menu button. */
const FULL_MENU_MIN_WIDTH = 1280;

test.describe('shared layout', () => {
  for (const width of WIDTHS) {
    test(`is usable at ${width} px: no sideways scrolling, navigation reachable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/About');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const nav = page.getByRole('navigation', { name: t('en', 'common.nav.label') });
      const destinations = nav.getByRole('link', { name: t('en', 'common.nav.destinations') });
      if (width < FULL_MENU_MIN_WIDTH) {
        await expect(destinations).toBeHidden();
        await nav.getByRole('button', { name: t('en', 'common.nav.openMenu') }).click();
      }
      await destinations.click();
      await expect(page).toHaveURL(/\/Destinations$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'pages.destinations.title'));
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByTestId('chat-button')).toBeVisible();
    });
  }

  test('keyboard: the first Tab offers a skip link that moves focus to the content', async ({ page }) => {
    await page.goto('/Terms');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('en', 'common.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('keyboard: the mobile menu opens from the keyboard and its links are reachable by Tab', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    const toggle = page.locator('[role="button"][aria-controls="main-menu"]');
    await expect(toggle).toHaveAccessibleName(t('en', 'common.nav.openMenu'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(t('en', 'common.nav.closeMenu'));
    // The menu opens on the site search, then its button, then the links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: t('en', 'common.search.label'), exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('en', 'common.nav.home') }).first()).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('href', /.+/);
  });

  test('back-to-top appears after scrolling and returns to the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto('/About');
    const button = page.getByTestId('back-to-top');
    await expect(button).toHaveCSS('opacity', '0');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toHaveCSS('opacity', '1');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the chat button opens a WhatsApp chat with a greeting in the page language', async ({ page }) => {
    await page.goto('/');
    const href = await page.getByTestId('chat-button').getAttribute('href');
    const url = new URL(href!);
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toBe(t('en', 'common.chatGreeting'));
  });
});


test.describe('every route of the spec', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} answers 200 with its heading inside the layout`, async ({ page }) => {
      const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: t('en', 'common.nav.label') })).toBeAttached();
      await expect(page.locator('footer')).toBeAttached();
      // A string missing from the page's namespaces would show as its key.
      expect(await page.locator('body').innerText()).not.toMatch(/\b(common|pages|catalogue|tour|destinations|home|search|errors|routes)\.[a-zA-Z-]+\.?/);
    });
  }
});

test.describe('the menu row at 1280 px', () => {
  // Signed in, a long name and the account menu must fit too.
  let token = '';
  test.beforeAll(async ({ request }) => {
    const email = `layout.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
    const password = 'a row that never wraps';
    token = (await signUpByApi(request, { name: 'Maximiliane Alexandra Kilimanjaro-Ngorongoro', email, password })).token;
  });

  for (const locale of ['en', 'de', 'fr', 'es', 'it', 'pt']) for (const signedIn of [false, true]) {
    test(`${locale}${signedIn ? ', signed in' : ''}: every link and the quote button stay on one line, nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${originFor(locale)}/About`);
      if (signedIn) {
        await page.evaluate((saved) => localStorage.setItem('token', saved), token);
        await page.reload();
        await expect(page.getByTestId('account-name')).toHaveText(/^Maximiliane/);
      }
      const menu = page.locator('#main-menu');
      for (const link of await menu.getByRole('link').all()) {
        const lines = await link.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
        });
        expect(lines, (await link.textContent()) ?? '').toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The row keeps its margin: the last button ends inside the bar's padding, not on the screen's edge.
      const spare = await menu.evaluate((el) => {
        const bar = el.parentElement!;
        return bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight) - el.getBoundingClientRect().right;
      });
      expect(spare).toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe('the sticky menu and in-page links', () => {
  // The stylesheet assumes the menu's usual height (globals.css, NAV_HEIGHT): setting it on <html>
  // would restyle the whole page just after it shows, so it is only set when the menu differs.
  test('an in-page target stops clear of the menu, at its usual height and when larger text makes it taller', async ({ page }) => {
    const paddingTop = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    const menuHeight = () => page.evaluate(() => document.querySelector('nav > div')!.getBoundingClientRect().height);
    for (const width of [320, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/About');
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--nav-height')), `${width} px`).toBe('');
      expect(await paddingTop(), `${width} px`).toBe(Math.round(await menuHeight()) + 8);
    }
    await page.addStyleTag({ content: 'nav { font-size: 2rem !important; }' });
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--nav-height'))).not.toBe('');
    const taller = Math.round(await menuHeight());
    expect(taller).toBeGreaterThan(66);
    expect(await paddingTop()).toBe(taller + 8);
  });
});

// Walked on a phone: the page moved 3 px when the web fonts came, because the face drawn before
// them was DejaVu (next/font's own one asks for local("Arial"), which Linux and Android lack).
test.describe('the fonts drawn before the web fonts', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`${locale}: take the web fonts' room, so nothing moves when they come`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${originFor(locale)}/About`);
      await page.reload(); // the fonts now come from the cache, in time for the first paint
      const widths = await page.evaluate(async () => {
        const text = `${document.querySelector('h1')!.textContent} ${document.querySelector('main p')!.textContent!.slice(0, 80)}`;
        /** A family stack as the page sets it: the web font first, then the face drawn meanwhile. */
        const stack = (variable: string) => getComputedStyle(document.querySelector('main')!).getPropertyValue(variable).split(',').map((f) => f.trim());
        // Each face alone, then monospace: a face that cannot be drawn shows as monospace's far other width.
        const width = (family: string, weight: string) => {
          const span = document.createElement('span');
          span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 20px ${family}, monospace`;
          span.textContent = text;
          document.body.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return w;
        };
        const faces: [string, string][] = [['--font-sans', '400'], ['--font-sans', '600'], ['--font-display', '600']];
        const out = [];
        for (const [variable, weight] of faces) {
          const [web, meanwhile] = stack(variable);
          await document.fonts.load(`${weight} 20px ${web}`);
          out.push({ face: `${variable} ${weight} ${meanwhile}`, web: width(web, weight), meanwhile: width(meanwhile, weight) });
        }
        return out;
      });
      expect(widths).toHaveLength(3);
      for (const { face, web, meanwhile } of widths) expect(Math.abs(meanwhile / web - 1), face).toBeLessThan(0.02);
    });
  }
});

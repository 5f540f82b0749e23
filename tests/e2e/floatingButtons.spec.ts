import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { t } from './strings';

// The spec's breakpoints: nothing fixed on the screen (WhatsApp, back-to-top, the sticky menu)
// may sit over a link or a button a person scrolls to, at any of them.
const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536];

/**
 * Scrolls to every visible link and button the way a browser does for keyboard focus and
 * in-page links (the least scrolling that shows it) and lists those a fixed or sticky element
 * then covers. Large targets (cards) count as covered when their centre is.
 */
async function coveredTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => {
      const pos = getComputedStyle(e).position;
      const r = e.getBoundingClientRect();
      return (pos === 'fixed' || pos === 'sticky') && r.width > 1 && r.height > 1;
    });
    const targets = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !floating.some((f) => f.contains(e));
    });
    const covered: string[] = [];
    for (const el of targets) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      for (const f of floating) {
        const fr = f.getBoundingClientRect();
        const overlaps = r.left < fr.right && r.right > fr.left && r.top < fr.bottom && r.bottom > fr.top;
        const centre = cx >= fr.left && cx <= fr.right && cy >= fr.top && cy <= fr.bottom;
        if (r.height < 120 ? overlaps : centre) {
          covered.push(`"${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('href') || '').trim().slice(0, 40)}" under ${f.dataset.testid ?? f.tagName.toLowerCase()}`);
        }
      }
    }
    return covered;
  });
}

test.describe('floating buttons', () => {
  for (const path of ['/', '/tanzania-safari-package/', '/Contact']) {
    test(`cover no link or button on ${path} at any breakpoint`, async ({ page }) => {
      for (const width of BREAKPOINTS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrated(page);
        expect(await coveredTargets(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

/**
 * Scrolls each control (link, button, field, checkbox) under each floating button in turn, as a
 * thumb scrolling the page may leave it, and lists those a tap there would not reach: the
 * floating button takes the tap instead. Controls whose column never meets a button's are left
 * out; `pairs` counts the meetings, so the walk cannot pass by testing nothing.
 */
async function tapsMissingControls(page: Page): Promise<{ missed: string[]; pairs: number }> {
  return page.evaluate(async () => {
    // Two frames and a moment: what the page does after a scroll (the buttons' own check) has run.
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 60))));
    const floating = ['back-to-top', 'chat-button'].map((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!);
    const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input:not([type=hidden]), main select, main textarea')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && r.height < 120 && e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && getComputedStyle(e).position === 'static' && !e.closest('[data-sticky]');
    });
    const missed: string[] = [];
    let pairs = 0;
    for (const el of controls) {
      for (const f of floating) {
        const fr = f.getBoundingClientRect();
        const er = el.getBoundingClientRect();
        const left = Math.max(er.left, fr.left);
        const right = Math.min(er.right, fr.right);
        if (right - left < 4) continue;
        // The control's middle line on the button's middle line.
        const docTop = er.top + window.scrollY;
        window.scrollTo({ top: docTop + er.height / 2 - (fr.top + fr.height / 2), behavior: 'instant' });
        await frame();
        const now = el.getBoundingClientRect();
        const fNow = f.getBoundingClientRect();
        const top = Math.max(now.top, fNow.top);
        const bottom = Math.min(now.bottom, fNow.bottom);
        if (bottom - top < 4) continue; // the page cannot scroll that far
        pairs++;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (!hit || !(hit === el || el.contains(hit) || (el.id && hit.closest(`label[for="${el.id}"]`)) || hit.closest('label')?.contains(el))) {
          missed.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}" under ${f.dataset.testid}`);
        }
      }
    }
    return { missed, pairs };
  });
}

test.describe('floating buttons give way', () => {
  test('on the booking form a tap on the terms, their link and "Book now" reaches them at 390 and 1280 px', async ({ page }) => {
    test.setTimeout(120_000);
    const { tours } = await (await page.request.get('/api/filter?tripType=private')).json();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/Booking?tour=${tours[0].slug}`);
      await hydrated(page);
      const { missed, pairs } = await tapsMissingControls(page);
      expect(pairs, `controls met by a floating button at ${width} px`).toBeGreaterThan(0);
      expect(missed, `at ${width} px`).toEqual([]);
    }
  });

  test('on a phone, a form\'s error message brought to where the buttons float is not under one', async ({ page }) => {
    // A short screen: the message then sits where the buttons float with the page past its first 600 px.
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/Review');
    await hydrated(page);
    await page.locator('#text').fill('Too short');
    await page.getByRole('button', { name: t('en', 'leads.submit.review') }).click();
    const error = page.getByTestId('error-text');
    await expect(error).toBeVisible();
    // The form glides to the field it focuses: measure once the page has come to rest.
    const settled = () => page.evaluate(() => new Promise<void>((done) => {
      let last = -1;
      const look = () => (window.scrollY === last ? done() : ((last = window.scrollY), setTimeout(look, 150)));
      look();
    }));
    await settled();
    for (const id of ['back-to-top', 'chat-button']) {
      const button = page.getByTestId(id);
      const b = (await button.boundingBox())!;
      // The message's line at the height of the button's middle, the page well past its first screen.
      await error.evaluate((el, middle) => {
        const r = el.getBoundingClientRect();
        window.scrollBy({ top: r.top + r.height / 2 - middle, behavior: 'instant' });
      }, b.y + b.height / 2);
      await settled();
      expect(await page.evaluate(() => window.scrollY), 'back-to-top would show here').toBeGreaterThan(600);
      const e = (await error.boundingBox())!;
      expect(e.x < b.x + b.width && e.x + e.width > b.x && e.y < b.y + b.height && e.y + e.height > b.y, `the message where ${id} floats`).toBe(true);
      // It steps aside (fades out, takes no tap) once it finds the message under it.
      await expect.poll(() => button.evaluate((el) => getComputedStyle(el).pointerEvents === 'none' && Number(getComputedStyle(el).opacity) < 0.1), { message: `${id} over the message` }).toBe(true);
    }
  });

  test('the terms checkbox under the back-to-top button is ticked by a tap, and the page stays where it is', async ({ page }) => {
    const { tours } = await (await page.request.get('/api/filter?tripType=private')).json();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/Booking?tour=${tours[0].slug}`);
    await hydrated(page);
    const box = page.locator('input[name="acceptTerms"]');
    const up = page.getByTestId('back-to-top');
    const upBox = (await up.boundingBox())!;
    const y = await box.evaluate((el, target) => {
      const r = el.getBoundingClientRect();
      window.scrollTo({ top: r.top + window.scrollY + r.height / 2 - target, behavior: 'instant' });
      return window.scrollY;
    }, upBox.y + upBox.height / 2);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 60)))));
    const r = (await box.boundingBox())!;
    await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
    await expect(box).toBeChecked();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { ArticleCard } from '@/components/blog/ArticleCard';
import { Layout } from '@/components/layout/Layout';
import NProgress from 'nprogress';
import { PROGRESS_SETTINGS } from '@/components/layout/RouteProgress';
import { ReviewForm } from '@/components/leads/ReviewForm';
import { Itinerary, type ShownItineraryDay } from '@/components/tours/Itinerary';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import type { PageBlock } from '@/server/blog/pageBlocks';

// Markup the Nu HTML Checker and axe found wrong on every page of a kind (tests/e2e/validity.spec.ts
// checks whole pages in a browser): each part, rendered as a page renders it.

function page(children: ReactNode) {
  mockRouter.setCurrentUrl('/');
  mockRouter.locale = 'en';
  return render(
    <MemoryRouterProvider>
      <Provider store={makeStore()}>
        <I18nProvider locale="en" messages={loadMessages('en')}>{children}</I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
}

afterEach(cleanup);

const day = (n: number, extra: Partial<ShownItineraryDay> = {}): ShownItineraryDay => ({
  day: n, title: `Day ${n}`, description: 'Game drives.', meals: ['breakfast'], accommodation: { name: 'Camp', type: 'tented-camp', level: 'mid-range' },
  destination: { id: 'serengeti', slug: 'serengeti', name: 'Serengeti' }, lat: -2.3, lng: 34.8, altitudeM: 1500, altitude: '1,500', ...extra,
});

describe('markup a checker accepts', () => {
  it('gives every fact of an itinerary day its term: no <dd> in a group without a <dt>', () => {
    const { container } = page(<Itinerary days={[day(1), day(2, { accommodation: undefined, altitude: null })]} />);
    const groups = [...container.querySelectorAll('dl.day-facts > div')];
    expect(groups.length).toBe(6);
    for (const group of groups) {
      const kids = [...group.children].map((el) => el.tagName.toLowerCase());
      expect(kids[0], group.outerHTML).toBe('dt');
      expect(kids).toContain('dd');
    }
  });

  it('puts no placeholder or pattern on the review form\'s month field (neither is allowed on type=month)', () => {
    const { container } = page(<ReviewForm tour={null} />);
    const month = container.querySelector('input[type="month"]')!;
    expect(month).toBeTruthy();
    expect(month.hasAttribute('placeholder')).toBe(false);
    expect(month.hasAttribute('pattern')).toBe(false);
  });

  it('keeps the WhatsApp and back-to-top buttons inside a landmark, like the rest of the page', () => {
    const { getByTestId } = page(<Layout><p>Page</p></Layout>);
    const landmark = (el: Element) => el.closest('header, nav, main, footer, aside, section[aria-label], [role="region"], [role="complementary"]');
    expect(landmark(getByTestId('chat-button'))?.tagName.toLowerCase()).toBe('aside');
    expect(landmark(getByTestId('back-to-top'))?.tagName.toLowerCase()).toBe('aside');
    expect(landmark(getByTestId('chat-button'))?.getAttribute('aria-label')).toBeTruthy();
  });
});

describe('what axe checks on every page, in the parts that failed it', () => {
  /** axe-core's verdict on the rendered markup, for the rules the browser run found broken. */
  async function violations(container: Element, rules: string[]) {
    const { default: axe } = await import('axe-core');
    const result = await axe.run(container, { runOnly: { type: 'rule', values: rules } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`);
  }

  it('names the logo link and the language button with the text they show (axe: label-content-name-mismatch)', () => {
    // axe-core cannot judge this rule without a layout (jsdom has none): the same test, by hand,
    // as axe reads a name: words in parentheses do not count.
    const { container } = page(<Layout><p>Page</p></Layout>);
    const words = (text: string) => text.replace(/\([^()]*\)/g, ' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const labelled = [container.querySelector('nav a[href="/"]')!, container.querySelector('[data-testid="locale-dropdown"] summary')!];
    for (const el of labelled) {
      const name = words(el.getAttribute('aria-label') ?? '');
      expect(name.length, el.outerHTML).toBeGreaterThan(0);
      for (const word of words(el.textContent ?? '')) expect(name, el.outerHTML).toContain(word);
    }
  });

  it('skips no heading level on the blog list and the booking process, and tips are no unnamed landmarks', async () => {
    const steps: PageBlock = { type: 'steps', items: [{ title: 'Inquiry', text: 'Ask us.' }, { title: 'Deposit', text: 'Pay it.' }] };
    const tip: PageBlock = { type: 'tip', text: 'Book early.' };
    const { container } = render(
      <I18nProvider locale="en" messages={loadMessages('en')}>
        <main>
          <h1>Our booking process</h1>
          <ArticleBody blocks={[{ type: 'p', text: 'How it works.' }, steps, tip, tip]} />
          <ArticleCard heading="h2" article={{ id: 'a', slug: 'a', title: 'A guide', excerpt: 'Read it.', category: 'safaris', publishedAt: '2026-01-01', readingMinutes: 3, image: { src: '/images/a.webp', width: 1600, height: 1000 } }} />
        </main>
      </I18nProvider>,
    );
    expect([...container.querySelectorAll('h1, h2, h3')].map((h) => h.tagName)).toEqual(['H1', 'H2', 'H2', 'H2']);
    expect(await violations(container, ['heading-order', 'landmark-unique', 'landmark-complementary-is-top-level'])).toEqual([]);
    expect(container.querySelectorAll('aside')).toHaveLength(0);
  });

  it('draws the route progress bar without an ARIA role that does not exist (aria-roles), and nprogress still moves it', async () => {
    // The real nprogress with the site's settings: it finds its bar by the settings' selector.
    NProgress.configure(PROGRESS_SETTINGS);
    NProgress.set(0.4);
    const holder = document.getElementById('nprogress')!;
    const bar = holder.querySelector<HTMLElement>('.bar')!;
    expect(bar.style.transform || bar.style.marginLeft).toMatch(/-60%/);
    expect(holder.querySelector('[role]')).toBeNull();
    expect(await violations(holder, ['aria-roles'])).toEqual([]);
    NProgress.remove();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { Layout } from '@/components/layout/Layout';
import { ReviewForm } from '@/components/leads/ReviewForm';
import { Itinerary, type ShownItineraryDay } from '@/components/tours/Itinerary';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';

// Markup the Nu HTML Checker and axe found wrong on every page of a kind (tests/e2e/validity.spec.ts
// checks whole pages in a browser): each part, rendered as a page renders it.

const router = { push: async () => true, replace: async () => true, prefetch: async () => {}, locale: 'en', asPath: '/', pathname: '/', query: {}, isReady: true, events: { on() {}, off() {} } } as unknown as NextRouter;

function page(children: ReactNode) {
  return render(
    <RouterContext.Provider value={router}>
      <Provider store={makeStore()}>
        <I18nProvider locale="en" messages={loadMessages('en')}>{children}</I18nProvider>
      </Provider>
    </RouterContext.Provider>,
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

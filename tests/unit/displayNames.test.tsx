// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CountrySelect } from '@/components/forms/CountrySelect';
import { ReviewList } from '@/components/tours/ReviewList';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';
import { REVIEW_STRINGS } from '@/lib/i18n/sharedStrings';

afterEach(cleanup);

/**
 * The server's table of names as a browser would receive it, with two names no ICU spells this
 * way: what the browser shows must be the table's (what the server rendered), never its own Intl's.
 */
function pageMessages(): Messages {
  const messages = loadMessages('de', ['leads', 'tour', 'catalogue', 'names']);
  return { ...messages, names: { ...(messages.names as Messages), countries: { HK: 'Hongkong (vom Server)', KE: 'Kenia (vom Server)' } } };
}

describe('country names travel with the page (no hydration mismatch, React #418)', () => {
  it('sends every country, in the language and its alphabetical order, with pages that ask for "names"', () => {
    const names = loadMessages('de', ['names']).names as { countries: Record<string, string>; languages: Record<string, string> };
    expect(names.countries.DE).toBe('Deutschland');
    const list = Object.values(names.countries);
    expect(list).toEqual([...list].sort(new Intl.Collator('de').compare));
    expect(names.languages.de).toBe('Deutsch');
    expect(loadMessages('de', ['leads'])).not.toHaveProperty('names');
  });

  it('the country picker shows the server\'s names in the server\'s order', () => {
    render(<I18nProvider locale="de" messages={pageMessages()}><CountrySelect id="country" value="" onChange={() => {}} /></I18nProvider>);
    const options = [...(screen.getByRole('combobox') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['Hongkong (vom Server)', 'Kenia (vom Server)']);
  });

  it('a review names its writer\'s country as the server does, and a sample says it is one', () => {
    const review = { id: 'r1', name: 'Wanjiru K.', country: 'KE', language: 'en', rating: 5, title: 'Great', text: 'Lovely trip.', travelDate: '2025-07', createdAt: '2025-08-01', sample: true };
    render(<I18nProvider locale="de" messages={pageMessages()}><ReviewList reviews={[review]} /></I18nProvider>);
    expect(screen.getByText(/Wanjiru K\./).textContent).toContain('Kenia (vom Server)');
    expect(screen.getByTestId('sample-review').textContent).toBe('Beispielbewertung, nicht von Reisenden verfasst');
  });

  it('a review in another language than the page says which, in the page\'s words and the server\'s name for it; one in the page\'s language says nothing', async () => {
    const { countryNamesFor } = await import('@/lib/i18n/displayNames');
    // The strings the home page sends for its reviews (a raw key showed there on 30 Nov).
    const base = loadMessages('fr', REVIEW_STRINGS);
    const reviews = [
      { id: 'r1', name: 'Wanjiru K.', country: 'KE', language: 'en', rating: 5, title: 'Great', text: 'Lovely trip.', travelDate: '2025-07', createdAt: '2025-08-01', sample: false },
      { id: 'r2', name: 'Claire D.', country: 'FR', language: 'fr', rating: 4, title: 'Super', text: 'Très beau voyage.', travelDate: '2025-06', createdAt: '2025-07-01', sample: false },
    ];
    const names = countryNamesFor('fr', reviews.map((r) => r.country), reviews.map((r) => r.language));
    expect(names.languages).toEqual({ en: 'anglais', fr: 'français' });
    render(<I18nProvider locale="fr" messages={{ ...base, names: names as unknown as Messages }}><ReviewList reviews={reviews} /></I18nProvider>);
    const marked = screen.getAllByTestId('review-language');
    expect(marked.map((m) => m.textContent)).toEqual(['Écrit en anglais']);
    expect(marked[0]!.closest('li')!.getAttribute('lang')).toBe('en');
    expect(marked[0]!.getAttribute('lang')).toBe('fr');
  });
});

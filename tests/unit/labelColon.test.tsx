// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Itinerary, type ShownItineraryDay } from '@/components/tours/Itinerary';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/config';
import { quoteShortSchema } from '@/lib/leads/schemas';
import { quoteMails } from '@/server/mail/compose';

// Walked on 29 Nov: the French tour page read "Jour 1: …" and "Nuit: …"; French writes a
// no-break space before a colon ("Jour 1 : …"), the site's other languages none.

afterEach(cleanup);

const day: ShownItineraryDay = {
  day: 1, title: 'Arusha', description: 'Arrivée.', meals: ['dinner'], accommodation: { name: 'Camp', type: 'tented-camp', level: 'mid-range' },
  destination: { id: 'arusha', slug: 'arusha', name: 'Arusha' }, lat: -3.4, lng: 36.7, altitudeM: 1400, altitude: '1 400',
};
const itineraryText = (locale: Locale) =>
  render(<I18nProvider locale={locale} messages={loadMessages(locale)}><Itinerary days={[day]} /></I18nProvider>).container.textContent!;

describe('a label\'s colon as the language writes it', () => {
  it('the itinerary: "Jour 1 : Arusha" in French, "Day 1: Arusha" in English', () => {
    const fr = itineraryText('fr');
    expect(fr).toContain('Jour 1\u00a0: Arusha');
    expect(fr).toContain('Nuit\u00a0: Camp');
    expect(fr).not.toMatch(/\S:/);
    cleanup();
    expect(itineraryText('en')).toContain('Day 1: Arusha');
  });

  it('the quote acknowledgement: French rows with the space, German rows without', () => {
    const sent = quoteShortSchema.parse({
      source: 'modal', tour: 'serengeti-lodge', departureDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10), adults: 2, children: 0, childrenAges: [],
      fullName: 'Chloé Martin', email: 'chloe@example.fr', phone: '+33 1 23 45 67 89', country: 'FR', message: '',
    });
    const [fr] = quoteMails('Q-2026-000002', 'fr', sent, { title: 'Safari Serengeti', slug: 'safari-serengeti' });
    expect(fr!.body).toMatch(/Date de départ\u00a0: \d/);
    expect(fr!.body).not.toMatch(/[^\s?]: /);
    const [de] = quoteMails('Q-2026-000003', 'de', sent, { title: 'Serengeti-Safari', slug: 'serengeti-safari' });
    expect(de!.body).toContain('Reise: Serengeti-Safari');
  });
});

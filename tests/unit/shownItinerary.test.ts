import { describe, expect, it } from 'vitest';
import { shownItinerary } from '@/components/tours/Itinerary';
import type { ItineraryDay } from '@/server/catalogue/dto';

const day = (altitudeM: number | null): ItineraryDay => ({
  day: 1,
  title: 'Tarangire',
  description: 'Game drive',
  meals: ['breakfast'],
  accommodation: null,
  destination: { id: 'd1', slug: 'tarangire', name: 'Tarangire National Park' },
  lat: -3.9,
  lng: 36,
  altitudeM,
});

describe('the itinerary as the tour page carries it', () => {
  it("writes each altitude in the page's language on the server, so the browser builds no number format while hydrating", () => {
    expect(shownItinerary([day(1150)], 'de')[0].altitude).toBe('1.150');
    expect(shownItinerary([day(1150)], 'en')[0].altitude).toBe('1,150');
    expect(shownItinerary([day(5895)], 'fr')[0].altitude).toBe(new Intl.NumberFormat('fr').format(5895));
  });

  it('leaves a day without an altitude without one, and the rest of the day as it was', () => {
    const [shown] = shownItinerary([day(null)], 'it');
    expect(shown.altitude).toBeNull();
    expect(shown).toMatchObject(day(null));
  });
});

import { useRef } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { useLazyComponent } from '@/lib/useLazyComponent';
import type { ItineraryDay } from '@/server/catalogue/dto';

function MapPlaceholder() {
  const t = useT();
  return <div className="grid h-80 place-items-center rounded-2xl bg-night-50 text-sm text-night-600 sm:h-96">{t('tour.mapLoading')}</div>;
}

/** The route on a map (Leaflet, loaded on the tour page only, when scrolled near), with the stops listed for everyone. */
export function RouteMap({ days }: { days: ItineraryDay[] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Leaflet is the heaviest code on the page: it loads when the map comes near the screen.
  const Leaflet = useLazyComponent(() => import('./RouteMapLeaflet'), box);
  return (
    // isolate: Leaflet stacks its panes and buttons up to z-index 1000; kept inside the map, so the
    // phone's booking bar (z-30) stays over it while the page scrolls.
    <div ref={box} className="isolate" data-testid="route-map">
      {Leaflet ? <Leaflet days={days} dayLabel={(n) => t('tour.day', { day: n })} zoomTitles={{ in: t('tour.mapZoomIn'), out: t('tour.mapZoomOut') }} /> : <MapPlaceholder />}
      <p className="mt-2 text-sm text-night-600">{t('tour.mapNote')}</p>
    </div>
  );
}

import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Polygon, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import L from 'leaflet';
import { dayRangeLabel, spreadMarkers, type Point } from '@/lib/maps/spreadMarkers';
import { mapTiles } from '@/lib/maps/tiles';
import type { ItineraryDay } from '@/server/catalogue/dto';
import { TANZANIA_OUTLINE } from './tanzaniaOutline';

const MARKER = 28;
/** Space kept between neighbouring markers, so they never touch and labels stay readable. */
const MARKER_SPACING = 6;

type Stop = { lat: number; lng: number; days: number[]; name: string };

/** Wider for "2–3" or "3, 5": a pill that keeps its label on one line. */
const markerWidth = (label: string) => Math.max(MARKER, 12 + label.length * 7);

const stopIcon = (label: string, offset: Point) => {
  const width = markerWidth(label);
  return L.divIcon({
    className: '',
    html: `<span data-testid="map-day-marker" style="display:grid;place-items:center;width:${width}px;height:${MARKER}px;box-sizing:border-box;white-space:nowrap;border-radius:9999px;background:#c94309;color:#fff;font:600 12px/1 Inter,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35)">${label}</span>`,
    iconSize: [width, MARKER],
    iconAnchor: [width / 2 - offset.x, MARKER / 2 - offset.y],
  });
};

/** One marker per place, labelled with its days; places that would overlap at this zoom are nudged apart. */
function DayMarkers({ stops, dayLabel }: { stops: Stop[]; dayLabel: (n: number) => string }) {
  const map = useMap();
  const [offsets, setOffsets] = useState<Point[]>(() => stops.map(() => ({ x: 0, y: 0 })));
  useEffect(() => {
    // Centres as far apart as the widest marker: no two pills overlap, whichever way they sit.
    const gap = Math.max(...stops.map((s) => markerWidth(dayRangeLabel(s.days)))) + MARKER_SPACING;
    const place = () => setOffsets(spreadMarkers(stops.map((s) => map.latLngToContainerPoint([s.lat, s.lng])), gap));
    place();
    map.on('zoomend', place);
    return () => {
      map.off('zoomend', place);
    };
  }, [map, stops]);
  return (
    <>
      {stops.map((s, i) => (
        <Marker key={`${s.lat},${s.lng}`} position={[s.lat, s.lng]} icon={stopIcon(dayRangeLabel(s.days), offsets[i] ?? { x: 0, y: 0 })} keyboard title={`${s.name}: ${s.days.map(dayLabel).join(', ')}`}>
          <Tooltip>{`${s.name} — ${s.days.map(dayLabel).join(', ')}`}</Tooltip>
        </Marker>
      ))}
    </>
  );
}

/**
 * Leaflet is browser-only and heavy: this file is imported dynamically by the tour page alone.
 * With a tile server configured (MAP_TILE_URL) the route lies on real map tiles with their
 * attribution; without one, or when the tiles cannot be loaded (offline), on the drawn outline
 * of Tanzania.
 */
export default function RouteMapLeaflet({ days, dayLabel }: { days: ItineraryDay[]; dayLabel: (n: number) => string }) {
  const tiles = mapTiles();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const stops = useMemo(() => {
    const byPlace = new Map<string, Stop>();
    for (const d of days) {
      const key = `${d.lat.toFixed(2)},${d.lng.toFixed(2)}`;
      const stop = byPlace.get(key) ?? { lat: d.lat, lng: d.lng, days: [], name: d.destination.name };
      stop.days.push(d.day);
      byPlace.set(key, stop);
    }
    return [...byPlace.values()];
  }, [days]);
  const line = days.map((d) => [d.lat, d.lng] as [number, number]);
  const bounds = L.latLngBounds(line.length > 1 ? line : [...line, [line[0][0] + 0.5, line[0][1] + 0.5]]).pad(0.2);
  const showTiles = tiles !== null && !tilesFailed;
  return (
    <div data-map-background={showTiles ? 'tiles' : 'outline'}>
      <MapContainer bounds={bounds} zoomSnap={0.25} scrollWheelZoom={false} className="h-80 w-full rounded-2xl bg-night-100 sm:h-96" attributionControl={showTiles}>
        {showTiles ? (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            eventHandlers={{
              tileload: () => setTilesLoaded(true),
              // Offline or the tile server down: the drawing is better than a grey box.
              tileerror: () => setTilesFailed((failed) => failed || !tilesLoaded),
            }}
          />
        ) : (
          <Polygon positions={TANZANIA_OUTLINE} pathOptions={{ color: '#b5854a', weight: 1.5, fillColor: '#f5eddd', fillOpacity: 1 }} />
        )}
        <Polyline positions={line} pathOptions={{ color: '#c94309', weight: 3, dashArray: '6 6' }} />
        <DayMarkers stops={stops} dayLabel={dayLabel} />
      </MapContainer>
    </div>
  );
}

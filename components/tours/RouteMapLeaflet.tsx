import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { Circle, CircleMarker, MapContainer, Marker, Polygon, Polyline, TileLayer, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import L from 'leaflet';
import { dayRangeLabel, spreadMarkers, type Point } from '@/lib/maps/spreadMarkers';
import { mapTiles } from '@/lib/maps/tiles';
import type { ItineraryDay } from '@/server/catalogue/dto';
import { ISLANDS, LAKES, TANZANIA_OUTLINE } from './tanzaniaOutline';

const MARKER = 28;
/** Space kept between neighbouring markers, so they never touch and labels stay readable. */
const MARKER_SPACING = 6;

type Stop = { lat: number; lng: number; days: number[]; name: string; placeId: string; areaKm2?: number };

/** A park drawn as an area: a circle of its size around where the route is in it, its name above. */
type Park = { id: string; name: string; lat: number; lng: number; radiusKm: number };

/** Wider for "2–3" or "3, 5": a pill that keeps its label on one line. */
const markerWidth = (label: string) => Math.max(MARKER, 12 + label.length * 7);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The day pill; on the drawing (no tiles), the place's name beside it, moving with it. */
const stopIcon = (label: string, offset: Point, name?: string) => {
  const width = markerWidth(label);
  const named = name ? `<span class="map-stop-label" style="position:absolute;left:${width + 4}px;top:${MARKER / 2}px;transform:translateY(-50%)">${escapeHtml(name)}</span>` : '';
  return L.divIcon({
    className: '',
    html: `<span data-testid="map-day-marker" style="display:grid;place-items:center;width:${width}px;height:${MARKER}px;box-sizing:border-box;white-space:nowrap;border-radius:9999px;background:#c94309;color:#fff;font:600 12px/1 Inter,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35)">${label}</span>${named}`,
    iconSize: [width, MARKER],
    iconAnchor: [width / 2 - offset.x, MARKER / 2 - offset.y],
  });
};

/** One marker per place, labelled with its days; places that would overlap at this zoom are nudged apart. */
function DayMarkers({ stops, dayLabel, named }: { stops: Stop[]; dayLabel: (n: number) => string; named: boolean }) {
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
        <Marker
          key={`${s.lat},${s.lng}`} position={[s.lat, s.lng]} icon={stopIcon(dayRangeLabel(s.days), offsets[i] ?? { x: 0, y: 0 }, named && !s.areaKm2 ? s.name : undefined)} keyboard title={`${s.name}: ${s.days.map(dayLabel).join(', ')}`}
          // Its name read out is the place and its days, not the pill's "1–2" (walked with a screen reader).
          eventHandlers={{ add: (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', `${s.name}: ${s.days.map(dayLabel).join(', ')}`) }}
        >
          <Tooltip>{`${s.name} — ${s.days.map(dayLabel).join(', ')}`}</Tooltip>
        </Marker>
      ))}
    </>
  );
}

/**
 * Leaflet's credit without its English tooltip ("A JavaScript library for interactive maps", on
 * every language's page; walked with a screen reader): the name of the library alone.
 */
function LeafletCredit() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  }, [map]);
  return null;
}

// Leaflet gives a path its class when it draws it: `className` is a prop, not part of pathOptions (set later).
const SEA = '#d7e7f1';
const LAND = { color: '#b5854a', weight: 1.5, fillColor: '#f5eddd', fillOpacity: 1 };
const WATER = { color: '#7fa7c6', weight: 1, fillColor: '#b9d5ea', fillOpacity: 1 };
const PARK = { color: '#7d8f4a', weight: 1, fillColor: '#dde6c3', fillOpacity: 0.9 };
const KM_PER_DEGREE = 111;

/** Without tiles: the land with its islands, the lakes, and each park of the route as an area named above it. */
function OfflineDrawing({ parks, view }: { parks: Park[]; view: L.LatLngBounds }) {
  // A park larger than the view (a climb's mountain park) is named inside the view's top, not above its edge.
  const top = view.getNorth() - (view.getNorth() - view.getSouth()) * 0.12;
  return (
    <>
      {[TANZANIA_OUTLINE, ...ISLANDS].map((ring, i) => <Polygon key={`land-${i}`} positions={ring} pathOptions={LAND} className="map-land" interactive={false} />)}
      {LAKES.map((ring, i) => <Polygon key={`lake-${i}`} positions={ring} pathOptions={WATER} className="map-lake" interactive={false} />)}
      {parks.map((p) => (
        <Circle key={p.id} center={[p.lat, p.lng]} radius={p.radiusKm * 1000} pathOptions={PARK} className="map-park" interactive={false} />
      ))}
      {parks.map((p) => (
        <CircleMarker key={`label-${p.id}`} center={[Math.min(p.lat + p.radiusKm / KM_PER_DEGREE, top), p.lng]} radius={0} pathOptions={{ opacity: 0, fillOpacity: 0 }} interactive={false}>
          <Tooltip permanent direction={p.lat + p.radiusKm / KM_PER_DEGREE > top ? 'center' : 'top'} className="map-area-label">{p.name}</Tooltip>
        </CircleMarker>
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
export default function RouteMapLeaflet({ days, dayLabel, zoomTitles }: { days: ItineraryDay[]; dayLabel: (n: number) => string; zoomTitles: { in: string; out: string } }) {
  const tiles = mapTiles();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const stops = useMemo(() => {
    const byPlace = new Map<string, Stop>();
    for (const d of days) {
      const key = `${d.lat.toFixed(2)},${d.lng.toFixed(2)}`;
      const stop = byPlace.get(key) ?? { lat: d.lat, lng: d.lng, days: [], name: d.destination.name, placeId: d.destination.id, areaKm2: d.destination.areaKm2 };
      stop.days.push(d.day);
      byPlace.set(key, stop);
    }
    return [...byPlace.values()];
  }, [days]);
  const parks = useMemo(() => {
    const byId = new Map<string, Park>();
    for (const d of days) {
      const km2 = d.destination.areaKm2;
      if (km2 && !byId.has(d.destination.id)) byId.set(d.destination.id, { id: d.destination.id, name: d.destination.name, lat: d.lat, lng: d.lng, radiusKm: Math.sqrt(km2 / Math.PI) });
    }
    return [...byId.values()];
  }, [days]);
  const line = days.map((d) => [d.lat, d.lng] as [number, number]);
  const bounds = L.latLngBounds(line.length > 1 ? line : [...line, [line[0][0] + 0.5, line[0][1] + 0.5]]).pad(0.2);
  const showTiles = tiles !== null && !tilesFailed;
  return (
    // The sea is the wrapper's colour: the map's own props are read once, before a tile may fail.
    <div data-map-background={showTiles ? 'tiles' : 'outline'} className="overflow-hidden rounded-2xl" style={{ background: showTiles ? '#eef0f2' : SEA }}>
      {/* Leaflet's own zoom buttons are titled in English: ours, in the page's language. */}
      <MapContainer bounds={bounds} zoomSnap={0.25} scrollWheelZoom={false} zoomControl={false} className="h-80 w-full sm:h-96" style={{ background: 'transparent' }} attributionControl={showTiles}>
        <ZoomControl position="topleft" zoomInTitle={zoomTitles.in} zoomOutTitle={zoomTitles.out} />
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
          <OfflineDrawing parks={parks} view={bounds} />
        )}
        <Polyline positions={line} pathOptions={{ color: '#c94309', weight: 3, dashArray: '6 6' }} className="map-route" />
        <DayMarkers stops={stops} dayLabel={dayLabel} named={!showTiles} />
        {showTiles ? <LeafletCredit /> : null}
      </MapContainer>
    </div>
  );
}

import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Polygon, Polyline, Tooltip } from 'react-leaflet';
import L from 'leaflet';
import type { ItineraryDay } from '@/server/catalogue/dto';
import { TANZANIA_OUTLINE } from './tanzaniaOutline';

const stopIcon = (label: string) =>
  L.divIcon({
    className: '',
    html: `<span style="display:grid;place-items:center;width:28px;height:28px;border-radius:9999px;background:#c94309;color:#fff;font:600 12px/1 Inter,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35)">${label}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/** Leaflet is browser-only and heavy: this file is imported dynamically by the tour page alone. */
export default function RouteMapLeaflet({ days, dayLabel }: { days: ItineraryDay[]; dayLabel: (n: number) => string }) {
  // One marker per place, labelled with the days spent there.
  const stops = new Map<string, { lat: number; lng: number; days: number[]; name: string }>();
  for (const d of days) {
    const key = `${d.lat.toFixed(2)},${d.lng.toFixed(2)}`;
    const stop = stops.get(key) ?? { lat: d.lat, lng: d.lng, days: [], name: d.destination.name };
    stop.days.push(d.day);
    stops.set(key, stop);
  }
  const line = days.map((d) => [d.lat, d.lng] as [number, number]);
  const bounds = L.latLngBounds(line.length > 1 ? line : [...line, [line[0][0] + 0.5, line[0][1] + 0.5]]).pad(0.35);
  return (
    <MapContainer bounds={bounds} scrollWheelZoom={false} className="h-80 w-full rounded-2xl bg-night-100 sm:h-96" attributionControl={false}>
      <Polygon positions={TANZANIA_OUTLINE} pathOptions={{ color: '#b5854a', weight: 1.5, fillColor: '#f5eddd', fillOpacity: 1 }} />
      <Polyline positions={line} pathOptions={{ color: '#c94309', weight: 3, dashArray: '6 6' }} />
      {[...stops.values()].map((s) => (
        <Marker key={`${s.lat},${s.lng}`} position={[s.lat, s.lng]} icon={stopIcon(String(s.days[0]))} keyboard title={`${s.name}: ${s.days.map(dayLabel).join(', ')}`}>
          <Tooltip>{`${s.name} — ${s.days.map(dayLabel).join(', ')}`}</Tooltip>
        </Marker>
      ))}
    </MapContainer>
  );
}

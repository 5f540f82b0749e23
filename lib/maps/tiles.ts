/**
 * The map tile server, if the operator configured one (MAP_TILE_URL, MAP_TILE_ATTRIBUTION at
 * build time, baked in by next.config.js). Without it, maps draw the offline outline.
 */
export type MapTiles = { url: string; attribution: string };

export function mapTiles(): MapTiles | null {
  const url = process.env.NEXT_PUBLIC_MAP_TILE_URL;
  if (!url) return null;
  return { url, attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || '' };
}

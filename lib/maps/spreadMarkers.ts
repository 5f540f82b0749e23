/**
 * Day markers of nearby places (Karatu and the Ngorongoro rim, Arusha and its airport) land on
 * top of each other at the zoom that fits a whole route. This nudges them apart on screen, each
 * as little as possible, until no two centres are closer than `minDistance` pixels. Positions
 * are screen pixels; the result is each marker's offset from where it belongs.
 */
export type Point = { x: number; y: number };

export function spreadMarkers(points: readonly Point[], minDistance: number, maxRounds = 200): Point[] {
  const placed = points.map((p) => ({ ...p }));
  for (let round = 0; round < maxRounds; round++) {
    let moved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let dist = Math.hypot(dx, dy);
        if (dist >= minDistance - 1e-6) continue;
        if (dist < 1e-6) {
          // Same spot: split them along a direction that depends on their order, never random.
          const angle = (j * 2.399963) % (2 * Math.PI); // golden angle
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          dist = 1;
        } else {
          dx /= dist;
          dy /= dist;
          dist = Math.hypot(b.x - a.x, b.y - a.y);
        }
        const push = (minDistance - dist) / 2 + 0.01;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed.map((p, i) => ({ x: p.x - points[i]!.x, y: p.y - points[i]!.y }));
}

/** "1", "1–2", "3, 5" : the days a marker stands for, as short as they read. */
export function dayRangeLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * SVG building blocks shared by every scene: number formatting, gradients, and the
 * smooth terrain lines the layered-landscape style is made of.
 */
import type { Rng } from './random';

/** Scenes are drawn on this canvas; renderScene scales it to the requested size. */
export const W = 1600;
export const H = 1000;

export type Pt = [number, number];

/** Rounded for the SVG text: enough precision to be invisible, short enough to stay small. */
export const fixed = (x: number, digits: number): string => String(Math.round(x * 10 ** digits) / 10 ** digits);

/** Coordinates: one decimal is sub-pixel after rasterising. */
export const n = (x: number): string => fixed(x, 1);

type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${fixed(a, 2)}"`}/>`)
    .join('');
}

/** Vertical gradient in user space (so a layer's shade does not depend on its bounding box). */
export function vGradient(id: string, y0: number, y1: number, list: Stop[]): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y0)}" x2="0" y2="${n(y1)}">${stops(list)}</linearGradient>`;
}

export function rGradient(id: string, cx: number, cy: number, r: number, list: Stop[]): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Catmull-Rom through the points, as cubic Béziers: smooth hills without hand-placed handles. */
export function smooth(points: Pt[], move = true): string {
  const p = points;
  let d = move ? `M${n(p[0]![0])},${n(p[0]![1])}` : `L${n(p[0]![0])},${n(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[Math.max(0, i - 1)]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[Math.min(p.length - 1, i + 2)]!;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

/** Smooth 1-D value noise in [-1, 1] over t in [0, 1], with `knots` random control values. */
export function noise(rng: Rng, knots: number): (t: number) => number {
  const v = Array.from({ length: knots + 1 }, () => rng.range(-1, 1));
  return (t) => {
    const x = Math.min(0.999999, Math.max(0, t)) * knots;
    const i = Math.floor(x);
    const f = (1 - Math.cos((x - i) * Math.PI)) / 2;
    return v[i]! * (1 - f) + v[i + 1]! * f;
  };
}

/** The area under y = f(x) from x0 to x1, closed down to `bottom`. */
export function area(f: (x: number) => number, x0 = -20, x1 = W + 20, bottom = H + 20, steps = 48): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    pts.push([x, f(x)]);
  }
  return `${smooth(pts)}L${n(x1)},${n(bottom)}L${n(x0)},${n(bottom)}Z`;
}

export interface RidgeOptions {
  /** Mean height of the line. */
  y: number;
  /** Largest rise above/below y, in px. */
  amp: number;
  /** Broad hills across the canvas. */
  hills?: number;
  /** Small bumps on top of the hills, as a fraction of amp. */
  rough?: number;
}

/** A rolling horizon line, as y(x); fill it with area() and stand things on it. */
export function ridge(rng: Rng, { y, amp, hills = 4, rough = 0.15 }: RidgeOptions): (x: number) => number {
  const big = noise(rng, hills);
  const small = noise(rng, hills * 6);
  return (x) => y - amp * (big(x / W) + rough * small(x / W));
}

/**
 * A run of arcs from (x0, y) to (x1, y) bulging upwards, as path commands that continue
 * the current point: the lumpy tops of tree crowns, canopies and clouds.
 */
export function scallops(rng: Rng, x0: number, x1: number, y: number, minW: number, maxW: number, jitter: number): string {
  let d = '';
  let x = x0;
  let cy = y;
  while (x < x1 - 1) {
    const w = Math.min(rng.range(minW, maxW), x1 - x);
    const ny = x + w >= x1 - 1 ? y : y + rng.range(-jitter, jitter);
    const r = (w / 2) * rng.range(1.0, 1.35);
    d += `A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(ny)}`;
    x += w;
    cy = ny;
  }
  return cy === y ? d : `${d}L${n(x1)},${n(y)}`;
}

/** The strip between two curves (upper and lower edge), e.g. a line of forest along a crest. */
export function band(upper: (x: number) => number, lower: (x: number) => number, x0 = -20, x1 = W + 20, steps = 48): string {
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    top.push([x, upper(x)]);
    bottom.push([x, lower(x)]);
  }
  return `${smooth(top)}${smooth(bottom.reverse(), false)}Z`;
}

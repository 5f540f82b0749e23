/**
 * What every scene shares: the drawing context (seeded randomness, lighting, gradient
 * definitions) and the sky with its sun or moon, drawn first and behind everything.
 */
import { pickLight, mix, type Light } from './palette';
import { createRng, type Rng } from './random';
import { cloud } from './figures';
import { H, W, n, rGradient, vGradient } from './shapes';

export interface Ctx {
  rng: Rng;
  light: Light;
  /** <defs> content collected while drawing. */
  defs: string[];
  /** Where the sun (or moon) was put, for reflections and rays. */
  sun: { x: number; y: number; r: number };
}

export type Scene = (c: Ctx) => string;

export function createCtx(seed: string): Ctx {
  const rng = createRng(seed);
  return { rng, light: pickLight(rng.fork('light')), defs: [], sun: { x: W / 2, y: H / 3, r: 50 } };
}

/** A vertical gradient registered in <defs>; returns its fill reference. */
export function vFill(c: Ctx, y0: number, y1: number, list: Parameters<typeof vGradient>[3]): string {
  const id = `g${c.defs.length}`;
  c.defs.push(vGradient(id, y0, y1, list));
  return `url(#${id})`;
}

export function rFill(c: Ctx, cx: number, cy: number, r: number, list: Parameters<typeof rGradient>[4]): string {
  const id = `g${c.defs.length}`;
  c.defs.push(rGradient(id, cx, cy, r, list));
  return `url(#${id})`;
}

/** Sky gradient, glow, sun or moon (and stars at night). `hz` is the horizon line. */
export function sky(c: Ctx, hz: number): string {
  const { rng, light } = c;
  let s = `<rect width="${W}" height="${H}" fill="${vFill(c, 0, hz, [[0, light.sky[0]], [0.62, light.sky[1]], [1, light.sky[2]]])}"/>`;
  const x = rng.range(0.14, 0.86) * W;
  if (light.night) {
    // Moonrise over a still-warm horizon: pale disc, faint halo, first stars.
    const y = rng.range(0.18, 0.45) * hz;
    const r = rng.range(26, 38);
    c.sun = { x, y, r };
    let stars = '';
    for (let i = 0; i < 70; i++) {
      stars += `<circle cx="${n(rng.range(0, W))}" cy="${n(hz * 0.6 * rng.next() ** 1.4)}" r="${n(rng.range(0.8, 2.2))}" opacity="${n(rng.range(0.3, 0.9))}"/>`;
    }
    s += `<g fill="#fbf8f2">${stars}</g>`;
    s += `<rect width="${W}" height="${H}" fill="${rFill(c, x, y, r * 5, [[0, '#fbf8f2', 0.35], [1, '#fbf8f2', 0]])}"/>`;
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f5eddd"/>`;
    s += `<circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.18)}" fill="${mix('#f5eddd', '#c9a064', 0.25)}"/>`;
    return s;
  }
  const lift = rng.range(light.sunLift[0], light.sunLift[1]);
  const y = hz - lift * hz;
  const r = light.time === 'day' ? rng.range(36, 52) : rng.range(55, 90);
  c.sun = { x, y, r };
  s += `<rect width="${W}" height="${H}" fill="${rFill(c, x, y, r * 7, [[0, light.glow, 0.6], [0.3, light.glow, 0.22], [1, light.glow, 0]])}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${light.sun}"/>`;
  return s;
}

/** A few flat clouds between y0 and y1, fewer and pinker at the ends of the day. */
export function clouds(c: Ctx, y0: number, y1: number, count: number): string {
  const { rng, light } = c;
  let s = '';
  for (let i = 0; i < count; i++) {
    const w = rng.range(160, 420);
    s += cloud(rng, rng.range(-100, W - w + 100), rng.range(y0, y1), w, rng.range(24, 44), light.cloud, rng.range(0.55, 0.9));
  }
  return s;
}

/** Soft horizontal band of haze (valley mist) centred on y. */
export function mist(c: Ctx, y: number, height: number, opacity: number): string {
  const fill = vFill(c, y - height / 2, y + height / 2, [[0, c.light.haze, 0], [0.55, c.light.haze, opacity], [1, c.light.haze, 0]]);
  return `<rect x="0" y="${n(y - height / 2)}" width="${W}" height="${n(height)}" fill="${fill}"/>`;
}

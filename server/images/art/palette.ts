/**
 * Colour: brand tokens, mixing, and the time-of-day lighting that tints every layer.
 * Lighting is what makes two savannas feel different even when their shapes rhyme.
 */
import type { Rng } from './random';

export const SAND = ['#fbf8f2', '#f5eddd', '#eadab9', '#dcc190', '#c9a064', '#b5854a', '#97693a', '#795231'] as const;
export const ACACIA = ['#e0ead9', '#9bb987', '#5a7f45', '#38502c', '#263621'] as const;
export const SUNSET = ['#ffcba6', '#fd7a35', '#f25a12', '#c94309', '#832c12'] as const;
export const NIGHT = ['#98b3da', '#486db3', '#2d457a', '#1f2f55', '#131d36'] as const;

function parse(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const k = Math.min(1, Math.max(0, t));
  const ca = parse(a);
  const cb = parse(b);
  return `#${ca.map((x, i) => Math.round(x + ((cb[i] as number) - x) * k).toString(16).padStart(2, '0')).join('')}`;
}

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk';

export interface Light {
  time: TimeOfDay;
  /** Sky gradient stops, zenith to horizon. */
  sky: [string, string, string];
  sun: string;
  glow: string;
  /** Colour the farthest layers fade into (aerial perspective). */
  haze: string;
  /** Overall colour cast of the light, and how strongly it tints the land. */
  tint: string;
  tintAmount: number;
  /** Colour of the nearest layers, and how far they go towards it (dusk = silhouettes). */
  shade: string;
  shadeAmount: number;
  cloud: string;
  /** Sun height above the horizon as a fraction of the sky's height. */
  sunLift: [number, number];
  /** Dusk may show the moon and first stars instead of the sun. */
  night: boolean;
}

const LIGHTS: Record<TimeOfDay, Omit<Light, 'night'>> = {
  dawn: {
    time: 'dawn',
    sky: ['#486db3', '#b9a9c4', '#ffcba6'],
    sun: '#fff4e6',
    glow: '#ffcba6',
    haze: '#d8b9b8',
    tint: '#486db3',
    tintAmount: 0.22,
    shade: '#1f2f55',
    shadeAmount: 0.6,
    cloud: '#fde3d0',
    sunLift: [0.02, 0.18],
  },
  day: {
    time: 'day',
    sky: ['#6f93cc', '#98b3da', '#eef0e8'],
    sun: '#fffdf6',
    glow: '#fbf8f2',
    haze: '#dfe5e4',
    tint: '#98b3da',
    tintAmount: 0.05,
    shade: '#263621',
    shadeAmount: 0.35,
    cloud: '#ffffff',
    sunLift: [0.45, 0.75],
  },
  golden: {
    time: 'golden',
    sky: ['#e79a5f', '#ffcba6', '#fbeed8'],
    sun: '#fff6e2',
    glow: '#fd7a35',
    haze: '#f1c8a1',
    tint: '#fd7a35',
    tintAmount: 0.14,
    shade: '#5a2414',
    shadeAmount: 0.55,
    cloud: '#fff1e0',
    sunLift: [0.08, 0.3],
  },
  dusk: {
    time: 'dusk',
    sky: ['#1f2f55', '#a2503f', '#fd8a45'],
    sun: '#ffd7b0',
    glow: '#f25a12',
    haze: '#b86a5e',
    tint: '#2d457a',
    tintAmount: 0.3,
    shade: '#131d36',
    shadeAmount: 0.8,
    cloud: '#e58a6a',
    sunLift: [-0.02, 0.1],
  },
};

/** Golden hour and day dominate: they sell safaris; dusk and dawn add variety. */
export function pickLight(rng: Rng): Light {
  const r = rng.next();
  const time: TimeOfDay = r < 0.3 ? 'golden' : r < 0.58 ? 'day' : r < 0.8 ? 'dawn' : 'dusk';
  return { ...LIGHTS[time], night: time === 'dusk' && rng.chance(0.4) };
}

/**
 * The colour of a land layer under this light. depth 0 = the horizon (hazy, pale),
 * depth 1 = the foreground (darkest, towards silhouette).
 */
export function tone(light: Light, base: string, depth: number): string {
  let c = mix(base, light.tint, light.tintAmount);
  c = mix(c, light.shade, light.shadeAmount * depth ** 1.6);
  return mix(c, light.haze, (1 - depth) ** 1.3 * 0.72);
}

/** Like tone(), but foliage keeps its green: shadows fall towards deep acacia, not the light's shade. */
export function leafTone(light: Light, base: string, depth: number): string {
  return tone({ ...light, shade: mix(light.shade, ACACIA[4], 0.6), tintAmount: light.tintAmount * 0.6 }, base, depth);
}

/**
 * A tiny deterministic PRNG. Artwork is keyed by a seed string (a destination id, say),
 * so the same seed must always draw the same picture on every machine and every build.
 */

/** FNV-1a: stable 32-bit hash of a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** An independent stream, so adding draws to one layer does not reshuffle the others. */
  fork(label: string): Rng;
}

export function createRng(seed: string): Rng {
  let a = hashString(seed);
  // mulberry32
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Seeds like "savanna-1" and "savanna-2" hash close together; warm up to decorrelate them.
  for (let i = 0; i < 4; i++) next();
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}

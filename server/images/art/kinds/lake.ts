/**
 * Lake: either a Rift Valley soda lake under its escarpment, pink with flamingos (Manyara,
 * Natron), or a great open lake with sailing boats and papyrus (Victoria, Tanganyika).
 */
import { clouds, sky, vFill, type Ctx } from '../canvas';
import { acacia, birds, dhow, flamingo, grass } from '../figures';
import { ACACIA, NIGHT, SAND, SUNSET, leafTone, mix, tone } from '../palette';
import { H, W, area, band, n, noise, path, ridge } from '../shapes';

const PINK = '#f39aa5';

export function lake(c: Ctx): string {
  const { rng, light } = c;
  const open = rng.chance(0.4);
  const hz = (open ? rng.range(0.45, 0.55) : rng.range(0.52, 0.62)) * H;
  let s = sky(c, hz);
  s += clouds(c, hz * 0.1, hz * 0.55, rng.int(1, open ? 4 : 3));
  s += open ? farShore(c, hz) : escarpment(c, hz);

  // Water mirrors the sky upside down: horizon colours at the far shore, zenith at our feet.
  const water = mix(light.sky[2], light.sky[1], 0.45);
  s += `<rect y="${n(hz)}" width="${W}" height="${n(H - hz)}" fill="${vFill(c, hz, H, [
    [0, water],
    [0.5, mix(light.sky[1], NIGHT[0], 0.3)],
    [1, mix(light.sky[0], NIGHT[1], 0.3)],
  ])}"/>`;
  let glint = '';
  for (let i = 0; i < 34; i++) {
    const t = rng.next();
    const y = hz + 6 + (H - hz) * 0.8 * t ** 1.5;
    const w = rng.range(10, 60) * (1 + t * 2);
    glint += `M${n(c.sun.x + rng.range(-1, 1) * c.sun.r * (0.6 + t * 2) - w / 2)},${n(y)}h${n(w)}`;
  }
  s += `<path d="${glint}" stroke="${light.sun}" stroke-width="2.4" stroke-linecap="round" opacity="0.5"/>`;

  const flamingos = !open || rng.chance(0.25);
  if (flamingos) s += flocks(c, hz, water);
  if (open) {
    // Lateen-rigged fishing boats, as on Lake Victoria.
    for (let i = rng.int(1, 3); i > 0; i--) {
      const t = rng.range(0.03, i === 1 ? 0.45 : 0.2);
      s += dhow(rng.range(0.1, 0.9) * W, hz + (H - hz) * t + 3, 40 + 240 * t, tone(light, SAND[7], 0.5 + t), tone(light, SAND[1], 0.1), tone(light, SAND[3], 0.3), rng.chance(0.5));
    }
  }

  s += open ? papyrus(c) : mudflat(c);

  if (flamingos && !open) {
    const wade = hz + (H - hz) * rng.range(0.35, 0.55);
    const bird = mix(mix(SUNSET[0], PINK, 0.6), light.tint, light.tintAmount * 0.8);
    const flip = rng.chance(0.5);
    const fx = rng.range(0.3, 0.7) * W;
    for (let i = rng.int(2, 5); i > 0; i--) {
      const x = fx + (i - 1) * rng.range(50, 110) * (i % 2 ? 1 : -1);
      const y = wade + rng.range(-20, 30);
      const size = 120 + (y - hz) * 0.4;
      // Reflection first: the same bird, flipped, faint.
      s += `<g transform="translate(0,${n(2 * y)}) scale(1,-1)" opacity="0.3">${flamingo(x, y, size, bird, ACACIA[4], flip)}</g>`;
      s += flamingo(x, y, size, bird, ACACIA[4], flip);
    }
  }
  s += birds(rng, rng.range(0.2, 0.8) * W, hz * rng.range(0.3, 0.6), rng.int(3, 6), 10, tone(light, '#263621', 0.7));
  return s;
}

/** The rift wall: high and level, breaking off in a terrace towards the open side. */
function escarpment(c: Ctx, hz: number): string {
  const { rng, light } = c;
  const wallTop = hz - rng.range(0.16, 0.26) * H;
  const breakX = rng.range(0.5, 0.8) * W;
  const fall = rng.range(220, 420);
  const top = noise(rng, 12);
  const wall = (x: number): number => {
    const t = Math.min(1, Math.max(0, (x - breakX) / fall));
    const level = wallTop + 10 * top(x / W);
    const eased = t < 0.5 ? 0.55 * (1 - (1 - 2 * t) ** 2) : 0.55 + 0.45 * (2 * t - 1) ** 1.5;
    return level + (hz - level + 6) * eased;
  };
  let s = path(area(ridge(rng, { y: hz - rng.range(15, 40), amp: 14, hills: 3 })), tone(light, mix(ACACIA[2], NIGHT[1], 0.5), 0));
  const face = tone(light, mix(SAND[6], NIGHT[2], 0.35), 0.12);
  s += path(area(wall), vFill(c, wallTop, hz, [[0, mix(face, '#000000', 0.06)], [1, mix(face, light.haze, 0.4)]]));
  // Gullies and buttresses: slanting streaks that make the face read as a cliff.
  let streaks = '';
  for (let x = rng.range(-30, 0); x < breakX + fall; x += rng.range(26, 60)) {
    const y0 = wall(x) + rng.range(8, 20);
    const len = (hz - y0) * rng.range(0.3, 0.8);
    if (len < 12) continue;
    streaks += `M${n(x)},${n(y0)}l${n(rng.range(6, 14))},0l${n(len * 0.18)},${n(len)}l-4,0Z`;
  }
  s += path(streaks, mix(face, '#000000', 0.16), 'opacity="0.6"');
  // Forest along the top of the wall, and groundwater forest at its foot.
  const crest = noise(rng, 30);
  s += path(band((x) => wall(x) - 2 - 6 * Math.abs(crest(x / W)), (x) => wall(x) + 10, -20, breakX + fall * 0.5, 96), leafTone(light, ACACIA[3], 0.15));
  const foot = noise(rng, 40);
  return s + path(area((x) => hz - 14 - 12 * Math.abs(foot(x / W))), leafTone(light, ACACIA[2], 0.35));
}

/** An open lake's far side: low blue hills and a few wooded islands. */
function farShore(c: Ctx, hz: number): string {
  const { rng, light } = c;
  let s = path(area(ridge(rng, { y: hz - rng.range(10, 30), amp: rng.range(8, 24), hills: rng.int(2, 4) })), tone(light, mix(ACACIA[2], NIGHT[1], 0.55), 0));
  for (let i = rng.int(1, 3); i > 0; i--) {
    const ix = rng.range(0.05, 0.95) * W;
    const iw = rng.range(50, 160);
    const ih = rng.range(10, 30);
    s += `<path d="M${n(ix - iw)},${n(hz + 1)}Q${n(ix - iw * 0.5)},${n(hz - ih)} ${n(ix)},${n(hz - ih)}Q${n(ix + iw * 0.5)},${n(hz - ih)} ${n(ix + iw)},${n(hz + 1)}Z" fill="${leafTone(light, mix(ACACIA[3], NIGHT[1], 0.3), 0.1)}"/>`;
  }
  return s;
}

/** Flamingo flocks: long pink bands of tiny birds along the far shallows. */
function flocks(c: Ctx, hz: number, water: string): string {
  const { rng, light } = c;
  const pink = mix(PINK, light.tint, light.tintAmount);
  let flock = '';
  for (let b = rng.int(2, 4); b > 0; b--) {
    const y = hz + rng.range(8, 70);
    const x0 = rng.range(-100, W * 0.7);
    const len = rng.range(250, 700);
    const thick = rng.range(6, 16);
    for (let k = 0; k < len / 1.5; k++) {
      const x = x0 + rng.range(0, len);
      const edge = 1 - (2 * (x - x0)) / len;
      flock += `M${n(x)},${n(y + rng.range(-1, 1) * thick * Math.sqrt(1 - edge * edge))}v-2.4`;
    }
  }
  return (
    `<path d="${flock}" stroke="${pink}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="${flock}" stroke="${mix(pink, water, 0.5)}" stroke-width="2" stroke-linecap="round" transform="translate(0,5)" opacity="0.45"/>`
  );
}

/** Foreground of a soda lake: a pale mudflat, a few reeds, sometimes a thorn tree. */
function mudflat(c: Ctx): string {
  const { rng, light } = c;
  const side = rng.pick([-1, 1]);
  const lap = ridge(rng, { y: H - rng.range(70, 110), amp: 14, hills: 3 });
  const tilt = rng.range(100, 200);
  const shore = (x: number): number => lap(x) - side * ((x - W / 2) / W) * tilt;
  let s = path(area(shore), tone(light, SAND[2], 0.6));
  s += path(area((x) => shore(x) + 26), tone(light, SAND[4], 0.85));
  const [x0, x1] = side > 0 ? [0, W * 0.4] : [W * 0.6, W];
  s += grass(rng, x0, x1, (x) => shore(x) + 30, 40, 70, leafTone(light, ACACIA[3], 0.95));
  if (rng.chance(0.5)) {
    const x = side > 0 ? rng.range(0.05, 0.2) * W : rng.range(0.8, 0.95) * W;
    s += acacia(rng, x, shore(x) + 28, rng.range(260, 360), leafTone(light, ACACIA[4], 1));
  }
  return s;
}

/** Foreground of an open lake: a bank of papyrus, its umbrella heads against the water. */
function papyrus(c: Ctx): string {
  const { rng, light } = c;
  const bank = ridge(rng, { y: H - rng.range(40, 90), amp: 20, hills: 3 });
  const colour = leafTone(light, ACACIA[3], 1);
  let s = path(area(bank), leafTone(light, ACACIA[4], 1));
  let stems = '';
  let heads = '';
  const from = rng.chance(0.5) ? 0 : W * 0.45;
  for (let i = 0; i < 26; i++) {
    const x = from + rng.range(0, W * 0.55);
    const h = rng.range(120, 300);
    const lean = rng.range(-30, 30);
    const g = bank(x) + 10;
    stems += `M${n(x)},${n(g)}Q${n(x + lean * 0.3)},${n(g - h * 0.6)} ${n(x + lean)},${n(g - h)}`;
    // A papyrus head: a fan of thin rays bursting from the stem tip.
    const r = rng.range(18, 34);
    for (let k = 0; k < 9; k++) {
      const a = Math.PI * (1.05 + (k / 8) * 0.9);
      heads += `M${n(x + lean)},${n(g - h)}l${n(Math.cos(a) * r)},${n(Math.sin(a) * r * 0.8)}`;
    }
  }
  s += `<path d="${stems}" stroke="${colour}" stroke-width="3" fill="none"/>`;
  s += `<path d="${heads}" stroke="${colour}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  return s + grass(rng, -20, W + 20, (x) => bank(x) + 6, 90, 50, colour);
}

/** Savanna: wide grass plains in bands, umbrella acacias, giraffes or elephants. */
import { clouds, sky, type Ctx } from '../canvas';
import { acacia, birds, elephant, giraffe, grass } from '../figures';
import { ACACIA, SAND, mix, tone } from '../palette';
import { H, W, area, n, path, ridge } from '../shapes';

export function savanna(c: Ctx): string {
  const { rng, light } = c;
  const hz = rng.range(0.56, 0.67) * H;
  // Dry season (gold) or green season, so the plains are not all one colour.
  const green = rng.chance(0.35);
  const ramp = green ? [ACACIA[1], mix(ACACIA[1], ACACIA[2], 0.5), ACACIA[2], ACACIA[3]] : [SAND[4], SAND[5], SAND[6], SAND[7]];
  let s = sky(c, hz);
  s += clouds(c, hz * 0.15, hz * 0.6, rng.int(0, 3));

  // Distant hills, sometimes a flat escarpment, nearly lost in haze.
  const far = ridge(rng, { y: hz - rng.range(12, 45), amp: rng.range(12, 40), hills: rng.int(2, 5), rough: 0.1 });
  s += path(area(far), tone(light, mix(ACACIA[2], '#486db3', 0.4), 0.05));

  const bands = [0, 0.22, 0.5, 0.78].map((f, i) => {
    const y = hz + (H - hz) * f;
    return ridge(rng, { y: y + (i === 0 ? 6 : 0), amp: 4 + i * 7, hills: rng.int(2, 4), rough: 0.05 });
  });
  const colour = (i: number): string => tone(light, ramp[i]!, 0.15 + i * 0.28);
  const tree = (i: number): string => tone(light, mix(ramp[i]!, ACACIA[4], 0.75), 0.35 + i * 0.22);

  const scatter = (count: number, min: number, max: number): number[] =>
    Array.from({ length: count }, () => rng.range(min, max)).sort((a, b) => a - b);

  s += path(area(bands[0]!), colour(0));
  // Tiny far trees on the horizon band.
  for (const x of scatter(rng.int(3, 8), 40, W - 40)) s += acacia(rng, x, bands[0]!(x) + 2, rng.range(22, 40), tree(0));
  s += path(area(bands[1]!), colour(1));
  if (rng.chance(0.4)) {
    // A kopje: a heap of weathered granite boulders with a tree growing out of it.
    const kx = rng.range(0.1, 0.9) * W;
    const ky = bands[1]!(kx) + 6;
    const rockColour = tone(light, mix(SAND[6], '#486db3', 0.2), 0.45);
    const lit = mix(rockColour, light.sun, 0.18);
    let rocks = '';
    for (let i = 0; i < rng.int(4, 7); i++) {
      const rx = rng.range(35, 85);
      const ry = rx * rng.range(0.55, 0.8);
      const bx = kx + rng.range(-100, 100);
      const by = ky - rng.range(0, 35);
      const side = c.sun.x < bx ? -1 : 1;
      rocks += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(rx)}" ry="${n(ry)}" fill="${rockColour}"/>`;
      rocks += `<ellipse cx="${n(bx + side * rx * 0.18)}" cy="${n(by - ry * 0.18)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.7)}" fill="${lit}"/>`;
    }
    s += acacia(rng, kx + rng.range(-40, 40), ky - 50, rng.range(90, 130), tree(1));
    s += rocks;
    s += path(area(bands[1]!), colour(1), `clip-path="url(#kopje-foot)"`);
    c.defs.push(`<clipPath id="kopje-foot"><rect x="${n(kx - 180)}" y="${n(ky - 2)}" width="360" height="60"/></clipPath>`);
  }
  for (const x of scatter(rng.int(1, 4), 60, W - 60)) s += acacia(rng, x, bands[1]!(x) + 3, rng.range(55, 90), tree(1));

  // The herd walks on the middle band, in front of its tree.
  const herd = rng.pick(['giraffe', 'elephant', 'both'] as const);
  const hx = rng.range(0.2, 0.75) * W;
  s += path(area(bands[2]!), colour(2));
  if (rng.chance(0.35)) {
    // A waterhole the herd is heading for, holding the sky's colour.
    const wy = bands[2]!(hx) + rng.range(14, 26);
    const wr = rng.range(160, 300);
    s += `<ellipse cx="${n(hx)}" cy="${n(wy)}" rx="${n(wr + 16)}" ry="${n(wr * 0.05 + 5)}" fill="${mix(colour(2), '#000000', 0.15)}"/>`;
    s += `<ellipse cx="${n(hx)}" cy="${n(wy)}" rx="${n(wr)}" ry="${n(wr * 0.05)}" fill="${mix(mix(light.sky[2], light.sky[0], 0.35), '#486db3', 0.15)}"/>`;
  }
  // The herd's tree stands well clear of the herd, so they never merge into one blob.
  const gap = rng.range(260, 460);
  const tx = hx + gap < W - 60 && (hx - gap < 60 || rng.chance(0.5)) ? hx + gap : hx - gap;
  s += acacia(rng, tx, bands[2]!(tx) + 4, rng.range(140, 210), tree(2));
  const animal = tone(light, '#3b2a1c', 0.7);
  const flip = rng.chance(0.5);
  if (herd !== 'elephant') {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const x = hx + (i - 1) * rng.range(60, 110) * (flip ? -1 : 1);
      s += giraffe(x, bands[2]!(x) + 3, rng.range(120, 165), animal, flip, rng.chance(0.3));
    }
  }
  if (herd !== 'giraffe') {
    const ex = herd === 'both' ? hx + (flip ? 1 : -1) * rng.range(220, 380) : hx;
    for (let i = rng.int(2, 4); i > 0; i--) {
      const x = ex + (i - 1) * rng.range(85, 120) * (flip ? -1 : 1);
      // The last one drawn, in front, is the calf.
      const size = i === 1 ? rng.range(55, 70) : rng.range(90, 120);
      s += elephant(x, bands[2]!(x) + 3, size, animal, mix(animal, '#000000', 0.18), flip);
    }
  }

  // Foreground: darkest band, tall grass, and sometimes a big tree framing one side.
  const front = bands[3]!;
  s += path(area(front), colour(3));
  s += grass(rng, -20, W + 20, front, 140, rng.range(26, 40), tone(light, mix(ramp[3]!, '#000000', 0.15), 1));
  if (rng.chance(0.55)) {
    const x = rng.chance(0.5) ? rng.range(0.02, 0.14) * W : rng.range(0.86, 0.98) * W;
    s += acacia(rng, x, front(x) + 30, rng.range(380, 480), tone(light, mix(ACACIA[4], '#000000', 0.3), 1));
  }
  s += birds(rng, rng.range(0.2, 0.8) * W, hz * rng.range(0.2, 0.45), rng.int(2, 5), rng.range(8, 14), tone(light, '#263621', 0.8));
  return s;
}

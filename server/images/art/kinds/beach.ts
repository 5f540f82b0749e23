/** Beach: turquoise Indian Ocean, white sand, leaning palms and a dhow under sail. */
import { clouds, sky, vFill, type Ctx } from '../canvas';
import { birds, dhow, palm } from '../figures';
import { ACACIA, SAND, mix, tone } from '../palette';
import { H, W, area, n, noise, path, ridge } from '../shapes';

const DEEP = '#1d6f8a';
const TURQUOISE = '#27a9a6';
const SHALLOW = '#86ddd0';

export function beach(c: Ctx): string {
  const { rng, light } = c;
  const hz = rng.range(0.47, 0.56) * H;
  let s = sky(c, hz);
  s += clouds(c, hz * 0.1, hz * 0.75, rng.int(2, 5));

  // A low island or headland on the horizon, now and then.
  if (rng.chance(0.6)) {
    const ix = rng.range(0.1, 0.9) * W;
    const iw = rng.range(120, 360);
    const bump = noise(rng, 4);
    s += path(
      area((x) => (Math.abs(x - ix) < iw ? hz - (1 - ((x - ix) / iw) ** 2) * (18 + 14 * bump(x / W)) : hz + 2), ix - iw - 10, ix + iw + 10, hz + 2, 24),
      tone(light, ACACIA[2], 0.05),
    );
  }

  // Sea: deep at the horizon, turquoise over the reef, pale over sand; lit by the sky.
  const shoreAt = rng.range(0.72, 0.84) * H;
  const sea = (colour: string, k: number): string => mix(mix(colour, light.tint, light.tintAmount * 0.8), light.sky[2], k);
  s += `<rect y="${n(hz)}" width="${W}" height="${n(H - hz)}" fill="${vFill(c, hz, shoreAt, [
    [0, sea(DEEP, 0.25)],
    [0.45, sea(TURQUOISE, 0.08)],
    [1, sea(SHALLOW, 0.05)],
  ])}"/>`;
  // Glitter under the sun and long swell lines.
  let glint = '';
  for (let i = 0; i < 40; i++) {
    const t = rng.next();
    const y = hz + 4 + (shoreAt - hz) * t ** 1.6;
    const w = rng.range(10, 50) * (1 + t * 2);
    glint += `M${n(c.sun.x + rng.range(-1, 1) * c.sun.r * (1 + t * 3) - w / 2)},${n(y)}h${n(w)}`;
  }
  s += `<path d="${glint}" stroke="${light.sun}" stroke-width="2.4" stroke-linecap="round" opacity="0.55"/>`;
  let swell = '';
  for (let i = 0; i < 18; i++) {
    const y = hz + (shoreAt - hz) * rng.range(0.1, 0.95);
    const x = rng.range(-100, W);
    swell += `M${n(x)},${n(y)}q${n(rng.range(60, 160))},-3 ${n(rng.range(160, 380))},0`;
  }
  s += `<path d="${swell}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.28"/>`;

  // Dhows: one near, maybe one or two far.
  for (let i = rng.int(1, 3); i > 0; i--) {
    const t = rng.range(0.05, i === 1 ? 0.55 : 0.25);
    const y = hz + (shoreAt - hz) * t + 4;
    const size = 40 + 260 * t;
    s += dhow(rng.range(0.1, 0.9) * W, y, size, tone(light, SAND[7], 0.5 + t), tone(light, SAND[0], 0.05), tone(light, SAND[2], 0.3), rng.chance(0.5));
  }

  // Sand: wet edge, foam line, then dry white sand sweeping up to one side.
  const slopeDir = rng.pick([-1, 1]);
  const wave = ridge(rng, { y: shoreAt, amp: 12, hills: 3 });
  const tilt = rng.range(60, 130);
  const beachLine = (x: number): number => wave(x) + ((x - W / 2) / W) * slopeDir * tilt;
  s += path(area((x) => beachLine(x) - 10), mix(sea(SHALLOW, 0), '#ffffff', 0.35));
  s += path(area(beachLine), tone(light, SAND[2], 0.55));
  const dry = (x: number): number => beachLine(x) + 22 + 10 * Math.sin(x / 140);
  s += path(area(dry), tone(light, SAND[1], 0.5));
  s += `<path d="M-20,${n(beachLine(-20) - 6)}${Array.from({ length: 33 }, (_, i) => {
    const x = -20 + i * 52;
    return `Q${n(x + 13)},${n(beachLine(x) - 12)} ${n(x + 26)},${n(beachLine(x + 26) - 6)}T${n(x + 52)},${n(beachLine(x + 52) - 6)}`;
  }).join('')}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.85"/>`;

  // Palms lean in from the high side of the beach, tallest nearest.
  const trunk = tone(light, SAND[6], 0.8);
  const leaf = tone(light, ACACIA[3], 0.85);
  const base = slopeDir > 0 ? rng.range(0.02, 0.16) * W : rng.range(0.84, 0.98) * W;
  for (let i = rng.int(1, 3); i > 0; i--) {
    const x = base + slopeDir * (i - 1) * rng.range(60, 140);
    const h = rng.range(480, 700) - (i - 1) * 90;
    s += palm(rng, x, Math.min(H + 10, dry(x) + 160 + i * 20), h, slopeDir * rng.range(0.18, 0.42), trunk, mix(leaf, '#000000', (3 - i) * 0.06));
  }
  s += birds(rng, rng.range(0.2, 0.8) * W, hz * rng.range(0.25, 0.6), rng.int(2, 4), 10, tone(light, '#263621', 0.7));
  return s;
}

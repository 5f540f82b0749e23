/** Mountain: a broad snow-capped volcano (Kilimanjaro-like) above a cloud band and plains. */
import { clouds, mist, sky, type Ctx } from '../canvas';
import { acacia, birds, cloud, elephant, giraffe, grass } from '../figures';
import { ACACIA, NIGHT, SAND, mix, tone } from '../palette';
import { H, W, area, n, noise, path, ridge, smooth, type Pt } from '../shapes';

export function mountain(c: Ctx): string {
  const { rng, light } = c;
  const hz = rng.range(0.66, 0.74) * H;
  let s = sky(c, hz);
  s += clouds(c, hz * 0.05, hz * 0.3, rng.int(0, 2));

  // The massif: a wide summit plateau, long concave shoulders, a little asymmetric.
  // Kibo-like (flat summit plateau) or a sharper cone (Meru, Lengai).
  const cone = rng.chance(0.4);
  const cx = rng.range(0.34, 0.66) * W;
  const top = (cone ? rng.range(0.1, 0.2) : rng.range(0.14, 0.24)) * H;
  const plateau = cone ? rng.range(18, 40) : rng.range(110, 200);
  const fallOff = cone ? rng.range(1.5, 1.9) : 2.3;
  const leftW = rng.range(560, 820);
  const rightW = rng.range(560, 820);
  const rim = noise(rng, 10);
  const rock = noise(rng, 30);
  const profile = (x: number): number => {
    const dx = x - cx;
    const half = dx < 0 ? leftW : rightW;
    const d = Math.abs(dx);
    if (d <= plateau) return top + 6 * rim(x / W) + 4 * (d / plateau) ** 2;
    const t = Math.min(1, (d - plateau) / (half - plateau));
    return top + 4 + (hz + 10 - top) * (1 - (1 - t) ** fallOff) + 5 * rock(x / W) * (1 - t);
  };
  const rockBase = mix(NIGHT[2], SAND[7], 0.35);
  const lit = tone(light, rockBase, 0.12);
  const shadow = mix(lit, light.time === 'day' ? NIGHT[2] : light.shade, 0.35);

  // A jagged second peak (Mawenzi-like) on one shoulder, hazier, behind.
  const side = rng.pick([-1, 1]);
  const px = cx + side * rng.range(0.5, 0.7) * (side < 0 ? leftW : rightW);
  const py = top + rng.range(90, 160);
  const jag: Pt[] = [[px - 260, hz + 10]];
  const second = rng.chance(0.6);
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const x = px - 120 + 240 * t;
    jag.push([x, py + (i % 2 ? rng.range(15, 40) : rng.range(0, 12)) + Math.abs(t - 0.5) * 90]);
  }
  jag.push([px + 260, hz + 10]);
  if (second) s += path(`M${jag.map(([x, y]) => `${n(x)},${n(y)}`).join('L')}Z`, mix(lit, light.haze, 0.35));

  const massif = area(profile, cx - leftW - 20, cx + rightW + 20, H + 20, 80);
  s += path(massif, lit);
  // Shadow side: everything right (or left) of a wandering line down from the summit.
  const sunLeft = c.sun.x < cx;
  const sd = sunLeft ? 1 : -1;
  const edge = sunLeft ? cx + rightW + 20 : cx - leftW - 20;
  const split: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const y = top + 10 + ((hz + 10 - top) * i) / 8;
    split.push([cx + sd * (plateau * 0.3 + i * rng.range(25, 45)) + rng.range(-15, 15), y]);
  }
  const shade = `${smooth(split)}L${n(edge)},${n(hz + 10)}L${n(edge)},${n(top - 40)}Z`;
  s += `<clipPath id="massif"><path d="${massif}"/></clipPath>`;
  s += `<g clip-path="url(#massif)">${path(shade, shadow)}`;

  // Snow cap: a band with glacier fingers reaching down the gullies.
  const snowLine = top + (cone ? rng.range(25, 60) : rng.range(45, 85));
  const snowLit = mix('#fbf8f2', light.glow, light.time === 'day' ? 0 : 0.18);
  const snowShade = mix(snowLit, NIGHT[0], 0.45);
  const pts: Pt[] = [];
  const span = plateau + (cone ? rng.range(90, 150) : rng.range(160, 260));
  // Irregular fingers: some long glaciers, some stubs, some bare rock between.
  let x = cx - span;
  while (x < cx + span) {
    const w = rng.range(18, 60);
    const near = 1 - Math.abs(x - cx) / span;
    const base = snowLine - (1 - near) * 70;
    pts.push([x, base - rng.range(0, 14)]);
    pts.push([x + w * rng.range(0.3, 0.7), base + near * rng.range(5, rng.chance(0.3) ? 110 : 45)]);
    x += w;
  }
  const snow = `M${n(cx - span)},${n(top - 40)}L${pts.map(([x, y]) => `${n(x)},${n(y)}`).join('L')}L${n(cx + span)},${n(top - 40)}Z`;
  s += path(snow, snowLit);
  s += `<g clip-path="url(#snowside)">${path(snow, snowShade)}</g>`;
  c.defs.push(`<clipPath id="snowside"><path d="${shade}"/></clipPath>`);
  s += '</g>';

  // The cloud band wrapped around the mountain's waist.
  const band = top + (hz - top) * rng.range(0.45, 0.62);
  const layers = rng.chance(0.75) ? 2 : 0;
  if (layers) s += mist(c, band + 30, 120, 0.7);
  else s += clouds(c, top - 40, top + 60, rng.int(1, 2));
  for (let layer = 0; layer < layers; layer++) {
    for (let x = -200 + rng.range(0, 150); x < W; x += rng.range(380, 560)) {
      s += cloud(rng, x, band + layer * 34 + rng.range(-14, 14), rng.range(480, 760), rng.range(40, 62), mix(light.cloud, light.haze, layer * 0.35), 0.92 - layer * 0.12);
    }
  }

  // Plains below: two bands, acacias and sometimes a herd walking under the mountain.
  const green = rng.chance(0.5);
  const ramp = green ? [mix(ACACIA[1], SAND[4], 0.4), ACACIA[2], ACACIA[3]] : [SAND[4], SAND[5], SAND[7]];
  const far = ridge(rng, { y: hz, amp: 8, hills: 3, rough: 0.1 });
  s += path(area(far), tone(light, ramp[0]!, 0.2));
  for (let i = rng.int(3, 7); i > 0; i--) {
    const x = rng.range(0, W);
    s += acacia(rng, x, far(x) + 3, rng.range(30, 55), tone(light, ACACIA[4], 0.3));
  }
  const mid = ridge(rng, { y: hz + (H - hz) * 0.35, amp: 12, hills: 3 });
  s += path(area(mid), tone(light, ramp[1]!, 0.55));
  const animal = tone(light, '#3b2a1c', 0.8);
  const flip = rng.chance(0.5);
  const herdX = rng.range(0.15, 0.8) * W;
  if (rng.chance(0.5)) {
    for (let i = rng.int(2, 4); i > 0; i--) {
      const x = herdX + (i - 1) * rng.range(90, 120) * (flip ? -1 : 1);
      s += elephant(x, mid(x) + 4, i === 1 ? rng.range(55, 65) : rng.range(85, 105), animal, mix(animal, '#000000', 0.18), flip);
    }
  } else if (rng.chance(0.6)) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const x = herdX + (i - 1) * rng.range(70, 110) * (flip ? -1 : 1);
      s += giraffe(x, mid(x) + 4, rng.range(120, 150), animal, flip, rng.chance(0.3));
    }
  }
  const front = ridge(rng, { y: H - rng.range(60, 110), amp: 22, hills: 2 });
  const dark = tone(light, ramp[2]!, 1);
  s += path(area(front), dark);
  s += grass(rng, -20, W + 20, front, 120, 30, mix(dark, '#000000', 0.2));
  if (rng.chance(0.6)) {
    const x = rng.chance(0.5) ? rng.range(0.03, 0.18) * W : rng.range(0.82, 0.97) * W;
    s += acacia(rng, x, front(x) + 20, rng.range(320, 430), mix(dark, '#000000', 0.25));
  }
  s += birds(rng, rng.range(0.2, 0.8) * W, top + rng.range(0, 120), rng.int(2, 4), 11, tone(light, '#263621', 0.8));
  return s;
}
